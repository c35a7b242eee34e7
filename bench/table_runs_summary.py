#!/usr/bin/env python3
"""Side-by-side device times of several `morph table --jsonl` runs of one call.

    python3 bench/table_runs_summary.py DIR RUN [RUN ...]

reads DIR/table_RUN.jsonl for each RUN (e.g. base_1 new_1 base_2 new_2, as the bench/run_device_*.sh
A/B scripts write them) and prints one line per (case, backend): each run's device µs (the median
of the table's reps; wall µs where the backend has no device clock) and its mismatch count (m0: bitwise
equal everywhere). A run whose file is missing or lacks the case shows '-'.
"""
import json
import os
import sys


def load(path):
    rows = {}
    if not os.path.exists(path):
        return rows
    for line in open(path):
        try:
            r = json.loads(line)
        except ValueError:
            continue  # a line cut by the call's time limit
        rows[(r.get("case"), r.get("backend"))] = (r.get("device_us") or r.get("time_us"), r.get("mismatches"))
    return rows


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    d, runs = sys.argv[1], sys.argv[2:]
    data = {run: load(os.path.join(d, f"table_{run}.jsonl")) for run in runs}
    keys = []
    for run in runs:
        keys += [k for k in data[run] if k not in keys]
    print(f'{"case":<24}{"backend":<8}' + "".join(f"{r:>16}" for r in runs))
    for case, be in keys:
        cells = []
        for run in runs:
            t = data[run].get((case, be))
            cells.append("-" if t is None else f"{t[0] if t[0] is not None else float('nan'):9.1f} m{t[1]}")
        print(f"{case:<24}{be:<8}" + "".join(f"{c:>16}" for c in cells))


if __name__ == "__main__":
    main()
