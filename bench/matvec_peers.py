#!/usr/bin/env python3
"""Peers for bench/matvec_bench.cc on the same GPU in the same run: cuBLAS through torch.matmul
for W [rows, k] in f16, bf16 and f32 times x [k, n] (x in W's dtype, as cuBLAS needs), and the
device-to-device copy bandwidth (the ceiling, 256 MiB clone). CUDA events around one call, each
after a ~2 ms GPU spin (torch.cuda._sleep) so that host dispatch opens no gap; warm-up, median
of --reps. "hot" reuses one W (the L2 may serve part of it), "cold" rotates over copies of W
totalling >= 200 MB. One JSON object per line.

    python3 bench/matvec_peers.py [--shapes 4096x14336,14336x4096] [--cols 1,8] [--reps 20] [--json out.jsonl]
"""
import argparse
import json
import statistics
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shapes", default="4096x14336,14336x4096")
    ap.add_argument("--cols", default="1,8")
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--json", default="-")
    a = ap.parse_args()
    out = sys.stdout if a.json == "-" else open(a.json, "w")
    try:
        import torch
    except Exception as e:  # noqa: BLE001
        print(json.dumps({"error": f"PyTorch not importable ({e})"}), file=out)
        return 0
    if not torch.cuda.is_available():
        print(json.dumps({"error": "no CUDA device"}), file=out)
        return 0
    torch.backends.cuda.matmul.allow_tf32 = False

    def timed(fn, sets):
        for w in range(3):
            fn(w % sets)
        torch.cuda.synchronize()
        us = []
        for r in range(a.reps):
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            torch.cuda._sleep(4_000_000)
            s.record()
            fn(r % sets)
            e.record()
            e.synchronize()
            us.append(s.elapsed_time(e) * 1000.0)
        return statistics.median(us)

    src = torch.empty(64 << 20, dtype=torch.float32, device="cuda")
    dst = torch.empty_like(src)
    us = timed(lambda i: dst.copy_(src), 1)
    print(json.dumps({"impl": "copy", "bytes": 2 * src.numel() * 4, "us": us,
                      "tbs": 2 * src.numel() * 4 / us * 1e-6}), file=out, flush=True)
    for shape in a.shapes.split(","):
        rows, k = (int(v) for v in shape.split("x"))
        for dt, name in ((torch.float16, "f16"), (torch.bfloat16, "bf16"), (torch.float32, "f32")):
            esz = torch.tensor([], dtype=dt).element_size()
            copies = max(1, min(16, (200 << 20) // (rows * k * esz) + 1))
            ws = [torch.randn(rows, k, device="cuda").to(dt) for _ in range(copies)]
            for n in (int(c) for c in a.cols.split(",")):
                x = torch.randn(k, n, device="cuda").to(dt)
                y = torch.empty(rows, n, device="cuda", dtype=dt)
                hot = timed(lambda i: torch.matmul(ws[0], x, out=y), 1)
                cold = timed(lambda i: torch.matmul(ws[i], x, out=y), copies)
                b = rows * k * esz + k * n * esz + rows * n * esz
                print(json.dumps({"impl": "torch.matmul", "type": name, "rows": rows, "k": k, "ncols": n,
                                  "us_hot": hot, "us_cold": cold, "bytes": b}), file=out, flush=True)
            del ws
            torch.cuda.empty_cache()
    return 0


if __name__ == "__main__":
    sys.exit(main())
