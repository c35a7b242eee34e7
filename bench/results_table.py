#!/usr/bin/env python3
"""Markdown table for bench/RESULTS.md from one device run's JSON lines: Morph
(morph_cuda_bench --json) beside the PyTorch peers (peers.py --json), with ratios.

    python3 bench/results_table.py morph.jsonl peers.jsonl
"""
import json
import sys


def load(path):
    with open(path) as f:
        return [json.loads(l) for l in f if l.strip()]


def main():
    morph, peers = load(sys.argv[1]), load(sys.argv[2])
    copy = next(r for r in morph if r["name"].startswith("copy"))
    copy_gbs = copy["bytes"] / copy["us"] / 1e3
    by_name = {}
    for p in peers:
        by_name.setdefault(p["name"], {})[p["impl"]] = p
    print("| workload | Morph | launches | GB/s | % of copy | torch eager | torch.compile | Morph / compile |")
    print("|---|---|---|---|---|---|---|---|")
    for r in morph:
        name = r["name"]
        if ", ms" in name:
            continue
        gbs = r["bytes"] / r["us"] / 1e3 if r["bytes"] else 0
        pe = by_name.get(name, {})
        if name.startswith("per call"):
            pe = by_name.get("per call: silu(a)*b, 4096", {})
        eager = pe.get("eager") or pe.get("torch")
        comp = pe.get("torch.compile")
        cell = lambda p: f"{p['us']:.1f} µs ({p['launches']})" if p else "—"
        ratio = f"{r['us'] / comp['us']:.2f}×" if comp else "—"
        pct = f"{100 * gbs / copy_gbs:.1f}%" if gbs else "—"
        print(f"| {name} | {r['us']:.1f} µs | {r['launches']} | {gbs:.0f} | {pct} | {cell(eager)} | {cell(comp)} | {ratio} |")
    for r in morph:
        if ", ms" in r["name"]:
            print(f"| {r['name'].replace(', ms', '')} | {r['us'] / 1000:.3f} ms | | | | | | |")
    g = by_name.get("per call: silu(a)*b, 4096", {}).get("CUDA graph replay")
    if g:
        print(f"\nPeer per-call reference: CUDA graph replay of eager silu(a)*b at 4096: {g['us']:.2f} µs/call.")


if __name__ == "__main__":
    main()
