#!/usr/bin/env python3
"""Synthesised weights against designer-drawn ones.

    drawn.py --stylebook BIN --out DIR [--judge JUDGE_DIR] TEMPLATE.svg...

For every custom-symbol template that has Ultralight-S, Regular-S and Black-S drawn (exported by the
SF Symbols app, Figma, ...), this gives Stylebook only the drawn Regular-S as a fill-only icon and
compares the Ultralight-S and Black-S it synthesises with the drawn ones, with the weights judge's
own machinery (`../shared/tools/weights/judge.py`: the same renders, common frame and soft IoU; the
truth is the drawn template instead of a stroked conversion). Templates lacking a weight are skipped
and listed, and so are templates whose Ultralight or Black is Regular again (IoU ≥ 0.99 with it:
nothing was drawn). Prints one line per template and a summary; writes DIR/results.jsonl.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

sys.dont_write_bytecode = True   # leave the shared folder as it was
HERE = os.path.dirname(os.path.abspath(__file__))


def compare(judge, stylebook, template, work):
    R = judge.Masters(template)
    if R.errors:
        return {"status": "skipped", "why": "; ".join(R.errors.values())}
    os.makedirs(work, exist_ok=True)
    fill, cand = os.path.join(work, "fill.svg"), os.path.join(work, "candidate.svg")
    with open(fill, "wb") as f:
        f.write(R.alone_svg("Regular-S", R.unit * (1 + 2 * judge.FILL_MARGIN)))
    p = subprocess.run([stylebook, "symbol", fill, "--variants", "masters", "-o", cand],
                       capture_output=True, text=True, timeout=judge.TIMEOUT)
    rec = {"status": "ok", "warnings": judge.said(p.stderr + p.stdout, fill, "warning")}
    if p.returncode != 0:
        return {"status": "candidate_failed", "error": (p.stderr + p.stdout).strip()[-300:]}
    v = subprocess.run([stylebook, "validate", cand], capture_output=True, text=True, timeout=judge.TIMEOUT)
    rec["valid"] = v.returncode == 0
    C = judge.Masters(cand)
    rec["regular_iou"] = judge.iou(R.cover["Regular-S"], C.cover["Regular-S"])
    for w in judge.WEIGHTS:
        key = w.split("-")[0].lower()
        rec[key] = {"iou": judge.iou(R.cover[w], C.cover[w]) if w in C.cover else 0.0,
                    "baseline": judge.iou(R.cover[w], C.cover["Regular-S"]),
                    "size_drawn": R.size(w), "size_candidate": C.size(w)}
    return rec


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("templates", nargs="+", metavar="TEMPLATE.svg")
    ap.add_argument("--stylebook", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--judge", default=os.path.join(HERE, "..", "..", "..", "shared", "tools", "weights"),
                    help="folder of judge.py (default: ../shared/tools/weights beside the project)")
    a = ap.parse_args(argv)
    sys.path.insert(0, os.path.abspath(a.judge))
    import judge  # noqa: E402  the weights judge: renders, frame, IoU
    stylebook = os.path.abspath(a.stylebook)
    rows, skipped = [], []
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "results.jsonl"), "w") as jl:
        for i, t in enumerate(a.templates):
            name = os.path.splitext(os.path.basename(t))[0]
            try:
                r = compare(judge, stylebook, t, os.path.join(a.out, f"{i:02d}-{name}"))
            except Exception as e:  # an odd template is reported, not fatal
                r = {"status": "skipped", "why": f"{type(e).__name__}: {e}"}
            r.update(template=t, name=name)
            jl.write(json.dumps(r) + "\n")
            if r["status"] != "ok":
                skipped.append(f"{name}: {r.get('why') or r.get('error')}")
                continue
            rows.append(r)
            u, b = r["ultralight"], r["black"]
            print(f"{name:<40} Ultralight {u['iou']:.4f} (Regular {u['baseline']:.4f}, size {u['size_drawn']}/"
                  f"{u['size_candidate']})  Black {b['iou']:.4f} (Regular {b['baseline']:.4f}, size "
                  f"{b['size_drawn']}/{b['size_candidate']})  {'valid' if r['valid'] else 'INVALID'}"
                  + ("  [" + "; ".join(r["warnings"]) + "]" if r["warnings"] else ""), flush=True)
    for s in skipped:
        print(f"skipped {s}")
    # A template whose Ultralight or Black is its Regular again (scaled copies) has no drawn weight.
    copies = [r for r in rows if max(r["ultralight"]["baseline"], r["black"]["baseline"]) >= 0.99]
    for r in copies:
        print(f"left out (a weight is Regular again, not drawn): {r['name']}")
    rows = [r for r in rows if r not in copies]
    if rows:
        def m(k, f):
            return f"{statistics.mean(r[k][f] for r in rows):.4f}"
        print(f"{len(rows)} templates: Ultralight mean {m('ultralight', 'iou')} min "
              f"{min(r['ultralight']['iou'] for r in rows):.4f} (Regular reused {m('ultralight', 'baseline')}), "
              f"Black mean {m('black', 'iou')} min {min(r['black']['iou'] for r in rows):.4f} "
              f"(Regular reused {m('black', 'baseline')}), {sum(not r['valid'] for r in rows)} invalid, "
              f"{len(skipped)} skipped, {len(copies)} left out")
    return 0


if __name__ == "__main__":
    sys.exit(main())
