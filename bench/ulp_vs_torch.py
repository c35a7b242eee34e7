#!/usr/bin/env python3
"""Max ULP of Morph and of PyTorch eager against a float64 reference, on the same tensors.

The cases are the ones `morph run --input` used to refuse (issue: one pipeline, NumPy
broadcasting, every dtype):
  router      sigmoid(s)+bias               s [64,256], bias [256]
  scale_shift silu(x*c + r)                 x [512,64], c [512,1], r [1,64]
  layer_norm  layer_norm(x, w, b, eps=1e-5) x [64,1024], w [1024], b [1024]
each in f32, f16 and bf16 storage (Morph computes in f32 and rounds once on store).

For every (case, dtype): seeded inputs are drawn with NumPy and rounded to the dtype, written as
.npy (bf16 as its raw uint16 bits, as Morph reads it), run with
`MORPH run EXPR --input … --output y.npy --backend BACKEND --json` (which also checks the fused
result bitwise against the oracle, the unfused plan and plain C++), and read back. The reference
is the same formula in float64 on the stored input values; the error of an output element is
|y - ref| / ulp(ref), ulp measured in the output dtype (the spacing of the dtype at |ref|,
denormal spacing below the normal range). PyTorch eager runs the same formula on the same
stored values in the same dtype (torch.sigmoid, torch.nn.functional.silu / layer_norm) on CUDA
when available, else the CPU. Without torch the script says "torch not importable" and still
reports Morph's ULP.

  python3 bench/ulp_vs_torch.py --morph ./build/morph --backend cuda --out /tmp/ulp
  python3 bench/ulp_vs_torch.py --morph ./build/morph --backend oracle --out /tmp/ulp --quick

Writes DIR/ulp.json (one record per case and dtype) and prints a table; exit status 1 when a
`morph run` fails or reports a mismatch.
"""
import argparse
import json
import math
import os
import subprocess
import sys

import numpy as np

DTYPES = ("f32", "f16", "bf16")


def to_bf16_bits(x):
    """float32 array -> bf16 bits (round to nearest even), as uint16."""
    u = np.asarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    nan = np.isnan(np.asarray(x, dtype=np.float32))
    r = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    r[nan] = 0x7FC0
    return r


def from_bf16_bits(b):
    return (np.asarray(b, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)


def store(x, dt):
    """Rounds float values to storage dtype `dt`; returns (stored values as float32, array for .npy)."""
    x = np.asarray(x, dtype=np.float32)
    if dt == "f32":
        return x, x
    if dt == "f16":
        h = x.astype(np.float16)
        return h.astype(np.float32), h
    bits = to_bf16_bits(x)
    return from_bf16_bits(bits), bits


def ulp_of(ref, dt):
    """Spacing of dtype `dt` at |ref| (float64 array)."""
    a = np.abs(ref)
    if dt == "f32":
        mant, emin = 23, -126
    elif dt == "f16":
        mant, emin = 10, -14
    else:
        mant, emin = 7, -126
    with np.errstate(divide="ignore"):
        e = np.floor(np.log2(np.where(a > 0, a, 1.0)))
    e = np.maximum(e, emin)
    return np.ldexp(1.0, (e - mant).astype(np.int64))


def max_ulp(y, ref, dt):
    y = np.asarray(y, dtype=np.float64)
    ok = np.isfinite(ref)
    if not ok.any():
        return float("nan")
    err = np.abs(y[ok] - ref[ok]) / ulp_of(ref[ok], dt)
    err[~np.isfinite(err)] = math.inf
    return float(err.max())


def sigmoid64(x):
    return 1.0 / (1.0 + np.exp(-x))


def cases(quick):
    rows_ln, cols_ln = (8, 256) if quick else (64, 1024)
    return [
        {
            "name": "router",
            "expr": "sigmoid(s)+bias",
            "inputs": {"s": ((64, 256), 2.0), "bias": ((256,), 1.0)},
            "ref": lambda t: sigmoid64(t["s"]) + t["bias"],
            "torch": lambda torch, F, t: torch.sigmoid(t["s"]) + t["bias"],
        },
        {
            "name": "scale_shift",
            "expr": "silu(x*c + r)",
            "inputs": {"x": ((512, 64), 2.0), "c": ((512, 1), 1.0), "r": ((1, 64), 1.0)},
            "ref": lambda t: (lambda v: v * sigmoid64(v))(t["x"] * t["c"] + t["r"]),
            "torch": lambda torch, F, t: F.silu(t["x"] * t["c"] + t["r"]),
        },
        {
            "name": "layer_norm",
            "expr": "layer_norm(x, w, b, eps=1e-5)",
            "inputs": {"x": ((rows_ln, cols_ln), 3.0), "w": ((cols_ln,), 1.0), "b": ((cols_ln,), 1.0)},
            "ref": lambda t: ((t["x"] - t["x"].mean(-1, keepdims=True))
                              / np.sqrt(t["x"].var(-1, keepdims=True) + 1e-5)) * t["w"] + t["b"],
            "torch": lambda torch, F, t: F.layer_norm(t["x"], (t["x"].shape[-1],), t["w"], t["b"], 1e-5),
        },
    ]


def import_torch():
    try:
        import torch  # noqa: F401
        import torch.nn.functional as F  # noqa: F401
        return torch, F, None
    except Exception as e:  # ImportError, or a broken install
        return None, None, f"{type(e).__name__}: {e}"


def run_morph(morph, backend, expr, files, out_path):
    cmd = [morph, "run", expr, "--backend", backend, "--output", out_path, "--json"]
    for name, path in files.items():
        cmd += ["--input", f"{name}={path}"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {p.returncode}:\n{p.stdout}\n{p.stderr}")
    return json.loads(p.stdout)


def read_output(path, dt):
    a = np.load(path)
    if dt == "bf16":
        return from_bf16_bits(a.view(np.uint16))
    return a.astype(np.float32)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--morph", default="./build/morph", help="path of the morph CLI")
    ap.add_argument("--backend", default="cuda", help="morph backend (cuda, opencl, oracle, cpu)")
    ap.add_argument("--out", required=True, help="folder for the .npy files and ulp.json")
    ap.add_argument("--seed", type=int, default=20261130)
    ap.add_argument("--quick", action="store_true", help="smaller layer_norm (for the oracle)")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch, F, why = import_torch()
    device = None
    if torch is None:
        print(f"torch not importable ({why}): reporting Morph's ULP only", flush=True)
    else:
        device = "cuda" if torch.cuda.is_available() else "cpu"
        print(f"torch {torch.__version__} on {device}", flush=True)
    rng = np.random.default_rng(args.seed)
    records, failed = [], False
    for case in cases(args.quick):
        for dt in DTYPES:
            stored, files = {}, {}
            for name, (shape, scale) in case["inputs"].items():
                x = rng.standard_normal(shape).astype(np.float32) * np.float32(scale)
                vals, arr = store(x, dt)
                stored[name] = vals
                path = os.path.join(args.out, f"{case['name']}_{dt}_{name}.npy")
                np.save(path, arr)
                files[name] = path
            ref = case["ref"]({k: v.astype(np.float64) for k, v in stored.items()})
            out_path = os.path.join(args.out, f"{case['name']}_{dt}_y.npy")
            rec = {"case": case["name"], "expr": case["expr"], "dtype": dt, "backend": args.backend}
            try:
                j = run_morph(args.morph, args.backend, case["expr"], files, out_path)
                rec["morph_mismatches"] = j["mismatches"]
                rec["morph_launches"] = j["fused_launches"]
                failed |= j["mismatches"] != 0
                y = read_output(out_path, dt)
                rec["shape"] = list(y.shape)
                rec["morph_max_ulp"] = max_ulp(y.reshape(ref.shape), ref, dt)
            except Exception as e:  # report and go on with the next case
                failed = True
                rec["error"] = str(e)
            if torch is not None:
                tdt = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}[dt]
                tt = {k: torch.from_numpy(v).to(device=device, dtype=tdt) for k, v in stored.items()}
                with torch.no_grad():
                    ty = case["torch"](torch, F, tt)
                rec["torch_device"] = device
                rec["torch_max_ulp"] = max_ulp(ty.float().cpu().numpy().astype(np.float64), ref, dt)
            records.append(rec)
    with open(os.path.join(args.out, "ulp.json"), "w") as f:
        json.dump(records, f, indent=2)
    hdr = f"{'case':<12} {'dtype':<5} {'morph ' + args.backend + ' max ULP':>22} {'torch eager max ULP':>20} {'morph <= torch':>15}"
    print(hdr)
    print("-" * len(hdr))
    for r in records:
        m = r.get("morph_max_ulp")
        t = r.get("torch_max_ulp")
        ms = "error" if m is None else f"{m:.3f}"
        ts = "n/a" if t is None else f"{t:.3f}"
        le = "n/a" if m is None or t is None else ("yes" if m <= t else "NO")
        print(f"{r['case']:<12} {r['dtype']:<5} {ms:>22} {ts:>20} {le:>15}")
        if "error" in r:
            print(f"  error: {r['error']}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
