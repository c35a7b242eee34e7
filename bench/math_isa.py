#!/usr/bin/env python3
"""Instructions per element of Morph's math on CUDA (docs/math.md, "Cost").

For each unary op, the one-op kernel `y = op(x)` exactly as Morph prints it (the Plan's dag_map
kernel: `morph fuse 'op(x)' --shape 1,4097 --emit cuda`) is compiled for sm_90 with Morph's NVRTC flags
(--fmad=false --prec-div=true --prec-sqrt=true --ftz=false) and its instructions counted:
PTX instructions (from `nvcc -ptx`) and, where `cuobjdump` exists, SASS instructions of the
cubin (`cuobjdump --dump-sass`). SASS counts: `total` = every instruction but NOPs (including
the slow-path subroutines of IEEE division/sqrt, which run only for hard operands), `main` =
instructions up to and including the kernel's last EXIT before any subroutine (the path an
element takes: the index, bounds check, load, the op, store). Rows of 4097 (odd) keep dag_map at
one element per item and trip (its 4-lane wide accesses need rows of a multiple of 4), so `main`
is instructions per element.

  python3 bench/math_isa.py emit --morph build/tools/morph/morph --out isa/after   # .cu .ptx .cubin + ptx.json
  python3 bench/math_isa.py sass --dir isa/after                                   # sass.json (needs cuobjdump)
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys

OPS = ["neg", "recip", "abs", "square", "exp", "log", "sqrt", "rsqrt", "tanh", "sigmoid", "silu", "gelu",
       "gelu_tanh", "softplus", "relu", "erf", "sin", "cos"]
NVCC_FLAGS = ["-arch=sm_90", "--fmad=false", "--prec-div=true", "--prec-sqrt=true", "--ftz=false"]


def cuda_source(morph, op):
    """The printed CUDA source of the fused kernel for `op(x)` (the text after the fuse report)."""
    out = subprocess.run([morph, "fuse", f"{op}(x)", "--shape", "1,4097", "--emit", "cuda"], check=True,
                         capture_output=True, text=True).stdout
    start = out.find("typedef unsigned int uint;")
    if start < 0:
        sys.exit(f"math_isa: no CUDA source in `morph fuse '{op}(x)' --shape 1,4097 --emit cuda` output:\n{out}")
    return out[start:]


def count_ptx(ptx):
    """Instructions in the PTX entry body: statements ending in ';' that are not directives."""
    body = ptx[ptx.find(".entry"):]
    body = body[body.find("{"):]
    n = 0
    for line in body.splitlines():
        s = line.strip()
        if not s.endswith(";") or s.startswith(".") or s.startswith("//"):
            continue
        n += 1
    return n


def count_sass(text):
    """(total non-NOP instructions, instructions up to the last EXIT before the first subroutine)."""
    instrs = []
    for line in text.splitlines():
        m = re.match(r"\s*/\*([0-9a-f]{4,})\*/\s+(.*?);", line)
        if m:
            instrs.append(m.group(2).strip())
    real = [i for i in instrs if not re.match(r"^(@!?U?P\w+\s+)?NOP\b", i)]
    last_exit = 0
    for k, i in enumerate(real):
        if re.search(r"\bEXIT\b", i):
            last_exit = k + 1
        if re.search(r"\bRET\b", i):  # the first subroutine ends: stop looking for the kernel's EXITs
            break
    return len(real), last_exit


def emit(args):
    os.makedirs(args.out, exist_ok=True)
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    res = {}
    for op in OPS:
        src = cuda_source(args.morph, op)
        cu = os.path.join(args.out, f"{op}.cu")
        with open(cu, "w") as f:
            f.write(src)
        # nvcc (unlike NVRTC) pulls in the host's <sys/types.h>, which has its own `ulong`
        nv = os.path.join(args.out, f"{op}.nvcc.cu")
        with open(nv, "w") as f:
            f.write(re.sub(r"\bulong\b", "morph_ulong", src))
        ptx_path = os.path.join(args.out, f"{op}.ptx")
        subprocess.run([nvcc, *NVCC_FLAGS, "-w", "-ptx", "-o", ptx_path, nv], check=True)
        subprocess.run([nvcc, *NVCC_FLAGS, "-w", "-cubin", "-o", os.path.join(args.out, f"{op}.cubin"), nv], check=True)
        os.remove(nv)
        with open(ptx_path) as f:
            ptx = f.read()
        res[op] = {"ptx": count_ptx(ptx), "div_rn": ptx.count("div.rn.f32"), "fma_rn": ptx.count("fma.rn.f32"),
                   "sqrt_rn": ptx.count("sqrt.rn.f32")}
        print(f"{op:10s} ptx {res[op]['ptx']:4d}  div.rn {res[op]['div_rn']}  fma.rn {res[op]['fma_rn']}")
    with open(os.path.join(args.out, "ptx.json"), "w") as f:
        json.dump(res, f, indent=1)


def sass(args):
    res = {}
    for op in OPS:
        cubin = os.path.join(args.dir, f"{op}.cubin")
        text = subprocess.run(["cuobjdump", "--dump-sass", cubin], check=True, capture_output=True, text=True).stdout
        total, main = count_sass(text)
        res[op] = {"sass_total": total, "sass_main": main}
        print(f"{op:10s} sass main {main:4d}  total {total:4d}")
    with open(args.json or os.path.join(args.dir, "sass.json"), "w") as f:
        json.dump(res, f, indent=1)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("emit")
    e.add_argument("--morph", required=True)
    e.add_argument("--out", required=True)
    s = sub.add_parser("sass")
    s.add_argument("--dir", required=True)
    s.add_argument("--json")
    args = ap.parse_args()
    emit(args) if args.cmd == "emit" else sass(args)


if __name__ == "__main__":
    main()
