#!/usr/bin/env python3
"""Peers for Morph's gated delta rule (bench/gdn_bench.cc), in the same GPU session, at the same
shapes (Qwen3-Next: 16 q/k heads, 32 v heads, Dk = Dv = 128, q and k L2-normed): the recurrence as
HF transformers writes it for PyTorch (models/qwen3_next, torch_recurrent_gated_delta_rule: the
state decayed by exp(g), kv = sum_i S*k, delta = (v - kv) * beta, S += k delta^T, o = sum_i S*q) in
eager mode and under torch.compile (decode: one token per call), and flash-linear-attention's
Triton kernels (fused_recurrent / chunk) when the `fla` package is importable. CUDA events after a
GPU spin (torch.cuda._sleep), median of --reps; each peer's max |err| against a float64 evaluation
of the same inputs at batch 1 (Morph's own is in gated_delta_net_test's accuracy line).

    python3 bench/gdn_peers.py [--reps 30] [--json gdn_peers.jsonl]
"""
import argparse
import json
import statistics

import torch

HK, HV, DK, DV = 16, 32, 128, 128


def time_events(fn, reps):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    out = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        torch.cuda._sleep(2_000_000)
        a.record()
        fn()
        b.record()
        b.synchronize()
        out.append(a.elapsed_time(b) * 1e3)
    return statistics.median(out)


def l2norm(x, eps=1e-6):
    return x * torch.rsqrt((x * x).sum(dim=-1, keepdim=True) + eps)


def recurrent(q, k, v, g, beta, state):
    """q, k [B, T, HK, DK]; v [B, T, HV, DV]; g, beta [B, T, HV]; state [B, HV, DK, DV] (updated)."""
    rep = v.shape[2] // q.shape[2]
    q = l2norm(q).repeat_interleave(rep, dim=2).transpose(1, 2) * (q.shape[-1] ** -0.5)
    k = l2norm(k).repeat_interleave(rep, dim=2).transpose(1, 2)
    v, g, beta = v.transpose(1, 2), g.transpose(1, 2), beta.transpose(1, 2)
    outs = []
    for t in range(q.shape[2]):
        state = state * g[:, :, t].exp()[..., None, None]
        kv = (state * k[:, :, t, :, None]).sum(dim=-2)
        delta = (v[:, :, t] - kv) * beta[:, :, t, None]
        state = state + k[:, :, t, :, None] * delta[:, :, None, :]
        outs.append((state * q[:, :, t, :, None]).sum(dim=-2))
    return torch.stack(outs, dim=1), state


def inputs(batch, tokens, seed, hk, dtype=torch.float32):
    gen = torch.Generator(device="cuda").manual_seed(seed)
    r = lambda *s: torch.randn(*s, device="cuda", generator=gen, dtype=dtype)
    q, k = r(batch, tokens, hk, DK), r(batch, tokens, hk, DK)
    v = r(batch, tokens, HV, DV)
    g = -(torch.rand(batch, tokens, HV, device="cuda", generator=gen) * 2.99 + 0.01)
    beta = torch.rand(batch, tokens, HV, device="cuda", generator=gen) * 0.96 + 0.02
    state = 0.1 * r(batch, HV, DK, DV)
    return q, k, v, g.to(dtype), beta.to(dtype), state


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--json", default="")
    args = ap.parse_args()
    rows = []
    compiled = torch.compile(recurrent)
    fla = None
    try:
        from fla.ops.gated_delta_rule import chunk_gated_delta_rule, fused_recurrent_gated_delta_rule
        fla = (fused_recurrent_gated_delta_rule, chunk_gated_delta_rule)
    except Exception as e:  # noqa: BLE001
        print(f"fla: not importable ({type(e).__name__}: {e})")
    for label, hk, batch, tokens in (("qwen3next", HK, 1, 1), ("qwen3next", HK, 8, 1), ("qwen3next", HK, 32, 1),
                                     ("qwen3next", HK, 1, 16), ("qwen3next", HK, 1, 256), ("h32", HV, 1, 1),
                                     ("h32", HV, 1, 64), ("h32", HV, 1, 256), ("h32", HV, 1, 512)):
        q, k, v, g, beta, s0 = inputs(batch, tokens, 1000 * batch + tokens, hk)
        ref = None
        if batch == 1:
            ref = recurrent(*(x.double() for x in (q, k, v, g, beta, s0)))[0]
        impls = [("torch_eager", lambda: recurrent(q, k, v, g, beta, s0))]
        if tokens == 1:  # torch.compile of the token loop would unroll it
            impls.append(("torch_compile", lambda: compiled(q, k, v, g, beta, s0)))
        if fla:
            fr, ch = fla
            # fla's layout: q, k [B, T, H, K] (its GVA repeats k heads itself in recent versions).
            kq = l2norm(q).repeat_interleave(HV // hk, dim=2)
            kk = l2norm(k).repeat_interleave(HV // hk, dim=2)
            impls.append(("fla_fused_recurrent", lambda: fr(kq, kk, v, g, beta, scale=DK ** -0.5,
                                                             initial_state=s0, output_final_state=True)))
            if tokens > 1:
                impls.append(("fla_chunk", lambda: ch(kq, kk, v, g, beta, scale=DK ** -0.5, initial_state=s0,
                                                       output_final_state=True)))
        for name, fn in impls:
            try:
                us = time_events(fn, args.reps)
                err = None
                if ref is not None:
                    o = fn()[0]
                    err = float((o.double() - ref).abs().max())
            except Exception as e:  # noqa: BLE001
                print(f"{name} b={batch} T={tokens}: failed ({type(e).__name__}: {str(e)[:200]})")
                continue
            row = {"impl": name, "case": f"{label} b={batch} T={tokens}", "batch": batch, "tokens": tokens, "us": us,
                   "max_abs_err_vs_f64": err}
            rows.append(row)
            print(f"{name:22s} {label:10s} b={batch:<3d} T={tokens:<4d} {us:10.2f} us" +
                  (f"   max |err| vs float64 {err:.3g}" if err is not None else ""))
    if args.json:
        with open(args.json, "w") as f:
            for r in rows:
                f.write(json.dumps(r) + "\n")


if __name__ == "__main__":
    main()
