#!/usr/bin/env python3
"""Default vs tuned: `morph table` run twice with the same --seed and --cases, once plain and once
with MORPH_AUTOTUNE=1 (after `morph tune --all` filled the cache), compared case by case.

For every case and backend present in both runs it prints the default and the tuned device time
(rt::time_enqueue medians, µs), the gain (default / tuned), the `morph tune` winner for the case
(from tune.json, when given) and whether the bits are equal: the two runs' `output_xxh64` (xxHash64
of the whole output) must agree and both runs must have 0 mismatches against the oracle and the
plain C++ reference. Exit status 1 when any case's bits differ (a tuned schedule changed a bit:
DESIGN L6 broken), 0 otherwise. Writes the rows as JSON with --json.

    python3 bench/tune_compare.py --default table_default.json --tuned table_tuned.json \
        --tune tune.json [--json tune_compare.json]
"""
import argparse
import json
import sys


def load_rows(path):
    with open(path) as f:
        rows = json.load(f)
    if not isinstance(rows, list):
        raise SystemExit(f"{path}: expected the JSON array of `morph table --json`")
    return {(r["case"], r["backend"]): r for r in rows if "case" in r and "backend" in r}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--default", required=True, help="morph table --json without MORPH_AUTOTUNE")
    ap.add_argument("--tuned", required=True, help="morph table --json with MORPH_AUTOTUNE=1, same --seed and --cases")
    ap.add_argument("--tune", help="morph tune --all --json (the winners)")
    ap.add_argument("--json", help="write the comparison rows here")
    a = ap.parse_args()
    d, t = load_rows(a.default), load_rows(a.tuned)
    winners = {}
    if a.tune:
        try:
            with open(a.tune) as f:
                for r in json.load(f):
                    winners[(r["case"], r["backend"])] = (r.get("winner"), r.get("gain"))
        except (OSError, ValueError) as e:
            print(f"tune_compare: {a.tune}: {e} (winners not shown)", file=sys.stderr)
    out, bad = [], 0
    print(f"{'case':<20}{'backend':<8}{'default us':>11}{'tuned us':>10}{'gain':>8}  {'tune winner':<22}bits")
    for key in sorted(set(d) & set(t), key=lambda k: (k[1], k[0])):
        rd, rt = d[key], t[key]
        if rd["backend"] == "oracle":
            continue
        if rd.get("seed") != rt.get("seed"):
            raise SystemExit(f"{key}: the runs have different seeds ({rd.get('seed')} vs {rt.get('seed')}); "
                             "run both with the same --seed and --cases")
        hd, ht = rd.get("output_xxh64"), rt.get("output_xxh64")
        exact = rd.get("mismatches", 1) == 0 and rt.get("mismatches", 1) == 0
        same = hd is not None and hd == ht and exact
        bad += not same
        du, tu = rd.get("device_us"), rt.get("device_us")
        gain = du / tu if du and tu else None
        w = winners.get(key, (None, None))
        wtxt = f"{w[0]} ({w[1]:.2f}x)" if w[0] and w[1] else (w[0] or "-")
        bits = "equal" if same else ("DIFFER" if hd and ht and hd != ht else "NOT CHECKED" if not exact else "n/a")
        if not same and exact and (hd is None or ht is None):
            bits = "no hash"
        print(f"{key[0]:<20}{key[1]:<8}{(f'{du:.2f}' if du else 'n/a'):>11}{(f'{tu:.2f}' if tu else 'n/a'):>10}"
              f"{(f'{gain:.2f}x' if gain else '-'):>8}  {wtxt:<22}{bits}")
        out.append({"case": key[0], "backend": key[1], "default_us": du, "tuned_us": tu, "gain": gain,
                    "tune_winner": w[0], "tune_gain": w[1], "default_xxh64": hd, "tuned_xxh64": ht,
                    "mismatches_default": rd.get("mismatches"), "mismatches_tuned": rt.get("mismatches"),
                    "bits_equal": same})
    if not out:
        raise SystemExit("tune_compare: no case is in both runs")
    gains = [r["gain"] for r in out if r["gain"]]
    better = sum(g > 1.02 for g in gains)
    worse = sum(g < 0.98 for g in gains)
    print(f"\n{len(out)} cases; bits equal in {len(out) - bad}; tuned faster by >2% in {better}, slower by >2% in "
          f"{worse} (device-time medians of separate runs: differences within a few % are noise)")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
