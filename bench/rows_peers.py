#!/usr/bin/env python3
"""Peers for bench/rows_bench.cc on the same GPU: PyTorch eager and torch.compile on the row cases
(the `morph table` norm and softmax shapes, and the 512Ki x 128 gated norm). CUDA events after a
GPU spin, median of >= 20 runs, inputs rotated over 3 sets (bench/peers.py's method).

    python3 bench/rows_peers.py [--reps 30] [--json rows_peers.jsonl]
"""
import argparse
import json
import os
import sys

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from peers import count_launches, time_events  # noqa: E402


def gated(x, w, g):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w * F.silu(g)


def add_rms(x, r, w):
    h = x + r
    return h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-5) * w


def softmax(x):
    return torch.softmax(x, dim=-1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--json", default="")
    args = ap.parse_args()
    reps = max(20, args.reps)
    dev = torch.device("cuda")
    print(f"device: {torch.cuda.get_device_name()}, torch {torch.__version__}")

    def mk(*shape):
        return torch.empty(*shape, device=dev, dtype=torch.float32).uniform_(-4, 4)

    cases = [
        ("gated_norm_1tok", gated, lambda: (mk(32, 128), mk(128), mk(32, 128)), 3 * 32 * 128 * 4),
        ("gated_norm_4096tok", gated, lambda: (mk(131072, 128), mk(128), mk(131072, 128)), 3 * 131072 * 128 * 4),
        ("gated_norm_512Ki", gated, lambda: (mk(524288, 128), mk(128), mk(524288, 128)), 3 * 524288 * 128 * 4),
        ("add_rms_norm", add_rms, lambda: (mk(4, 4096), mk(4, 4096), mk(4096)), 3 * 4 * 4096 * 4),
        ("softmax_vocab", softmax, lambda: (mk(4, 151936),), 2 * 4 * 151936 * 4),
        ("softmax_vocab_1row", softmax, lambda: (mk(1, 151936),), 2 * 151936 * 4),
    ]
    rows = []
    for name, fn, make, nbytes in cases:
        sets = [make() for _ in range(3)]
        for impl, f in (("eager", fn), ("torch.compile", torch.compile(fn))):
            us = time_events(lambda s: f(*s), sets, reps)
            launches = count_launches(lambda s: f(*s), sets[0])
            rows.append(dict(bench="rows_peers", case=name, impl=impl, us=us, bytes=nbytes, launches=launches,
                             device=torch.cuda.get_device_name(), torch=torch.__version__))
            print(f"{name:20s} {impl:14s} {us:10.2f} us {nbytes / us / 1e3:9.1f} GB/s  launches {launches}", flush=True)
        del sets
    if args.json:
        with open(args.json, "w") as o:
            for r in rows:
                o.write(json.dumps(r) + "\n")


if __name__ == "__main__":
    main()
