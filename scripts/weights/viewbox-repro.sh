#!/bin/sh
# Reproduction: the weights judge's truth for a stroke that reaches the view box.
# Two 24 × 24 icons, the same round-capped diagonal 2 units wide: one from corner (1,1) to corner
# (23,23), so its Regular caps touch the view box and its Black caps (1.55 × wider) are cut by it;
# one shortened to (4,4)–(20,20), which no weight reaches. The judge's fill-only input has a 10 %
# margin, so nothing tells the synthesis where the old view box was: the first scores low at Black
# only because the truth was cut (`size_truth` 1.0), the second scores as any other icon.
# Then Feather's cloud-off as it is and with its view box widened by 2 units on each side (generated
# into OUT; the drawing is unchanged): only the view box differs, and only the truth changes.
#
#   scripts/weights/viewbox-repro.sh OUT      (STYLEBOOK, SHARED as in measure.sh)
set -eu
out=${1:?usage: viewbox-repro.sh OUT}
bin=${STYLEBOOK:-.build/release/stylebook}
shared=${SHARED:-../shared}
mkdir -p "$out/icons"
for spec in corner:1:23 inside:4:20; do
    name=${spec%%:*}; rest=${spec#*:}; a=${rest%%:*}; b=${rest#*:}
    printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round"><path d="M%s %sL%s %s"/><circle cx="17" cy="6" r="3"/></svg>\n' \
        "$a" "$a" "$b" "$b" > "$out/icons/diagonal-$name.svg"
done
cloud=$shared/corpus/dev/icons/feather/cloud-off.svg
cp "$cloud" "$out/icons/cloud-off.svg"
sed 's/viewBox="0 0 24 24"/viewBox="-2 -2 28 28"/; s/width="24" height="24"/width="28" height="28"/' "$cloud" \
    > "$out/icons/cloud-off-wide.svg"
python3 "$shared/tools/weights/judge.py" --stylebook "$bin" --out "$out/judge" --jobs 1 "$out/icons"/*.svg
python3 - "$out/judge/results.jsonl" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    r = json.loads(line)
    print(r["icon"] + ": " + ", ".join(f"{k} IoU {r[k]['iou']:.4f}, size truth {r[k]['size_truth']} candidate "
                                       f"{r[k]['size_candidate']}" for k in ("ultralight", "black")))
PY
