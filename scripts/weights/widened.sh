#!/bin/sh
# The weights judge with a truth no view box cuts: every icon of a 24 × 24 stroked set is copied
# with its view box widened by 2 units on each side (`-2 -2 28 28`; the drawing is unchanged), then
# judged as usual. A stroke whose Black reaches the old view box is then drawn whole in the truth,
# as the judge's fill-only input (10 % margin) lets the synthesis draw it. Compare with the same
# icons judged as they are (measure.sh) to see what the cut costs.
#
#   scripts/weights/widened.sh SET OUT [K [R]]    the icons of ../shared/corpus/dev/icons/SET at NR % K == R
#                                                 (default K 1: all; R 1, as measure.sh picks)
#
# Environment: STYLEBOOK, SHARED, JOBS as in measure.sh.
set -eu
set_name=${1:?usage: widened.sh SET OUT [K [R]]}
out=${2:?usage: widened.sh SET OUT [K [R]]}
k=${3:-1}
r=${4:-1}
bin=${STYLEBOOK:-.build/release/stylebook}
shared=${SHARED:-../shared}
mkdir -p "$out/icons"
for icon in $(ls "$shared/corpus/dev/icons/$set_name"/*.svg | awk "NR % $k == $r % $k || $k == 1"); do
    grep -q 'viewBox="0 0 24 24"' "$icon" || { echo "skipped (view box not 0 0 24 24): $icon" >&2; continue; }
    sed 's/viewBox="0 0 24 24"/viewBox="-2 -2 28 28"/; s/width="24" height="24"/width="28" height="28"/' "$icon" \
        > "$out/icons/$(basename "$icon")"
done
# shellcheck disable=SC2046
python3 "$shared/tools/weights/judge.py" --stylebook "$bin" --out "$out/judge" --jobs "${JOBS:-1}" \
    $(ls "$out/icons"/*.svg) > "$out/judge.log" || true
tail -n 1 "$out/judge.log"
