#!/usr/bin/env python3
"""Rows and bitwise mismatches per backend of a `morph table --jsonl` file (the device scripts'
last line: `cells_count.py O/cells.jsonl`)."""
import collections
import json
import sys

rows = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
n, bad = collections.Counter(), collections.Counter()
for r in rows:
    n[r["backend"]] += 1
    bad[r["backend"]] += int(r.get("mismatches") or 0)
for be in n:
    print(f"{be}: {n[be]} cells, {bad[be]} mismatches")
