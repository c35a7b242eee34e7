#!/usr/bin/env python3
"""Validates WGSL files with naga (through the `wgpu` Python package's wgpu-native) by creating a
shader module on any adapter (lavapipe works): naga parses the source and runs its validator
(types, uniformity, bindings) before the module exists. Run by CTest as `wgsl_validate` on every
golden .wgsl (tests/golden/printed_targets_test.cc keeps them equal to the printer's output), and
by hand after changing the WGSL printer:
    pip install wgpu && python3 tools/wgsl/naga_check.py tests/golden/*.wgsl
Arguments are .wgsl files or directories (every *.wgsl in them). Exit status 1 if any file fails
(naga's message printed for each failure), 77 (CTest's skip) when the `wgpu` package or an
adapter is missing, saying which."""
import glob
import os
import sys

import wgpu_device  # beside this file


def main(args):
    paths = []
    for a in args:
        paths += sorted(glob.glob(os.path.join(a, "*.wgsl"))) if os.path.isdir(a) else [a]
    if not paths:
        print("naga_check: no .wgsl files given")
        return 1
    opened = wgpu_device.open_device()
    if opened is None:
        return wgpu_device.SKIP
    _, _, device = opened
    bad = 0
    for p in paths:
        src = open(p).read()
        try:
            device.create_shader_module(code=src)
            print("ok  ", p)
        except Exception as e:  # naga's parse/validation error
            bad += 1
            print("FAIL", p, "\n", str(e)[:2000])
    print(f"{len(paths) - bad} of {len(paths)} valid")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
