"""torch.compile's gated norm, rms_norm(x, 1e-6) * w * silu(g) at 131072 x 128 f32, run a few
times warm: the peer kernel that bench/run_device_gap.sh profiles with Nsight Compute (the same
expression as bench/peers.py's gated_norm_4096tok)."""
import sys

import torch
import torch.nn.functional as F


def gated(x, w, g):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w * F.silu(g)


def main():
    torch.manual_seed(7)
    x = torch.randn(131072, 128, device="cuda")
    g = torch.randn(131072, 128, device="cuda")
    w = torch.randn(128, device="cuda")
    fn = torch.compile(gated)
    for _ in range(6):
        fn(x, w, g)
    torch.cuda.synchronize()
    if "--time" not in sys.argv:
        return
    # the harness's method (bench/gap/harness.cu.in): CUDA events, median of 30 after 3, two
    # input sets alternated
    for rows in (131072, 524288):
        xs = [torch.randn(rows, 128, device="cuda") for _ in range(2)]
        gs = [torch.randn(rows, 128, device="cuda") for _ in range(2)]
        ts = []
        for r in range(33):
            a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            a.record()
            fn(xs[r & 1], w, gs[r & 1])
            b.record()
            b.synchronize()
            if r >= 3:
                ts.append(a.elapsed_time(b) * 1000)
        ts.sort()
        us = ts[len(ts) // 2]
        print("torch.compile gated norm %d x 128: %.1f us (%.0f GB/s)" % (rows, us, 3 * rows * 128 * 4 / us / 1e3))


if __name__ == "__main__":
    main()
