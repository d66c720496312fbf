#!/usr/bin/env bash
# Measures symbol fidelity on an icon corpus with the independent checker in ../shared/tools/fidelity.
#
#   scripts/fidelity.sh [CORPUS] [OUT_DIR] [extra run_corpus.py args…]
#
# Runs two passes over every icon: a Regular-only template measured at Regular-M, and a
# three-master template measured at Regular-S. Writes JSONL + Markdown summaries to OUT_DIR.
# Needs: apt-get install librsvg2-bin; pip install numpy Pillow.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${1:-$root/../shared/corpus/dev/icons}"
out="${2:-$root/.build/fidelity}"
shift $(( $# > 2 ? 2 : $# )) || true
harness="$root/../shared/tools/fidelity"
mkdir -p "$out"
swift build -c release --product stylebook --package-path "$root" >/dev/null
bin="$root/.build/release/stylebook"

python3 "$harness/run_corpus.py" --label "stylebook regular (Regular-M)" \
    --tool "$bin symbol {in} -o {out} --variants regular" \
    --corpus "$corpus" --variant Regular-M --out "$out/regular-m.jsonl" --summary "$out/regular-m.md" "$@"
python3 "$harness/run_corpus.py" --label "stylebook masters (Regular-S)" \
    --tool "$bin symbol {in} -o {out} --variants masters" \
    --corpus "$corpus" --variant Regular-S --out "$out/masters-s.jsonl" --summary "$out/masters-s.md" "$@"
