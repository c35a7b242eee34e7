#!/usr/bin/env python3
"""Markdown table of one device run of the row fences: bench/rows_bench.cc's JSON lines (every
schedule, CUDA events) beside bench/rows_peers.py's (PyTorch eager and torch.compile), per case:
the default schedule, the best alternative, and Morph / torch.compile.

    python3 bench/rows_table.py bench/rows_cuda.json bench/rows_peers.json
"""
import json
import sys


def load(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def main():
    morph, peers = load(sys.argv[1]), load(sys.argv[2])
    cases = []
    for r in morph:
        if r["case"] not in cases:
            cases.append(r["case"])
    by = {(p["case"], p["impl"]): p for p in peers}
    print("| case | shape | Morph default µs (launches, schedule) | best schedule µs | torch eager µs | "
          "torch.compile µs (launches) | default / compile |")
    print("|---|---|---|---|---|---|---|")
    for c in cases:
        rs = [r for r in morph if r["case"] == c]
        d = next(r for r in rs if r["default"])
        best = min(rs, key=lambda r: r["us"])
        e, tc = by.get((c, "eager")), by.get((c, "torch.compile"))
        ratio = f"{d['us'] / tc['us']:.2f}" if tc else "—"
        print(f"| {c} | {d['rows']}×{d['cols']} | {d['us']:.2f} ({d['launches']}, {d['schedule']}) | "
              f"{best['us']:.2f} ({best['schedule']}) | {e['us']:.2f} | "
              f"{tc['us']:.2f} ({tc['launches']}) | {ratio} |" if e and tc else
              f"| {c} | {d['rows']}×{d['cols']} | {d['us']:.2f} | {best['us']:.2f} | — | — | — |")
    print(f"\nMorph: {morph[0]['device']}, {morph[0]['timing']}; peers: {peers[0]['device']}, torch {peers[0]['torch']}. "
          "Every alternative schedule's output equals the default's bitwise (differ = 0 in the JSON).")


if __name__ == "__main__":
    main()
