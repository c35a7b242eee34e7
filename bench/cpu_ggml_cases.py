#!/usr/bin/env python3
"""Writes the ggml peer cases of bench/CPU_RESULTS.md as a test-backend-ops --test-file (its perf
mode has no RMS_NORM case and other shapes): one line per op, in the reader's format
(tests/test-backend-ops.cpp make_test_cases_from_file of ggml d99724f2):
    op type ne0 ne1 ne2 ne3 n_params params... n_src [type ne0..3 nb0..3]... name
Op and type numbers are those of that commit's ggml.h (GGML_OP_RMS_NORM 25, GGML_OP_SOFT_MAX 46,
GGML_OP_GLU 100, GGML_GLU_OP_SWIGLU 2, GGML_TYPE_F32 0). Shapes are Morph's bench shapes
(ggml's ne0 is the row length).

    python3 bench/cpu_ggml_cases.py > /tmp/cases.txt
    /work/shared/peers/ggml-peer.sh perf cpu --test-file /tmp/cases.txt
"""
import struct

RMS_NORM, SOFT_MAX, GLU, SWIGLU, F32 = 25, 46, 100, 2, 0


def bits(f):
    return struct.unpack("<i", struct.pack("<f", f))[0]


def src(cols, rows):
    return f"{F32} {cols} {rows} 1 1 4 {4 * cols} {4 * cols * rows} {4 * cols * rows}"


def main():
    lines = []
    for rows, cols in ((4096, 4096), (131072, 128)):
        lines.append(f"{RMS_NORM} {F32} {cols} {rows} 1 1 1 {bits(1e-6)} 1 {src(cols, rows)} rms_norm_{rows}x{cols}")
    for rows, cols in ((4, 151936), (4096, 4096)):
        lines.append(f"{SOFT_MAX} {F32} {cols} {rows} 1 1 2 {bits(1.0)} {bits(0.0)} 1 {src(cols, rows)} softmax_{rows}x{cols}")
    # silu(a) * b over 16 Mi f32 (a, b separate tensors: ggml's split SWIGLU).
    lines.append(f"{GLU} {F32} 4096 4096 1 1 2 {SWIGLU} 0 2 {src(4096, 4096)} {src(4096, 4096)} swiglu_16Mi")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
