#!/usr/bin/env python3
"""Peers for bench/cpu_bench.cc on the same machine: NumPy and PyTorch CPU eager on the same
workloads (16 Mi f32 chains; rms_norm / gated norm / softmax rows). Wall clock per call,
warm-up first, median of --reps runs, outputs preallocated where the library allows (out=).
Threads: PyTorch uses its default intra-op pool (all cores); NumPy's elementwise ops are
single-threaded. Writes JSON (one object per workload) to --json.

    python3 bench/cpu_peers.py [--reps 15] [--json bench/cpu_peers.json]
"""
import argparse
import json
import os
import platform
import statistics
import time

import numpy as np

N = 16 << 20


CPU_MS = {}


def median_ms(fn, reps):
    """Median wall ms; the median process CPU ms of the same runs goes to CPU_MS[fn]."""
    for _ in range(2):
        fn()
    ts, cs = [], []
    for _ in range(reps):
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        ts.append((time.perf_counter() - t0) * 1e3)
        cs.append((time.process_time() - c0) * 1e3)
    CPU_MS[fn] = statistics.median(cs)
    return statistics.median(ts)


def numpy_rows(reps):
    rng = np.random.default_rng(1)
    a, w, b, c = (rng.uniform(-4, 4, N).astype(np.float32) for _ in range(4))
    out, t = np.empty(N, np.float32), np.empty(N, np.float32)

    def silu_into(x, o):  # x / (1 + exp(-x)), two temporaries avoided with out=
        np.negative(x, out=t)
        np.exp(t, out=t)
        np.add(t, 1.0, out=t)
        np.divide(x, t, out=o)

    def silu_mul():
        silu_into(a, out)
        np.multiply(out, b, out=out)

    def silu_affine():
        np.multiply(a, w, out=out)
        np.add(out, b, out=out)
        silu_into(out, out)

    def chain7():
        silu_affine()
        np.multiply(out, c, out=out)
        np.add(out, 0.5, out=out)
        np.abs(out, out=out)
        np.sqrt(out, out=out)

    rows = []
    for name, fn, arrays in (("silu_mul", silu_mul, 3), ("silu_affine", silu_affine, 4), ("chain7", chain7, 5)):
        ms = median_ms(fn, reps)
        rows.append({"peer": "numpy", "name": name, "ms": ms, "cpu_ms": CPU_MS[fn], "gbs": arrays * N * 4 / ms / 1e6})
    return rows


def torch_rows(reps):
    import torch
    import torch.nn.functional as F
    g = torch.Generator().manual_seed(1)
    a, w, b, c = (torch.rand(N, generator=g) * 8 - 4 for _ in range(4))
    rows = []
    chains = (("silu_mul", lambda: F.silu(a) * b, 3), ("silu_affine", lambda: F.silu(a * w + b), 4),
              ("chain7", lambda: torch.sqrt(torch.abs(F.silu(a * w + b) * c + 0.5)), 5))
    for name, fn, arrays in chains:
        ms = median_ms(fn, reps)
        rows.append({"peer": "torch", "name": name, "ms": ms, "gbs": arrays * N * 4 / ms / 1e6})

    def rms(x, wt):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * wt

    for rws, cols in ((4096, 4096), (131072, 128)):
        x, wt = torch.rand(rws, cols, generator=g), torch.rand(cols, generator=g)
        ms = median_ms(lambda: rms(x, wt), reps)
        rows.append({"peer": "torch", "name": f"rms_norm/{rws}/{cols}", "ms": ms, "gbs": 2 * rws * cols * 4 / ms / 1e6})
        if hasattr(F, "rms_norm"):
            ms = median_ms(lambda: F.rms_norm(x, (cols,), wt, 1e-6), reps)
            rows.append({"peer": "torch F.rms_norm", "name": f"rms_norm/{rws}/{cols}", "ms": ms,
                         "gbs": 2 * rws * cols * 4 / ms / 1e6})
    x, wt, gt = torch.rand(131072, 128, generator=g), torch.rand(128, generator=g), torch.rand(131072, 128, generator=g)
    ms = median_ms(lambda: rms(x, wt) * F.silu(gt), reps)
    rows.append({"peer": "torch", "name": "gated_norm/131072/128", "ms": ms, "gbs": 3 * 131072 * 128 * 4 / ms / 1e6})
    for rws, cols in ((4, 151936), (4096, 4096)):
        x = torch.rand(rws, cols, generator=g)
        ms = median_ms(lambda: torch.softmax(x, -1), reps)
        rows.append({"peer": "torch", "name": f"softmax/{rws}/{cols}", "ms": ms, "gbs": 2 * rws * cols * 4 / ms / 1e6})
    return rows, torch.__version__, torch.get_num_threads()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--json", default="bench/cpu_peers.json")
    args = ap.parse_args()
    rows = numpy_rows(args.reps)
    meta = {"machine": platform.processor() or platform.machine(), "cpus": os.cpu_count(), "numpy": np.__version__}
    try:
        trows, tv, tn = torch_rows(args.reps)
        rows += trows
        meta.update({"torch": tv, "torch_threads": tn})
    except ImportError as e:
        meta["torch"] = f"not installed ({e})"
    for r in rows:
        print(f"{r['peer']:18s} {r['name']:24s} {r['ms']:9.2f} ms {r.get('cpu_ms', 0):9.2f} cpu ms {r['gbs']:7.2f} GB/s")
    with open(args.json, "w") as f:
        json.dump({"meta": meta, "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
