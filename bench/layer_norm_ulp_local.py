#!/usr/bin/env python3
"""layer_norm f32 max ULP against float64 without a GPU or torch: Morph vs an emulation of torch.

Uses the tensors of bench/ulp_vs_torch.py (same seed, same draw order: its layer_norm f32 case,
x [64,1024] * 3, w [1024], b [1024]; --quick: [8,256]) and its error measure (|y - ref| / ulp(ref)
in f32, ref = the formula in float64 on the stored inputs). Reports, on those inputs:
  - Morph: `morph run "layer_norm(x, w, b, eps=1e-5)"` on --backend (cpu or oracle), and
    `morph run "layer_norm(x, eps=1e-5)*w + b"` (xhat rounded, then * w, then + b);
  - Morph's previous formula, emulated in NumPy op for op with Morph's canonical reduction tree
    (morph/reduce/reduce_tree.h) and a correctly rounded rsqrt: xhat = d * rsqrt(sum(d*d)/n +
    eps) with d from the corrected two-pass mean, y = xhat*w + b (it reproduces the H200 run's
    956190.420 of bench/results/h200-2026-12-01-final/ulp.txt on these inputs bit for bit);
  - torch eager emulated in float32: PyTorch's CUDA kernel (aten/src/ATen/native/cuda/
    layer_norm_kernel.cu, vectorized_layer_norm_kernel) takes Welford mean / m2 per row in f32,
    rstd = rsqrt(m2 / N + eps), and y = gamma * (rstd * (x - mean)) + beta, which nvcc contracts
    to fma(gamma, rstd * (x - mean), beta). Emulated as: Welford left to right in f32 (torch
    combines per-thread Welford partials in a tree: the order and so the worst element differ),
    rstd = 1/sqrt(var + eps) correctly rounded to f32 (CUDA's rsqrtf may be 1-2 ulp off), and
    an exact f32 fma (fma32 below);
  - the same emulation without contraction (gamma * xhat rounded, then + beta), for scale.
The max over 65536 outputs is set by the one output nearest zero (where xhat*w cancels against
b): one element's error in ulps of a tiny result, so one seed is a lottery. --seeds K adds, for
K more seeds drawn the same way, the median and geometric mean of each formula's max ULP.

  python3 bench/layer_norm_ulp_local.py --morph ./build/morph --backend cpu --out /tmp/ln --seeds 20
Prints one line per formula and writes DIR/layer_norm_ulp_local.json.
"""
import argparse
import importlib.util
import json
import os
import subprocess
import sys

import numpy as np


def load_ulp_module():
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("ulp_vs_torch", os.path.join(here, "ulp_vs_torch.py"))
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def layer_norm_inputs(u, seed, quick):
    """The stored f32 layer_norm inputs of ulp_vs_torch.py: replays its draws in order."""
    rng = np.random.default_rng(seed)
    for case in u.cases(quick):
        for dt in u.DTYPES:
            stored = {}
            for name, (shape, scale) in case["inputs"].items():
                x = rng.standard_normal(shape).astype(np.float32) * np.float32(scale)
                stored[name] = u.store(x, dt)[0]
            if case["name"] == "layer_norm" and dt == "f32":
                return case, stored
    raise RuntimeError("no layer_norm f32 case in ulp_vs_torch.py")


def f32(x):
    return np.asarray(x, dtype=np.float32)


def fma32(a, b, c):
    """Exact f32 fma (a*b + c rounded once to f32, nearest even), elementwise.

    p = a*b is exact in float64 (24 + 24 bits); s = p + c rounded to float64, e = its error
    (TwoSum, exact); s rounded to odd (when inexact and even, the neighbour toward e) has
    53 >= 24 + 2 bits, so rounding it to f32 gives the correctly rounded result.
    """
    a, b, c = (np.asarray(v, np.float64) for v in (a, b, c))
    p = a * b
    s = p + c
    bp = s - c
    e = (p - bp) + (c - (s - bp))
    bits = s.view(np.uint64)
    fix = (e != 0) & ((bits & 1) == 0) & np.isfinite(s)
    s = np.where(fix, np.nextafter(s, np.where(e > 0, np.inf, -np.inf)), s)
    return s.astype(np.float32)


def tree_sum(v):
    """Morph's canonical sum of each row of v (rows, n <= 1024): lane l holds element l, 32
    butterflies of 32 lanes (strides 16 .. 1), then a butterfly of the 32 group values."""
    rows, n = v.shape
    assert n <= 1024
    p = np.full((rows, 1024), -0.0, np.float32)
    p[:, :n] = v

    def bfly(g):
        for s in (16, 8, 4, 2, 1):
            g = f32(g[:, :s] + g[:, s:2 * s])
        return g[:, 0]

    groups = np.stack([bfly(p[:, 32 * k:32 * k + 32]) for k in range(32)], 1)
    return bfly(groups)[:, None]


def morph_previous(x, w, b, eps):
    """Morph's layer_norm before the double-f32 xhat (rows with 2^-40 <= max|x| <= 2^40: scale 1)."""
    n = np.float32(x.shape[1])
    m1 = f32(tree_sum(x) / n)
    c = f32(x - m1)
    m2 = f32(tree_sum(c) / n)
    d = f32(c - m2)
    v = f32(f32(tree_sum(f32(d * d)) / n) + np.float32(eps))
    rs = f32(1.0 / np.sqrt(np.float64(v)))
    return f32(f32(f32(d * rs) * w[None, :]) + b[None, :])


def torch_emulated(x, w, b, eps, contract=True):
    rows, n = x.shape
    mean = np.zeros(rows, np.float32)
    m2 = np.zeros(rows, np.float32)
    for j in range(n):  # Welford, f32, left to right
        cnt = np.float32(j + 1)
        xj = x[:, j]
        delta = f32(xj - mean)
        mean = f32(mean + f32(delta / cnt))
        m2 = f32(m2 + f32(delta * f32(xj - mean)))
    var = f32(m2 / np.float32(n))
    rstd = f32(1.0 / np.sqrt(np.float64(f32(var + np.float32(eps)))))
    xhat = f32(rstd[:, None] * f32(x - mean[:, None]))
    if contract:
        return fma32(w[None, :], xhat, b[None, :])
    return f32(f32(w[None, :] * xhat) + b[None, :])


def run_morph(morph, backend, expr, files, out):
    cmd = [morph, "run", expr, "--backend", backend, "--output", out, "--json"]
    for k, p in files.items():
        cmd += ["--input", f"{k}={p}"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {p.returncode}:\n{p.stdout}\n{p.stderr}")
    j = json.loads(p.stdout)
    return np.load(out).astype(np.float32), j


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--morph", default="./build/morph")
    ap.add_argument("--backend", default="cpu")
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=20261130)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--seeds", type=int, default=0, help="more seeds for median / geometric-mean statistics")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    u = load_ulp_module()
    case, t = layer_norm_inputs(u, args.seed, args.quick)
    formulas = (("morph layer_norm(x, w, b) [now]", "layer_norm(x, w, b, eps=1e-5)"),
                ("morph layer_norm(x)*w + b [now]", "layer_norm(x, eps=1e-5)*w + b"),
                ("morph previous formula (emulated)", None),
                ("torch eager emulated [fma]", True),
                ("torch emulated, no contraction", False))

    def measure(t, tag):
        ref = case["ref"]({k: v.astype(np.float64) for k, v in t.items()})
        files = {}
        for k, v in t.items():
            files[k] = os.path.join(args.out, f"ln_{tag}_{k}.npy")
            np.save(files[k], v)
        res = {}
        for label, how in formulas:
            if isinstance(how, str):
                y, j = run_morph(args.morph, args.backend, how, files, os.path.join(args.out, f"ln_{tag}_y.npy"))
                res[label] = {"max_ulp": u.max_ulp(y.reshape(ref.shape), ref, "f32"), "mismatches": j["mismatches"],
                              "launches": j["fused_launches"]}
            elif how is None:
                res[label] = {"max_ulp": u.max_ulp(morph_previous(t["x"], t["w"], t["b"], 1e-5), ref, "f32")}
            else:
                res[label] = {"max_ulp": u.max_ulp(torch_emulated(t["x"], t["w"], t["b"], 1e-5, how), ref, "f32")}
        return res

    res = {"shape": list(t["x"].shape), "seed": args.seed, "backend": args.backend, "formulas": measure(t, "main")}
    bad = any(v.get("mismatches", 0) != 0 for v in res["formulas"].values())
    print(f"layer_norm f32 {res['shape']} seed {args.seed} (bench/ulp_vs_torch.py's tensors), max ULP vs float64:")
    for k, v in res["formulas"].items():
        extra = f"  ({args.backend}, mismatches {v['mismatches']})" if "mismatches" in v else ""
        print(f"  {k:<36} {v['max_ulp']:>14.3f}{extra}")
    if args.seeds:
        per = {label: [] for label, _ in formulas}
        shape = tuple(t["x"].shape)
        for k in range(args.seeds):
            rng = np.random.default_rng(args.seed + 1 + k)
            tk = {"x": rng.standard_normal(shape).astype(np.float32) * np.float32(3.0),
                  "w": rng.standard_normal(shape[1:]).astype(np.float32),
                  "b": rng.standard_normal(shape[1:]).astype(np.float32)}
            for label, v in measure(tk, "seed").items():
                per[label].append(v["max_ulp"])
                bad |= v.get("mismatches", 0) != 0
        res["seeds"] = {"first": args.seed + 1, "count": args.seeds, "max_ulp": per}
        print(f"over seeds {args.seed + 1} .. {args.seed + args.seeds}: median / geometric mean of the max ULP")
        for label, v in per.items():
            print(f"  {label:<36} {np.median(v):>14.1f} {np.exp(np.mean(np.log(v))):>14.1f}")
    with open(os.path.join(args.out, "layer_norm_ulp_local.json"), "w") as f:
        json.dump(res, f, indent=2)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
