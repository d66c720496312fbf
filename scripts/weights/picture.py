#!/usr/bin/env python3
"""A picture of truth against synthesis: for each TRUTH:CANDIDATE pair of templates, two rows of
Ultralight-S, Regular-S and Black-S (truth above, candidate below), each rendered as the weights
judge frames it (`judge.Masters`: apple render, the Regular-S box's larger side 512 px, each glyph
centred on its own box), stacked and scaled down by 3.

    picture.py OUT.png TRUTH.svg:CANDIDATE.svg... [--judge JUDGE_DIR]
"""
import argparse
import os
import sys

sys.dont_write_bytecode = True   # leave the shared folder as it was
HERE = os.path.dirname(os.path.abspath(__file__))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out")
    ap.add_argument("pairs", nargs="+", metavar="TRUTH.svg:CANDIDATE.svg")
    ap.add_argument("--judge", default=os.path.join(HERE, "..", "..", "..", "shared", "tools", "weights"))
    a = ap.parse_args(argv)
    sys.path.insert(0, os.path.abspath(a.judge))
    import judge  # noqa: E402
    import numpy as np
    from PIL import Image
    rows = []
    for pair in a.pairs:
        truth, candidate = pair.rsplit(":", 1)
        for path in (truth, candidate):
            m = judge.Masters(path)
            rows.append(np.concatenate([m.cover.get(v, np.zeros_like(m.cover["Regular-S"]))
                                        for v in ("Ultralight-S", "Regular-S", "Black-S")], axis=1))
    img = np.concatenate(rows, axis=0)
    Image.fromarray((255 - img * 255).astype(np.uint8)).resize((img.shape[1] // 3, img.shape[0] // 3)).save(a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
