#!/usr/bin/env python3
"""Re-measures the icons of a run_corpus.py result that scored under a threshold, at several
render resolutions, to tell converter error from rasterisation noise on thin shapes.

    recheck.py RESULTS.jsonl --stylebook BIN --corpus REFERENCE_ROOT --original ORIGINAL_ROOT \
               --variant Ultralight-S --variants masters [--below 0.99] [--resolutions 512,1024,2048]

Each icon is converted again from ORIGINAL_ROOT/SET/ICON and compared with REFERENCE_ROOT/SET/ICON
(the same folder as ORIGINAL_ROOT for Regular passes). A shape error stays low at every
resolution; noise from a fraction of a pixel on a thin stroke does not.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
COMPARE = os.path.join(HERE, "..", "..", "..", "shared", "tools", "fidelity", "compare.py")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("results")
    parser.add_argument("--stylebook", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--original", required=True)
    parser.add_argument("--variant", required=True)
    parser.add_argument("--variants", default="masters")
    parser.add_argument("--below", type=float, default=0.99)
    parser.add_argument("--resolutions", default="512,1024,2048")
    args = parser.parse_args()
    resolutions = [int(r) for r in args.resolutions.split(",")]
    rows = [json.loads(line) for line in open(args.results)]
    low = sorted((r for r in rows if r.get("iou") is not None and r["iou"] < args.below), key=lambda r: r["iou"])
    print(f"{len(low)} icons under {args.below} in {args.results}\n")
    print("| icon | " + " | ".join(f"IoU @ {r}" for r in resolutions) + " | best |")
    print("|---|" + "---:|" * (len(resolutions) + 1))
    with tempfile.TemporaryDirectory() as scratch:
        for row in low:
            template = os.path.join(scratch, "t.svg")
            source = os.path.join(args.original, row["set"], row["icon"])
            subprocess.run([args.stylebook, "symbol", source, "-o", template, "--variants", args.variants, "--quiet"], check=True)
            scores = []
            for resolution in resolutions:
                out = subprocess.run([sys.executable, COMPARE, os.path.join(args.corpus, row["set"], row["icon"]), template,
                                      "--variant", args.variant, "--resolution", str(resolution)], capture_output=True, text=True)
                scores.append(json.loads(out.stdout).get("iou") or 0.0)
            print(f"| {row['set']}/{row['icon']} | " + " | ".join(f"{s:.4f}" for s in scores) + f" | {max(scores):.4f} |")


if __name__ == "__main__":
    main()
