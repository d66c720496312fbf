#!/bin/sh
# Every dev icon set converted with `stylebook symbols --variants masters` (weights: synthesize, the
# default): how many fill-only icons kept their synthesised weights and how many were refused (a
# located "not synthesised" warning; Regular reused). Stroked sets have no fill-only icons.
#
#   scripts/weights/refusals.sh OUT      (STYLEBOOK, SHARED as in measure.sh)
set -eu
out=${1:?usage: refusals.sh OUT}
bin=${STYLEBOOK:-.build/release/stylebook}
icons=${SHARED:-../shared}/corpus/dev/icons
mkdir -p "$out"
echo "| set | icons | fill-only | kept | refused | exit |"
echo "|---|---|---|---|---|---|"
for dir in "$icons"/*/; do
    name=$(basename "$dir")
    log=$out/$name.log
    # With `--weights reuse` every fill-only icon warns: that counts them.
    rm -rf "$out/$name-reuse.xcassets" "$out/$name.xcassets"
    "$bin" symbols "$dir" --catalog "$out/$name-reuse.xcassets" --variants masters --weights reuse --verbose \
        > "$out/$name-reuse.log" 2>&1 || true
    status=0
    "$bin" symbols "$dir" --catalog "$out/$name.xcassets" --variants masters --verbose > "$log" 2>&1 || status=$?
    total=$(ls "$dir"*.svg | wc -l)
    fills=$(grep -c 'warning: fill-only icon' "$out/$name-reuse.log" || true)
    refused=$(grep -c 'warning: fill-only icon' "$log" || true)
    echo "| $name | $total | $fills | $(( fills - refused )) | $refused | $status |"
done
