#!/usr/bin/env python3
"""Validates WGSL files with naga (through the `wgpu` Python package's wgpu-native) by creating a
shader module on any adapter (lavapipe works). Not part of CI (wgpu is a PyPI package); run by
hand after changing the WGSL printer:
    pip install wgpu && python3 tools/wgsl/naga_check.py tests/golden/*.wgsl
Exit status 1 if any file fails; prints naga's message for each failure."""
import sys

import wgpu


def main(paths):
    adapter = wgpu.gpu.request_adapter_sync(power_preference="high-performance")
    device = adapter.request_device_sync()
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
