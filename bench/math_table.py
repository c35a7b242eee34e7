#!/usr/bin/env python3
"""Markdown tables for docs/math.md from the raw results committed beside them.

  python3 bench/math_table.py bench/math_results.json     # prints the accuracy and cost tables

math_results.json holds {"machine": ..., "date": ..., "sweep": <ulp_sweep --json output>,
"ptx_before": ..., "ptx_after": ..., "sass_before": ..., "sass_after": ...} (bench/math_isa.py
writes the ptx/sass parts; bench/ulp_sweep.cc the sweep).
"""
import json
import sys

OPS = ["neg", "recip", "abs", "square", "exp", "log", "sqrt", "rsqrt", "tanh", "sigmoid", "silu", "gelu",
       "gelu_tanh", "softplus", "relu", "erf", "sin", "cos"]


def main():
    r = json.load(open(sys.argv[1]))
    sweep = {o["op"]: o for o in r["sweep"]["ops"]}
    cov = r["sweep"]["coverage"]
    print(f"Accuracy ({cov}, {r['sweep']['inputs_per_op']} inputs per op; {r['machine']}, {r['date']}):\n")
    print("| op | max ULP | worst input | inputs > 1 ULP | special mismatches | target |")
    print("|---|---|---|---|---|---|")
    for op in OPS:
        if op not in sweep:
            print(f"| {op} | not run | | | | |")
            continue
        o = sweep[op]
        extra = ""
        if "beyond_2p17_max_ulp" in o:
            extra = f" (\\|x\\| <= 2^17; beyond: max {o['beyond_2p17_max_ulp']:.3g} at {o['beyond_2p17_worst']})"
        print(f"| {op} | {o['max_ulp']:.3f}{extra} | {o['worst']} ({o['worst_value']:.9g}) | {o['above_1ulp']} | "
              f"{o['special_mismatches']} | <= {o['target']:.1f} {'met' if o['met'] else 'MISSED'} |")
    print("\nCost of `y = op(x)` as one elementwise kernel on CUDA sm_90 (instructions per element; "
          "PTX from nvcc 13.0, SASS from cuobjdump):\n")
    print("| op | PTX before | PTX after | SASS before | SASS after | IEEE div before → after |")
    print("|---|---|---|---|---|---|")
    for op in OPS:
        pb, pa = r["ptx_before"][op], r["ptx_after"][op]
        sb, sa = r.get("sass_before", {}).get(op), r.get("sass_after", {}).get(op)
        fmt = lambda s: f"{s['sass_main']} ({s['sass_total']})" if s else "n/a"
        print(f"| {op} | {pb['ptx']} | {pa['ptx']} | {fmt(sb)} | {fmt(sa)} | {pb['div_rn']} → {pa['div_rn']} |")


if __name__ == "__main__":
    main()
