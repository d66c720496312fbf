#!/usr/bin/env python3
"""Per-set figures from weights-judge runs: all icons, and the icons whose synthesis was kept.

    summary.py SET=DIR [SET=DIR ...]

Each DIR is a `judge.py --out DIR` folder (results.jsonl). An icon is *kept* when Stylebook printed no
"not synthesised" warning for it (both weights were offset); a *refused* icon reused Regular for at least
one weight, with a located warning saying why. Prints a Markdown table: icons, kept / refused, mean and
min IoU per weight over all icons and over kept icons, validate failures; then the refused and the
lowest icons by name.
"""
import json
import os
import statistics
import sys


def load(folder):
    with open(os.path.join(folder, "results.jsonl")) as f:
        return [json.loads(line) for line in f if line.strip()]


def refused(r):
    return any("not synthesised" in w for w in r.get("warnings", []))


def figures(rows, key):
    values = [r[key]["iou"] for r in rows]
    return f"{statistics.mean(values):.4f} / {min(values):.4f}" if values else "–"


def main(argv):
    if not argv or any("=" not in a for a in argv):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    print("| set | icons | kept / refused | Ultralight mean / min | Black mean / min "
          "| kept: Ultralight mean / min | kept: Black mean / min | baseline Ultralight / Black | validate failures |")
    print("|---|---|---|---|---|---|---|---|---|")
    notes, everything = [], []
    for arg in argv:
        name, folder = arg.split("=", 1)
        rows = [r for r in load(folder) if r["status"] != "not_judged"]
        everything += rows
        notes += row(name, rows)
    if len(argv) > 1:
        row("all", everything)
    for n in notes:
        print(n)
    return 0


def row(name, rows):
    kept = [r for r in rows if not refused(r)]
    base = " / ".join(f"{statistics.mean(r[k]['baseline'] for r in rows):.4f}" for k in ("ultralight", "black"))
    invalid = sum(1 for r in rows if not r.get("valid"))
    print(f"| {name} | {len(rows)} | {len(kept)} / {len(rows) - len(kept)} | {figures(rows, 'ultralight')} "
          f"| {figures(rows, 'black')} | {figures(kept, 'ultralight')} | {figures(kept, 'black')} | {base} | {invalid} |")
    notes = [f"- {name} refused: {r['icon']}: {'; '.join(w for w in r['warnings'] if 'not synthesised' in w)}"
             for r in rows if refused(r)]
    low = sorted(kept, key=lambda r: min(r["ultralight"]["iou"], r["black"]["iou"]))[:3]
    notes += [f"- {name} lowest kept: {r['icon']} Ultralight {r['ultralight']['iou']:.4f} Black {r['black']['iou']:.4f}"
              f" (size truth/candidate Black {r['black']['size_truth']}/{r['black']['size_candidate']})" for r in low]
    return notes


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
