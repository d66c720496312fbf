#!/usr/bin/env bash
# Measures symbol fidelity on an icon corpus with the independent checker in ../shared/tools/fidelity.
#
#   scripts/fidelity.sh [CORPUS] [OUT_DIR] [extra run_corpus.py args…]   e.g. --per-set 50, --sets octicons
#
# Four passes over the corpus:
#   1. a Regular-only template, measured at Regular-M against the source;
#   2. a three-master template, measured at Regular-S against the source;
#   3. the same, at Ultralight-S, against the source with stroke widths × 0.33;
#   4. the same, at Black-S, against the source with stroke widths × 1.55.
# 0.33 and 1.55 are Stylebook's default master stroke scales (SymbolOptions); fills are not scaled,
# so fill-only icons are measured against their own source in every pass.
# Writes JSONL + Markdown summaries (and extremes.md, the worst cases per set) to OUT_DIR. Needs: apt-get install librsvg2-bin;
# pip install numpy Pillow. Not part of `swift test`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="$(cd "${1:-$root/../shared/corpus/dev/icons}" && pwd)"
out="${2:-$root/.build/fidelity}"
shift $(( $# > 2 ? 2 : $# )) || true
harness="$root/../shared/tools/fidelity"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
# STYLEBOOK=path/to/stylebook measures that binary instead of building the release one (e.g. a debug
# build when CPU is short: the conversion code and its output bytes are the same).
if [[ -n "${STYLEBOOK:-}" ]]; then
    bin="$(cd "$(dirname "$STYLEBOOK")" && pwd)/$(basename "$STYLEBOOK")"
else
    swift build -c release --product stylebook --package-path "$root" >/dev/null
    bin="$root/.build/release/stylebook"
fi

python3 "$harness/run_corpus.py" --label "stylebook --variants regular @ Regular-M" \
    --tool "$bin symbol {in} -o {out} --variants regular" \
    --corpus "$corpus" --variant Regular-M --out "$out/regular-m.jsonl" --summary "$out/regular-m.md" "$@"
python3 "$harness/run_corpus.py" --label "stylebook --variants masters @ Regular-S" \
    --tool "$bin symbol {in} -o {out} --variants masters" \
    --corpus "$corpus" --variant Regular-S --out "$out/masters-Regular-S.jsonl" --summary "$out/masters-Regular-S.md" "$@"
for pass in "Ultralight-S 0.33" "Black-S 1.55"; do
    read -r master factor <<<"$pass"
    reference="$out/reference-strokes-x$factor"
    python3 "$root/scripts/fidelity/scale_strokes.py" "$corpus" "$reference" "$factor"
    python3 "$harness/run_corpus.py" --label "stylebook --variants masters @ $master vs source with strokes × $factor" \
        --tool "$root/scripts/fidelity/convert_original.sh $bin $reference $corpus {in} {out} --variants masters" \
        --corpus "$reference" --variant "$master" --out "$out/masters-$master.jsonl" --summary "$out/masters-$master.md" "$@"
done
python3 "$root/scripts/fidelity/extremes.py" "$out/regular-m.jsonl" "$out/masters-Regular-S.jsonl" \
    "$out/masters-Ultralight-S.jsonl" "$out/masters-Black-S.jsonl" > "$out/extremes.md"
echo "summaries: $out/*.md"
