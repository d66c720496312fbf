#!/usr/bin/env bash
# Measures symbol fidelity on an icon corpus with the independent checker in ../shared/tools/fidelity.
#
#   scripts/fidelity.sh [CORPUS] [OUT_DIR] [extra run_corpus.py args…]   e.g. --per-set 50
#
# Four passes over the corpus: a Regular-only template measured at Regular-M, and a three-master
# template measured at Regular-S, Ultralight-S and Black-S. Writes JSONL + Markdown summaries to
# OUT_DIR. Needs: apt-get install librsvg2-bin; pip install numpy Pillow. Not part of `swift test`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${1:-$root/../shared/corpus/dev/icons}"
out="${2:-$root/.build/fidelity}"
shift $(( $# > 2 ? 2 : $# )) || true
harness="$root/../shared/tools/fidelity"
mkdir -p "$out"
swift build -c release --product stylebook --package-path "$root" >/dev/null
bin="$root/.build/release/stylebook"

python3 "$harness/run_corpus.py" --label "stylebook --variants regular @ Regular-M" \
    --tool "$bin symbol {in} -o {out} --variants regular" \
    --corpus "$corpus" --variant Regular-M --out "$out/regular-m.jsonl" --summary "$out/regular-m.md" "$@"
for master in Regular-S Ultralight-S Black-S; do
    python3 "$harness/run_corpus.py" --label "stylebook --variants masters @ $master" \
        --tool "$bin symbol {in} -o {out} --variants masters" \
        --corpus "$corpus" --variant "$master" --out "$out/masters-$master.jsonl" --summary "$out/masters-$master.md" "$@"
done
