#!/usr/bin/env python3
"""Peers for bench/cuda_bench.cc, run in the same session on the same GPU: PyTorch eager and
torch.compile on the same workloads (DESIGN section 8). CUDA events, warm-up, median of >= 20
runs, inputs rotated over 3 sets so that the L2 never serves them.

    python3 bench/peers.py [--reps 30] [--json peers.jsonl] [--no-compile]
    python3 bench/peers.py --table [--cases swiglu_512tok,...] [--reps 20] [--json -]

--table: the `morph table` cases (tools/morph/cmd_table.cc, same expressions and shapes), timed
like Morph's device column: one input set, warm, CUDA events, median of --reps; one JSON object
per line ({"case", "impl", "us", "launches"}), or {"error": why} when PyTorch or a GPU is missing
(`morph table --peers` then prints n/a with that reason).

--cells: PyTorch eager on the cells ledger's own workloads (`morph table --cells`): every graph
cell case that `$MORPH_CLI cells --workloads` lists (each op alone in its storage type, fma as
addcmul, the row reductions, layer_norm; torch computes half types in f32 and rounds once, as
Morph does), torch SDPA on the attention cells (mirrors tools/morph/op_table.cc: Llama-3-8B
heads, decode at context 8192 and causal prefill of 512 tokens, per KV type; q in the KV type, as
SDPA needs one dtype), and Qwen3's q/k RMSNorm + RoPE (eager and torch.compile) on the rope_norm cells. One line per case ({"name", "impl", "us", "device", "shape", "dtype"}),
written as measured, so a time limit keeps what ran.

    python3 bench/peers.py --profile-case chain7    (under ncu --profile-from-start off)
    python3 bench/peers.py --cells --morph build/tools/morph/morph [--reps 20] [--json cells_peers.jsonl]
"""
import os
import subprocess
import argparse
import json
import statistics
import sys
import time

try:
    import torch
    import torch.nn.functional as F
    TORCH_ERROR = ""
except Exception as e:  # noqa: BLE001 -- any import failure means "no peer here"
    torch = None
    TORCH_ERROR = f"PyTorch not importable ({type(e).__name__}: {e})"


def time_events(fn, sets, reps):
    for w in range(3):
        fn(sets[w % len(sets)])
    torch.cuda.synchronize()
    out = []
    for r in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        # ~2 ms GPU spin first (as in cuda_bench.cc): host-side dispatch cost opens no gap
        # between the events, so they time the device work alone.
        torch.cuda._sleep(4_000_000)
        a.record()
        fn(sets[r % len(sets)])
        b.record()
        b.synchronize()
        out.append(a.elapsed_time(b) * 1000.0)
    return statistics.median(out)


def count_launches(fn, s):
    from torch.profiler import profile, ProfilerActivity
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as p:
        fn(s)
        torch.cuda.synchronize()
    return sum(1 for e in p.events() if e.device_type == torch.autograd.DeviceType.CUDA)


def per_call_us(fn, calls=10000):
    for _ in range(100):
        fn()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(calls):
        fn()
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) / calls * 1e6


def rms_norm(x, eps):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps)


# name -> (rows, cols, row-vector inputs, fn over inputs in order); mirrors cmd_table.cc kCases.
TABLE_CASES = {
    "swiglu_1tok": (1, 14336, "", lambda gate, up: F.silu(gate) * up),
    "swiglu_512tok": (512, 14336, "", lambda gate, up: F.silu(gate) * up),
    "silu_affine": (512, 14336, "wb", lambda a, w, b: F.silu(a * w + b)),
    "chain7": (512, 4096, "", lambda x, y: torch.relu(torch.tanh(torch.exp(-x) * 2 + y) * 0.5)),
    "gated_norm_1tok": (32, 128, "w", lambda x, w, g: rms_norm(x, 1e-6) * w * F.silu(g)),
    "gated_norm_4096tok": (131072, 128, "w", lambda x, w, g: rms_norm(x, 1e-6) * w * F.silu(g)),
    "add_rms_norm": (4, 4096, "w", lambda x, r, w: rms_norm(x + r, 1e-5) * w),
    "softmax_vocab": (4, 151936, "", lambda x: torch.softmax(x, -1)),
}
TABLE_ARGS = {"swiglu_1tok": "gu", "swiglu_512tok": "gu", "silu_affine": "awb", "chain7": "xy",
              "gated_norm_1tok": "xwg", "gated_norm_4096tok": "xwg", "add_rms_norm": "xrw", "softmax_vocab": "x"}


def table(args):
    out = sys.stdout if args.json in ("", "-") else open(args.json, "w")

    def emit(obj):
        out.write(json.dumps(obj) + "\n")
        out.flush()

    if torch is None:
        emit({"error": TORCH_ERROR})
        return
    if not torch.cuda.is_available():
        emit({"error": "PyTorch sees no CUDA GPU"})
        return
    dev = torch.device("cuda")
    names = [c for c in args.cases.split(",") if c] if args.cases else list(TABLE_CASES)
    for name in names:
        if name not in TABLE_CASES:
            emit({"error": f"unknown case {name}"})
            continue
        rows, cols, vecs, fn = TABLE_CASES[name]
        ins = [torch.empty(cols if a in vecs else (rows, cols), device=dev).uniform_(-4, 4)
               for a in TABLE_ARGS[name]]
        impls = [("eager", fn)] + ([] if args.no_compile else [("torch.compile", torch.compile(fn))])
        for impl, f in impls:
            us = time_events(lambda s: f(*s), [ins], max(1, args.reps))
            emit(dict(case=name, impl=impl, us=us, launches=count_launches(lambda s: f(*s), ins),
                      device=torch.cuda.get_device_name(), torch=torch.__version__))


def profile_case(name):
    """One warm torch.compile call of a table case inside cudaProfilerStart/Stop, for Nsight
    Compute's `--profile-from-start off` (bench/run_device_why.sh): the compiled kernels of that
    call alone, not the compilation, autotuning or warm-up launches."""
    if torch is None:
        sys.exit(TORCH_ERROR)
    rows, cols, vecs, fn = TABLE_CASES[name]
    ins = [torch.empty(cols if a in vecs else (rows, cols), device="cuda").uniform_(-4, 4)
           for a in TABLE_ARGS[name]]
    f = torch.compile(fn)
    for _ in range(5):
        f(*ins)
    torch.cuda.synchronize()
    torch.cuda.cudart().cudaProfilerStart()
    f(*ins)
    torch.cuda.synchronize()
    torch.cuda.cudart().cudaProfilerStop()
    print(json.dumps(dict(case=name, impl="torch.compile", device=torch.cuda.get_device_name())))


def cell_fn(op, kind, cols):
    """The torch eager function of one graph cell (None: no torch op)."""
    un = {"neg": torch.neg, "recip": torch.reciprocal, "abs": torch.abs, "square": torch.square, "exp": torch.exp,
          "log": torch.log, "sqrt": torch.sqrt, "rsqrt": torch.rsqrt, "tanh": torch.tanh, "sigmoid": torch.sigmoid,
          "silu": F.silu, "gelu": F.gelu, "gelu_tanh": lambda x: F.gelu(x, approximate="tanh"),
          "softplus": F.softplus, "relu": torch.relu, "erf": torch.erf, "sin": torch.sin, "cos": torch.cos}
    bi = {"add": torch.add, "sub": torch.sub, "mul": torch.mul, "div": torch.div, "min": torch.minimum,
          "max": torch.maximum}
    red = {"sum": lambda x: x.sum(-1), "max": lambda x: x.amax(-1), "min": lambda x: x.amin(-1),
           "mean": lambda x: x.mean(-1), "sumsq": lambda x: (x * x).sum(-1)}
    if kind == "unary":
        return un.get(op)
    if kind == "binary":
        return bi.get(op)
    if kind == "fma":
        return lambda x, y, z: torch.addcmul(z, x, y)
    if kind == "reduction":
        return red.get(op)
    if op == "layer_norm":
        return lambda x, w, b: F.layer_norm(x, (cols,), w, b, 1e-5)
    return None


# Attention cells: name -> (KV dtype, query tokens, context); Hq 32, Hkv 8, D 128 (op_table.cc).
ATTN_CELLS = {
    "attn_decode_8k_f32kv": ("f32", 1, 8192), "attn_decode_8k": ("f16", 1, 8192),
    "attn_decode_8k_bf16kv": ("bf16", 1, 8192), "attn_prefill_512_f32kv": ("f32", 512, 512),
    "attn_prefill_512_f16kv": ("f16", 512, 512), "attn_prefill_512_bf16kv": ("bf16", 512, 512),
}


def cells(args):
    out = open(args.json, "w") if args.json not in ("", "-") else sys.stdout
    if torch is None or not torch.cuda.is_available():
        out.write(json.dumps({"error": TORCH_ERROR or "PyTorch sees no CUDA GPU"}) + "\n")
        return
    morph = args.morph or os.environ.get("MORPH_CLI", "morph")
    listing = json.loads(subprocess.run([morph, "cells", "--workloads"], check=True, capture_output=True,
                                        text=True).stdout)
    dev = torch.device("cuda")
    dts = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}
    name = torch.cuda.get_device_name()

    def emit(case, impl, us, shape, dtype):
        out.write(json.dumps(dict(name=case, impl=impl, us=us, device=name, shape=shape, dtype=dtype,
                                  torch=torch.__version__)) + "\n")
        out.flush()

    for c in listing:
        fn = cell_fn(c["op"], c["kind"], c["cols"])
        if fn is None:
            continue
        rows, cols, dt = c["rows"], c["cols"], dts[c["type"]]
        vecs = [v for v in c["vecs"].split(",") if v]
        ins = [torch.empty(cols if a in vecs else (rows, cols), device=dev, dtype=dt).uniform_(-4, 4)
               for a in c["inputs"]]
        emit(c["name"], "eager", time_events(lambda s: fn(*s), [ins], max(1, args.reps)), [rows, cols], c["type"])
        del ins
    for case, (kv, nq, ctx) in ATTN_CELLS.items():
        dt = dts[kv]
        q = torch.empty(1, 32, nq, 128, device=dev, dtype=dt).uniform_(-1, 1)
        k = torch.empty(1, 8, ctx, 128, device=dev, dtype=dt).uniform_(-1, 1)
        v = torch.empty(1, 8, ctx, 128, device=dev, dtype=dt).uniform_(-2, 2)
        f = lambda s: F.scaled_dot_product_attention(s[0], s[1], s[2], is_causal=nq > 1, enable_gqa=True)
        emit(case, "torch SDPA", time_events(f, [(q, k, v)], max(1, args.reps)), [1, ctx, 8, 128], kv)
    # RoPE + norm cells (op_table.cc: Qwen3-8B q_norm/k_norm, eps 1e-6, then NeoX halves with
    # theta 1e6): eager and torch.compile, the angles' cos/sin computed in the call as Morph does.
    inv = 1.0 / (1e6 ** (torch.arange(0, 128, 2, device=dev, dtype=torch.float32) / 128))

    def rope_norm(x, w, pos):
        x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w
        f = pos[:, None] * inv[None, :]
        emb = torch.cat((f, f), dim=-1)[:, None, :]
        rot = torch.cat((-x[..., 64:], x[..., :64]), dim=-1)
        return x * emb.cos() + rot * emb.sin()

    for case, tokens, heads in (("rope_norm_q_1tok", 1, 32), ("rope_norm_k_512tok", 512, 8)):
        x = torch.empty(tokens, heads, 128, device=dev).uniform_(-4, 4)
        w = torch.empty(128, device=dev).uniform_(0.5, 1.5)
        pos = torch.arange(tokens, device=dev, dtype=torch.float32)
        for impl, f in (("eager", rope_norm), ("torch.compile", torch.compile(rope_norm))):
            emit(case, impl, time_events(lambda s: f(*s), [(x, w, pos)], max(1, args.reps)), [tokens, heads, 128], "f32")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--json", default="")
    ap.add_argument("--no-compile", action="store_true")
    ap.add_argument("--table", action="store_true", help="time the morph table cases instead")
    ap.add_argument("--cases", default="", help="with --table: comma-separated case names (default: all)")
    ap.add_argument("--cells", action="store_true", help="time the cells' own workloads (eager, SDPA) instead")
    ap.add_argument("--morph", default="", help="with --cells: the morph binary (default: $MORPH_CLI, else morph)")
    ap.add_argument("--profile-case", default="", choices=[""] + list(TABLE_CASES),
                    help="one warm torch.compile call of this table case between cudaProfilerStart/Stop")
    args = ap.parse_args()
    if args.profile_case:
        profile_case(args.profile_case)
        return
    if args.cells:
        cells(args)
        return
    if args.table:
        table(args)
        return
    if torch is None:
        sys.exit(TORCH_ERROR)
    reps = max(20, args.reps)
    dev = torch.device("cuda")
    print(f"device: {torch.cuda.get_device_name()}, torch {torch.__version__}")
    rows = []
    sink = open(args.json, "w") if args.json else None

    class Rows(list):  # each row is written as soon as it is measured (a time limit keeps what ran)
        def append(self, r):
            super().append(r)
            if sink:
                sink.write(json.dumps(dict(r, device=torch.cuda.get_device_name())) + "\n")
                sink.flush()

    rows = Rows()
    n = 64 << 20
    nb = n * 4

    def mk(*shape):
        return torch.empty(*shape, device=dev, dtype=torch.float32).uniform_(-4, 4)

    # copy bandwidth
    sets = [(mk(n), torch.empty(n, device=dev)) for _ in range(4)]
    us = time_events(lambda s: s[1].copy_(s[0]), sets, reps)
    rows.append(dict(name="copy d2d 256 MiB", impl="torch", us=us, bytes=2 * nb, launches=1))
    copy_gbs = 2 * nb / us / 1e3
    del sets

    chains = {
        "a*w+b 64Mi f32": (3, lambda a, w, b, c: a * w + b),
        "silu(a)*b 64Mi f32": (2, lambda a, w, b, c: F.silu(a) * w),
        "silu(a*w+b) 64Mi f32": (3, lambda a, w, b, c: F.silu(a * w + b)),
        "7-op sqrt(abs(silu(a*w+b)*c+0.5))": (4, lambda a, w, b, c: torch.sqrt(torch.abs(F.silu(a * w + b) * c + 0.5))),
    }
    sets = [tuple(mk(n) for _ in range(4)) for _ in range(3)]
    for name, (inputs, fn) in chains.items():
        impls = [("eager", fn)]
        if not args.no_compile:
            impls.append(("torch.compile", torch.compile(fn)))
        for impl, f in impls:
            us = time_events(lambda s: f(*s), sets, reps)
            rows.append(dict(name=name, impl=impl, us=us, bytes=(inputs + 1) * nb,
                             launches=count_launches(lambda s: f(*s), sets[0])))
    del sets

    # gated norm: rms_norm(x) * w * silu(g), 524288 x 128 f32
    R, C = 524288, 128

    def gated(x, w, g):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w * F.silu(g)

    sets = [(mk(R, C), mk(C), mk(R, C)) for _ in range(3)]
    impls = [("eager", gated)] + ([] if args.no_compile else [("torch.compile", torch.compile(gated))])
    for impl, f in impls:
        us = time_events(lambda s: f(*s), sets, reps)
        rows.append(dict(name="gated norm 512Ki x 128 f32", impl=impl, us=us, bytes=3 * R * C * 4,
                         launches=count_launches(lambda s: f(*s), sets[0])))
    del sets

    # per-call host cost at 4096 elements
    a, b = mk(4096), mk(4096)
    small = lambda: F.silu(a) * b
    rows.append(dict(name="per call: silu(a)*b, 4096", impl="eager", us=per_call_us(small), bytes=0, launches=2))
    if not args.no_compile:
        cs = torch.compile(small)
        rows.append(dict(name="per call: silu(a)*b, 4096", impl="torch.compile", us=per_call_us(cs), bytes=0, launches=1))
    g = torch.cuda.CUDAGraph()
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        small()
    torch.cuda.current_stream().wait_stream(s)
    with torch.cuda.graph(g):
        y = small()
    rows.append(dict(name="per call: silu(a)*b, 4096", impl="CUDA graph replay", us=per_call_us(g.replay), bytes=0,
                     launches=2))

    print(f"\n{'workload':46s} {'impl':18s} {'median':>12s} {'GB/s':>9s} {'%copy':>7s} {'launches':>8s}")
    for r in rows:
        gbs = r["bytes"] / r["us"] / 1e3 if r["bytes"] else 0
        print(f"{r['name']:46s} {r['impl']:18s} {r['us']:9.2f} us {gbs:9.1f} {100 * gbs / copy_gbs:6.1f}% {r['launches']:8d}")


if __name__ == "__main__":
    main()
