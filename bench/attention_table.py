#!/usr/bin/env python3
"""Markdown table of one attention/RoPE device run (bench/run_device_attn.sh): Morph's rows from
attn_bench.jsonl (CUDA events after a GPU spin), each with its floor (the bytes it must move at the
measured 256 MiB copy bandwidth) and a device copy of the same bytes, beside the torch peers from
attn_peers.jsonl on the same shapes, and ggml's FLASH_ATTN_EXT / ROPE rows when a file with them
is given (--ggml, the text output of test-backend-ops perf).

    python3 bench/attention_table.py --dir bench/results/h200-attn-2026-12-01 [--ggml FILE ...] > table.md
"""
import argparse
import json
import os
import re


def load(path):
    rows = []
    if os.path.exists(path):
        for line in open(path):
            line = line.strip()
            if line.startswith("{"):
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError:
                    pass
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--ggml", nargs="*", default=[])
    a = ap.parse_args()
    bench = load(os.path.join(a.dir, "attn_bench.jsonl"))
    peers = load(os.path.join(a.dir, "attn_peers.jsonl"))
    copy = next((r for r in bench if r["name"].startswith("copy d2d")), None)
    bw = copy["bytes"] / copy["us"] / 1e3 if copy else None  # GB/s
    dev = bench[0]["device"] if bench else "?"
    print(f"Device: {dev}. Copy bandwidth (256 MiB d2d, CUDA events): "
          f"{bw:.0f} GB/s." if bw else "No copy row.")
    print()
    print("| case | Morph µs | GB/s | % of copy BW | floor µs | copy of same bytes µs | copy µs / Morph µs | check |")
    print("|---|---:|---:|---:|---:|---:|---:|---|")
    for r in bench:
        if r is copy:
            continue
        gbs = r["bytes"] / r["us"] / 1e3
        floor = r["bytes"] / (bw * 1e3) if bw else float("nan")
        print(f"| {r['name']} | {r['us']:.2f} | {gbs:.0f} | {100 * gbs / bw:.0f}% | {floor:.2f} | "
              f"{r.get('copy_us', 0):.2f} | {100 * r.get('copy_us', 0) / r['us']:.0f}% | {r.get('check', '')} |")
    print()
    # Peers beside Morph's decode rows.
    dec = {}
    for r in bench:
        m = re.match(r"decode b=(\d+) ctx=(\d+) f16$", r["name"])
        if m:
            dec[(int(m.group(1)), int(m.group(2)))] = r["us"]
    names = sorted({p["peer"] for p in peers if "batch" in p and "ctx" in p})
    if dec and names:
        print("Decode attention, Llama-3-8B (32 q heads, 8 kv heads, head_dim 128), f16 KV, device µs:")
        print()
        print("| batch | context | Morph | " + " | ".join(names) + " |")
        print("|---:|---:|---:|" + "---:|" * len(names))
        for (b, c), us in sorted(dec.items()):
            cells = []
            for n in names:
                p = next((p for p in peers if p.get("peer") == n and p.get("batch") == b and p.get("ctx") == c), None)
                cells.append(f"{p['us']:.1f}" if p else "—")
            print(f"| {b} | {c} | {us:.1f} | " + " | ".join(cells) + " |")
        print()
    errs = [p for p in peers if p.get("max_err_vs_f64") is not None]
    if errs:
        print("SDPA max |err| vs float64 (batch 1): " +
              "; ".join(f"{p['peer']} ctx {p['ctx']}: {p['max_err_vs_f64']:.2e}" for p in errs))
        print()
    pre = [p for p in peers if "prefill" in p.get("peer", "")]
    if pre:
        print("Prefill peers (2048 tokens, causal): " +
              "; ".join(f"{p['peer']} {p['dtype']} {p['us']:.0f} µs" for p in pre))
        print()
    rope = [p for p in peers if "rope" in p.get("peer", "")]
    if rope:
        print("RoPE+norm peers: " + "; ".join(
            f"{p['peer']} {p['tokens']}x{p['heads']} {p['us']:.1f} µs ({p['gb_per_s']:.0f} GB/s)" for p in rope))
        print()
    other = [p for p in peers if "error" in p]
    for p in other:
        print(f"- {p.get('peer', p.get('part'))}: {p['error']}")
    for path in a.ggml:
        if not os.path.exists(path):
            continue
        print()
        print("ggml test-backend-ops perf, CUDA (" + path + "):")
        print()
        for line in open(path):
            if re.search(r"FLASH_ATTN_EXT|ROPE", line) and "us/run" in line:
                print("    " + re.sub(r"\s+", " ", line.strip()))


if __name__ == "__main__":
    main()
