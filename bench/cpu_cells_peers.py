#!/usr/bin/env python3
"""NumPy as the peer of the cells ledger's cpu cells (issue 17), on the same machine and the same
workloads as a local cells run (bench/cells_local.sh): for each cpu (and PoCL opencl) row of RUN/cells.jsonl whose
workload NumPy can express, the NumPy version at the row's shape and storage type, timed by wall
clock (best of --reps warm calls, as Morph's cpu rows: best of 5 warm), written to
RUN/cells_peers.jsonl as {"case", "impl", "us", "device", "shape", "dtype"} with the device named
as Morph's row names it, so the ledger puts them side by side.

Where PyTorch is importable (PyPI's torch wheel runs on the CPU; run the script with that
interpreter), PyTorch CPU eager is timed beside NumPy on every workload it can express (bf16
storage and erf too: torch_peer below) as impl "torch eager" / "torch SDPA"; the ledger takes the
faster peer.

What the NumPy versions are:
  graph cells   each op alone (tools/morph cells --workloads): NumPy's ufuncs on float32 and
                float16 arrays (NumPy computes float16 ops in float32 and rounds once); bf16 has no
                NumPy type (skipped); erf and the erf form of gelu have no NumPy function (skipped);
                fma as x*y+z (two roundings: a speed peer only); row reductions along the row;
                layer_norm as its definition
  table rows    gated_norm_* rms_norm(x)*w*silu(g), add_rms_norm (both outputs), softmax_vocab
  RoPE          rope_q_512tok: GPT-J pairs over [512, 32, 128], angles pos*theta^(-2i/128) with
                theta 10000 and their cos/sin computed in the call; rope_norm_*: Qwen3's q/k
                rms_norm (eps 1e-6, weight) then NeoX halves with theta 1e6
  attention     Llama-3-8B heads (32 q, 8 kv, D 128): decode against 8192 cached tokens, causal
                prefill of 512; f16 KV converted to float32 in the call, bf16 KV widened from its
                16 bits in the call (NumPy has no bfloat16)
  matvec        f32, f16, bf16 weights: W @ x in float32 (f16/bf16 widened in the call); the
                quantized types have no NumPy form (ggml's CPU backend is their peer)
NumPy's elementwise ufuncs and reductions run on one thread; matmul uses its BLAS's threads.

ggml's CPU backend (../shared/peers/ggml-peer.sh build cpu; test-backend-ops finds it under
/tmp/ggml-peer/cpu, or --ggml BIN) is the peer of the matvec cells of every type it has and of
RoPE: its perf mode's one-column MUL_MAT at 4096 x 14336 (matvec_<type>_down) and ROPE at
[128, 32, 512] mode 0 (rope_q_512tok), on all cores (its default threads), impl "ggml CPU"; its
output is kept as RUN/ggml_cpu.txt.

    python3 bench/cpu_cells_peers.py RUN [--reps 5] [--ggml BIN | --no-ggml]
"""
import glob
import re
import subprocess
import argparse
import json
import os
import time

import numpy as np


def best_us(fn, reps):
    fn()
    best = float("inf")
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best * 1e6


def sigmoid(x):
    return 1 / (1 + np.exp(-x))


UNARY = {"neg": np.negative, "recip": np.reciprocal, "abs": np.abs, "square": np.square, "exp": np.exp,
         "log": np.log, "sqrt": np.sqrt, "rsqrt": lambda x: 1 / np.sqrt(x), "tanh": np.tanh, "sigmoid": sigmoid,
         "silu": lambda x: x * sigmoid(x),
         "gelu_tanh": lambda x: 0.5 * x * (1 + np.tanh(np.float32(0.7978845608) * (x + np.float32(0.044715) * x**3))),
         "softplus": lambda x: np.logaddexp(np.zeros((), x.dtype), x), "relu": lambda x: np.maximum(x, 0),
         "sin": np.sin, "cos": np.cos}
BINARY = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide, "min": np.minimum,
          "max": np.maximum}
REDUCE = {"sum": lambda x: x.sum(-1), "max": lambda x: x.max(-1), "min": lambda x: x.min(-1),
          "mean": lambda x: x.mean(-1), "sumsq": lambda x: (x * x).sum(-1)}


def rms_norm(x, eps):
    return x / np.sqrt((x * x).mean(-1, keepdims=True) + np.float32(eps))


def softmax(x):
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def widen(a, kv):
    if kv == "bf16":  # the upper 16 bits of a float32
        return (a.astype(np.uint32) << 16).view(np.float32)
    return a.astype(np.float32)


def kv_array(rng, shape, kv, lo, hi):
    a = rng.uniform(lo, hi, shape).astype(np.float32)
    if kv == "f16":
        return a.astype(np.float16)
    if kv == "bf16":
        return (a.view(np.uint32) >> 16).astype(np.uint16)
    return a


def attention(q, k, v, causal):
    """q [Hq, n, D], k/v [ctx, Hkv, D] float32; GQA by repeating kv heads."""
    hq, n, d = q.shape
    g = hq // k.shape[1]
    kt = np.repeat(k.transpose(1, 0, 2), g, axis=0)  # [Hq, ctx, D]
    vt = np.repeat(v.transpose(1, 0, 2), g, axis=0)
    s = np.matmul(q, kt.transpose(0, 2, 1)) * np.float32(d**-0.5)
    if causal:
        s = np.where(np.tri(n, kt.shape[1], kt.shape[1] - n, dtype=bool), s, np.float32(-np.inf))
    return np.matmul(softmax(s), vt)


def rope_cos_sin(pos, d, theta):
    """cos and sin of the angles pos * theta^(-2i/d), i < d/2, as [tok, 1, d/2] (broadcast over heads)."""
    ang = pos[:, None] * theta ** (-np.arange(0, d, 2, dtype=np.float32) / d)
    return np.cos(ang)[:, None, :], np.sin(ang)[:, None, :]


def rope_gptj(x, pos, theta):
    c, s = rope_cos_sin(pos, x.shape[-1], theta)
    a, b = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = a * c - b * s
    out[..., 1::2] = a * s + b * c
    return out


def rope_neox(x, pos, theta):
    d = x.shape[-1]
    c, s = rope_cos_sin(pos, d, theta)
    a, b = x[..., : d // 2], x[..., d // 2:]
    return np.concatenate([a * c - b * s, a * s + b * c], -1)


ATTN = {"attn_decode_8k_f32kv": ("f32", 1, 8192), "attn_decode_8k": ("f16", 1, 8192),
        "attn_decode_8k_bf16kv": ("bf16", 1, 8192), "attn_prefill_512_f32kv": ("f32", 512, 512),
        "attn_prefill_512_f16kv": ("f16", 512, 512), "attn_prefill_512_bf16kv": ("bf16", 512, 512)}


def peer(row, rng):
    """(impl, fn) of NumPy for one Morph row, or None where NumPy has no form."""
    case, shape = row["case"], row.get("shape") or []
    dt = {"f32": np.float32, "f16": np.float16}.get(row.get("dtype"))
    u = lambda *s: rng.uniform(-4, 4, s).astype(np.float32)  # noqa: E731
    if case.startswith("cell_"):
        if dt is None or len(shape) != 2:
            return None
        rows, cols = shape
        op = case[len("cell_"):-len("_" + row["dtype"])]
        x, y, z = (u(rows, cols).astype(dt) for _ in range(3))
        if op in UNARY:
            f = UNARY[op]
            if op in ("log", "sqrt", "rsqrt"):
                x = np.abs(x)
            return "numpy", lambda: f(x)
        if op in BINARY:
            return "numpy", lambda: BINARY[op](x, y)
        if op == "fma":
            return "numpy x*y+z", lambda: x * y + z
        if op.startswith("row_") and op[4:] in REDUCE:
            return "numpy", lambda: REDUCE[op[4:]](x)
        if op == "layer_norm":
            w, b = u(cols).astype(dt), u(cols).astype(dt)
            return "numpy", lambda: (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-5) * w + b
        return None
    if case in ("gated_norm_1tok", "gated_norm_4096tok"):
        x, g, w = u(*shape), u(*shape), u(shape[1])
        return "numpy", lambda: rms_norm(x, 1e-6) * w * (g * sigmoid(g))
    if case == "add_rms_norm":
        x, r, w = u(*shape), u(*shape), u(shape[1])

        def add_rms():
            s = x + r
            return s, rms_norm(s, 1e-5) * w
        return "numpy", add_rms
    if case == "softmax_vocab":
        x = u(*shape)
        return "numpy", lambda: softmax(x)
    if case == "rope_q_512tok":
        x, pos = u(512, 32, 128), np.arange(512, dtype=np.float32)
        return "numpy", lambda: rope_gptj(x, pos, np.float32(10000))
    if case in ("rope_norm_q_1tok", "rope_norm_k_512tok"):
        tok, heads = (1, 32) if case == "rope_norm_q_1tok" else (512, 8)
        x, w, pos = u(tok, heads, 128), u(128), np.arange(tok, dtype=np.float32)
        return "numpy", lambda: rope_neox(rms_norm(x, 1e-6) * w, pos, np.float32(1e6))
    if case in ATTN:
        kv, n, ctx = ATTN[case]
        q = rng.uniform(-1, 1, (32, n, 128)).astype(np.float32)
        k, v = kv_array(rng, (ctx, 8, 128), kv, -1, 1), kv_array(rng, (ctx, 8, 128), kv, -2, 2)
        return "numpy", lambda: attention(q, widen(k, kv), widen(v, kv), n > 1)
    if case.startswith("matvec_") and case.endswith("_down"):
        t = case[len("matvec_"):-len("_down")]
        if t not in ("f32", "f16", "bf16"):
            return None
        w, x = kv_array(rng, (4096, 14336), t, -1, 1), u(14336)
        return "numpy", (lambda: w @ x) if t == "f32" else (lambda: widen(w, t) @ x)
    return None


TORCH_UNARY = {"neg": "neg", "recip": "reciprocal", "abs": "abs", "square": "square", "exp": "exp", "log": "log",
               "sqrt": "sqrt", "rsqrt": "rsqrt", "tanh": "tanh", "sigmoid": "sigmoid", "relu": "relu", "erf": "erf",
               "sin": "sin", "cos": "cos"}
TORCH_BINARY = {"add": "add", "sub": "sub", "mul": "mul", "div": "div", "min": "minimum", "max": "maximum"}


def torch_peer(row, torch):
    """(impl, fn) of PyTorch CPU eager for one Morph row, or None: the same workloads as peer(), in
    the row's storage type where PyTorch has it (bf16 and erf included), on PyTorch's default
    threads (all cores). Attention is F.scaled_dot_product_attention with GQA, the KV widened to
    float32 in the call; a f16/bf16 matvec is `W @ x` with x cast to W's type (PyTorch's CPU gemv
    accumulates in float32)."""
    F = torch.nn.functional
    case, shape = row["case"], row.get("shape") or []
    g = torch.Generator().manual_seed(20261204)
    u = lambda *s: torch.rand(s, generator=g) * 8 - 4  # noqa: E731
    if case.startswith("cell_"):
        dt = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}.get(row.get("dtype"))
        if dt is None or len(shape) != 2:
            return None
        rows, cols = shape
        op = case[len("cell_"):-len("_" + row["dtype"])]
        x, y, z = (u(rows, cols).to(dt) for _ in range(3))
        if op in ("log", "sqrt", "rsqrt"):
            x = x.abs()
        fns = {"silu": F.silu, "gelu": F.gelu, "gelu_tanh": lambda a: F.gelu(a, approximate="tanh"),
               "softplus": F.softplus}
        if op in TORCH_UNARY:
            f = getattr(torch, TORCH_UNARY[op])
            return "torch eager", lambda: f(x)
        if op in fns:
            return "torch eager", lambda: fns[op](x)
        if op in TORCH_BINARY:
            f = getattr(torch, TORCH_BINARY[op])
            return "torch eager", lambda: f(x, y)
        if op == "fma":
            return "torch eager addcmul", lambda: torch.addcmul(z, x, y)
        red = {"sum": lambda a: a.sum(-1), "max": lambda a: a.amax(-1), "min": lambda a: a.amin(-1),
               "mean": lambda a: a.mean(-1), "sumsq": lambda a: (a * a).sum(-1)}
        if op.startswith("row_") and op[4:] in red:
            return "torch eager", lambda: red[op[4:]](x)
        if op == "layer_norm":
            w, b = u(cols).to(dt), u(cols).to(dt)
            return "torch eager", lambda: F.layer_norm(x, (cols,), w, b, 1e-5)
        return None
    if case in ("gated_norm_1tok", "gated_norm_4096tok"):
        x, gt, w = u(*shape), u(*shape), u(shape[1])
        return "torch eager", lambda: F.rms_norm(x, (shape[1],), w, 1e-6) * F.silu(gt)
    if case == "add_rms_norm":
        x, r, w = u(*shape), u(*shape), u(shape[1])

        def add_rms():
            s = x + r
            return s, F.rms_norm(s, (shape[1],), w, 1e-5)
        return "torch eager", add_rms
    if case == "softmax_vocab":
        x = u(*shape)
        return "torch eager", lambda: torch.softmax(x, -1)
    if case in ("rope_q_512tok", "rope_norm_q_1tok", "rope_norm_k_512tok"):
        tok, heads, theta = (512, 32, 1e4) if case == "rope_q_512tok" else (1, 32, 1e6) if case == "rope_norm_q_1tok" else (512, 8, 1e6)
        x, w, pos = u(tok, heads, 128), u(128), torch.arange(tok, dtype=torch.float32)

        def rope():
            ang = pos[:, None] * theta ** (-torch.arange(0, 128, 2, dtype=torch.float32) / 128)
            c, s = ang.cos()[:, None, :], ang.sin()[:, None, :]
            if case == "rope_q_512tok":  # GPT-J pairs
                a, b = x[..., 0::2], x[..., 1::2]
                return torch.stack([a * c - b * s, a * s + b * c], -1).flatten(-2)
            n = F.rms_norm(x, (128,), w, 1e-6)  # Qwen3's q/k norm, then NeoX halves
            a, b = n[..., :64], n[..., 64:]
            return torch.cat([a * c - b * s, a * s + b * c], -1)
        return "torch eager", rope
    if case in ATTN:
        kv, n, ctx = ATTN[case]
        dt = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}[kv]
        q = torch.rand((1, 32, n, 128), generator=g) * 2 - 1
        k, v = (torch.rand((1, 8, ctx, 128), generator=g) * 2 - 1).to(dt), (torch.rand((1, 8, ctx, 128), generator=g) * 4 - 2).to(dt)
        return "torch SDPA", lambda: F.scaled_dot_product_attention(q, k.float(), v.float(), is_causal=n > 1, enable_gqa=True)
    if case.startswith("matvec_") and case.endswith("_down"):
        t = case[len("matvec_"):-len("_down")]
        dt = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}.get(t)
        if dt is None:
            return None
        w, x = (torch.rand((4096, 14336), generator=g) * 2 - 1).to(dt), torch.rand(14336, generator=g) * 8 - 4
        return "torch eager", lambda: torch.mv(w, x.to(dt))
    return None


def ggml_cpu(binary, run, cases):
    """ggml CPU perf lines for the cases in `cases` -> [(case, us)]; the raw output into RUN/ggml_cpu.txt."""
    text = ""
    for op, filt in (("MUL_MAT", "type_b=f32,m=4096,n=1,k=14336,"), ("ROPE", r"type=f32,ne_a=\[128,32,512,1\],n_dims=128,mode=0,")):
        r = subprocess.run([binary, "perf", "-b", "CPU", "-o", op, "-p", filt], capture_output=True, text=True)
        text += re.sub(r"\x1b\[[0-9;]*m", "", r.stdout + r.stderr)
    open(os.path.join(run, "ggml_cpu.txt"), "w").write(text)
    out = []
    for line in text.splitlines():
        m = re.search(r"([\d.]+) us/run", line)
        if not m:
            continue
        if line.lstrip().startswith("MUL_MAT("):
            t = re.search(r"type_a=([A-Za-z0-9_]+),", line)
            case = t and f"matvec_{t.group(1)}_down"
        elif line.lstrip().startswith("ROPE(") and "inplace=0" in line:
            case = "rope_q_512tok"
        else:
            continue
        if case in cases:
            out.append((case, float(m.group(1))))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("run", help="a local cells run directory (bench/cells_local.sh) holding cells.jsonl")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--ggml", default="", help="ggml's test-backend-ops built for the CPU (default: under /tmp/ggml-peer/cpu)")
    ap.add_argument("--no-ggml", action="store_true")
    args = ap.parse_args()
    try:
        import torch
        print(f"PyTorch {torch.__version__} CPU ({torch.get_num_threads()} threads, {torch.backends.cpu.get_cpu_capability()})")
    except ImportError:
        torch = None
        print("PyTorch not importable: NumPy and ggml peers only (PYTHON=<a venv with torch> for PyTorch CPU eager)")
    rows = [json.loads(l) for l in open(os.path.join(args.run, "cells.jsonl")) if l.startswith("{")]
    # The host's devices: the cpu backend and OpenCL on this CPU (PoCL): one NumPy time per case,
    # written for each local device that ran it (the ledger matches peers by device).
    rows = [r for r in rows if r.get("backend") in ("cpu", "opencl")]
    devices = {}
    for r in rows:
        devices.setdefault(r["case"], {})[r["device"]] = r
    rng = np.random.default_rng(20261203)
    n = 0
    with open(os.path.join(args.run, "cells_peers.jsonl"), "w") as out:
        for case, by_device in devices.items():
            r = next(iter(by_device.values()))
            def record(impl, us, version):  # one peer time, written for each local device that ran the case
                nonlocal n
                for device in by_device:
                    out.write(json.dumps(dict(case=case, impl=impl, us=us, device=device, shape=r.get("shape"),
                                              dtype=r.get("dtype"), **version)) + "\n")
                    n += 1
                print(f"{case:28s} {impl} {us:10.1f} us")
            p = peer(r, rng)
            if p is not None:
                with np.errstate(all="ignore"):
                    record(p[0], best_us(p[1], args.reps), {"numpy": np.__version__})
            if torch is not None and (tp := torch_peer(r, torch)) is not None:
                with torch.no_grad():
                    record(tp[0], best_us(tp[1], args.reps), {"torch": torch.__version__})
            out.flush()
            morph = "  ".join(f"{row['backend']} {row.get('time_us') or 0:10.1f}" for row in by_device.values())
            print(f"{case:28s} morph: {morph} us")
        found = glob.glob("/tmp/ggml-peer/cpu/**/test-backend-ops", recursive=True)
        binary = args.ggml or (found[0] if found else "")
        if binary and not args.no_ggml and rows:
            for case, us in ggml_cpu(binary, args.run, set(devices)):
                for device in devices[case]:
                    out.write(json.dumps(dict(case=case, impl="ggml CPU", us=us, device=device)) + "\n")
                    n += 1
                print(f"{case:28s} ggml CPU {us:10.1f} us")
        elif not args.no_ggml:
            print("ggml CPU peer: test-backend-ops not built (../shared/peers/ggml-peer.sh build cpu)")
    print(f"{n} peer times for {len(rows)} cpu and opencl rows -> {args.run}/cells_peers.jsonl")


if __name__ == "__main__":
    main()
