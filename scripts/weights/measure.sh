#!/bin/sh
# The weights figures in docs/fidelity.md: the weights judge on the dev corpus's stroked sets, per set,
# with kept/refused counts, then (with ALL=1) every dev icon set converted as symbols to count the
# icons whose synthesis was refused, and the designer-drawn comparison.
#
#   swift build -c release -j 1 --product stylebook
#   scripts/weights/measure.sh OUT            # the judge README's samples (tabler every 13th, feather 10th, heroicons 17th)
#   ALL=1 scripts/weights/measure.sh OUT      # every icon of the three stroked sets, and the rest
#
# Environment: STYLEBOOK (default .build/release/stylebook), JOBS (judge --jobs, default 1),
# SHARED (default ../shared).
set -eu
out=${1:?usage: measure.sh OUT}
here=$(cd "$(dirname "$0")" && pwd)
bin=${STYLEBOOK:-.build/release/stylebook}
shared=${SHARED:-../shared}
jobs=${JOBS:-1}
icons=$shared/corpus/dev/icons
mkdir -p "$out"
pick() {  # every k-th icon of a set (all of them with ALL=1)
    if [ "${ALL:-0}" = 1 ]; then ls "$icons/$1"/*.svg; else ls "$icons/$1"/*.svg | awk "NR % $2 == 1"; fi
}
sets=""
for spec in tabler-outline:13 feather:10 heroicons-outline:17; do
    set_name=${spec%%:*}
    # shellcheck disable=SC2046
    python3 "$shared/tools/weights/judge.py" --stylebook "$bin" --out "$out/$set_name" --jobs "$jobs" \
        $(pick "$set_name" "${spec##*:}") > "$out/$set_name.log" || true
    tail -n 1 "$out/$set_name.log"
    sets="$sets $set_name=$out/$set_name"
done
# shellcheck disable=SC2086
python3 "$here/summary.py" $sets | tee "$out/summary.md"
if [ "${ALL:-0}" = 1 ]; then
    "$here/refusals.sh" "$out/refusals" | tee "$out/refusals.md"
    # Every dev template with a Black-S group (some paths hold spaces).
    grep -rlZ 'Black-S' "$shared/corpus/dev/templates" "$shared/corpus/dev/realworld/templates" --include='*.svg' \
        | sort -z | xargs -0 python3 "$here/drawn.py" --stylebook "$bin" --out "$out/drawn" | tee "$out/drawn.log"
fi
