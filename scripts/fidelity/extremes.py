#!/usr/bin/env python3
"""Worst cases of a run_corpus.py result file, per set: the numbers the summary's medians hide.

    extremes.py RESULTS.jsonl [...]

Prints a Markdown table per file: converted, min IoU, max |aspect error|, icons with
|aspect error| ≥ 1 %, max |centring error|, icons outside their margins, and the five lowest IoUs.
"""
import json
import sys
from collections import defaultdict


def table(path):
    rows = [json.loads(line) for line in open(path)]
    by_set = defaultdict(list)
    for row in rows:
        by_set[row["set"]].append(row)
    by_set["**all**"] = rows
    print(f"\n{path}\n")
    print("| set | icons | measured | min IoU | max \\|aspect err\\| | \\|aspect err\\| ≥ 1 % | max \\|centring err\\| | outside margins |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, items in sorted(by_set.items(), key=lambda kv: (kv[0].startswith("**"), kv[0])):
        measured = [r for r in items if r.get("iou") is not None]
        aspect = [abs(r["aspect_error"]) for r in measured if r.get("aspect_error") is not None]
        centring = [abs(r["centring_error"]) for r in measured if r.get("centring_error") is not None]
        outside = sum(1 for r in measured if r.get("outside_margins"))
        print(f"| {name} | {len(items)} | {len(measured)} | {min(r['iou'] for r in measured):.4f} | "
              f"{max(aspect):.4f} | {sum(1 for a in aspect if a >= 0.01)} | {max(centring):.4f} | {outside} |")
    lowest = sorted((r for r in rows if r.get("iou") is not None), key=lambda r: r["iou"])[:5]
    print("\nLowest IoU: " + ", ".join(f"{r['set']}/{r['icon']} {r['iou']:.4f}" for r in lowest))


for argument in sys.argv[1:]:
    table(argument)
