#!/usr/bin/env python3
"""The A/B table of the bench/run_device_vk*.sh scripts: `vk_table.py DIR COL,COL,...` reads
DIR/COL.jsonl (`morph table --jsonl` rows) and prints one line per case with each column's device
µs, the plain-input µs in parentheses where measured, and * where the case had mismatches."""
import json
import os
import sys

O, cols = sys.argv[1], sys.argv[2].split(",")
t = {}
for c in cols:
    f = os.path.join(O, c + ".jsonl")
    if not os.path.exists(f):
        continue
    for line in open(f):
        if line.startswith("{"):
            r = json.loads(line)
            t.setdefault(r["case"], {})[c] = r


def cell(r):
    if not r or not r.get("device_us"):
        return "-"
    p = r.get("device_us_plain") or r.get("plain_device_us")
    return "%.1f%s%s" % (r["device_us"], "(%.1f)" % p if p else "", "*" if r.get("mismatches") else "")


print("case".ljust(20) + "".join(c.rjust(18) for c in cols))
for case, v in t.items():
    print(case.ljust(20) + "".join(cell(v.get(c)).rjust(18) for c in cols))
