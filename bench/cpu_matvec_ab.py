#!/usr/bin/env python3
"""The before/after table of a cpu matvec A/B run (bench/results/local-2026-12-04-cpu-matvec):
best wall time per case of old-*.jsonl and new-*.jsonl (`morph table --jsonl` of two binaries),
rows of the later final-code runs (new-kv.jsonl, new-plain.jsonl) replacing the first version's,
and ggml's CPU MUL_MAT times (ggml_cpu_mulmat.txt, test-backend-ops perf output) beside them.

    python3 bench/cpu_matvec_ab.py DIR > DIR/table.md
"""
import collections
import glob
import json
import os
import re
import sys


def us(j):
    return j.get("wall_us") or j.get("time_us")


def main():
    d = sys.argv[1]
    t = collections.defaultdict(dict)
    for side in ("old", "new"):
        for f in sorted(glob.glob(os.path.join(d, f"{side}-[0-9]*.jsonl"))):
            for line in open(f):
                j = json.loads(line)
                if j["case"].startswith("matvec"):
                    t[j["case"]][side] = min(t[j["case"]].get(side, float("inf")), us(j))
    for f in ("new-kv.jsonl", "new-plain.jsonl"):
        p = os.path.join(d, f)
        if os.path.exists(p):
            for line in open(p):
                j = json.loads(line)
                t[j["case"]]["new"] = us(j)
    ggml = {}
    p = os.path.join(d, "ggml_cpu_mulmat.txt")
    if os.path.exists(p):
        for line in open(p):
            m = re.search(r"MUL_MAT\(type_a=([A-Za-z0-9_]+),.*?([\d.]+) us/run", line)
            if m:
                ggml[f"matvec_{m.group(1)}_down"] = float(m.group(2))
    print("| case | before ms | after ms | speed-up | ggml CPU ms (x q8-quantized) | after / ggml |")
    print("|---|---|---|---|---|---|")
    for c, v in t.items():
        g = ggml.get(c)
        tail = f"{g / 1e3:.2f} | {v['new'] / g:.1f}x" if g else "- | -"
        print(f"| {c} | {v['old'] / 1e3:.2f} | {v['new'] / 1e3:.2f} | {v['old'] / v['new']:.2f}x | {tail} |")


if __name__ == "__main__":
    main()
