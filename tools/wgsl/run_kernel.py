#!/usr/bin/env python3
"""Runs one kernel printed by Morph's WGSL dialect on a WebGPU implementation (wgpu-native through
the `wgpu` Python package: naga translates the WGSL, lavapipe or a GPU runs it) and writes its
output buffers. Used by the WgslRun tests (morph/codegen/wgsl_dialect_test.cc), which write the
spec and the input files and compare the outputs bitwise with the host.

    python3 tools/wgsl/run_kernel.py SPEC.json

SPEC.json: {"wgsl": path of the source, "workgroup": [x, y, z], "groups": [x, y, z],
            "uniform": [u32 words of the MorphArgs struct, in order],
            "buffers": [{"binding": i, "bytes": n, "input": path or null, "output": path or null}]}
The kernel ABI is the dialect's (wgsl_dialect.h): buffer parameter i at @group(0) @binding(i),
MorphArgs at @group(1) @binding(0), workgroup size from the override constants morph_wg_x/y/z.
Exit status 77 (CTest's skip) when the `wgpu` package or an adapter is missing, saying which;
1 with the implementation's message when the shader or the pipeline is refused."""
import json
import struct
import sys

import wgpu_device  # beside this file


def main(spec_path):
    spec = json.load(open(spec_path))
    opened = wgpu_device.open_device()
    if opened is None:
        return wgpu_device.SKIP
    wgpu, adapter, device = opened
    print("adapter:", adapter.info.get("device", "?"), "/", adapter.info.get("backend_type", "?"))
    try:
        module = device.create_shader_module(code=open(spec["wgsl"]).read())
        wx, wy, wz = spec["workgroup"]
        pipeline = device.create_compute_pipeline(
            layout="auto",
            compute={"module": module, "entry_point": "main",
                     "constants": {"morph_wg_x": wx, "morph_wg_y": wy, "morph_wg_z": wz}})
    except Exception as e:
        print("FAIL: the WebGPU implementation refused the kernel:\n", str(e)[:4000])
        return 1
    usage = wgpu.BufferUsage.STORAGE | wgpu.BufferUsage.COPY_SRC | wgpu.BufferUsage.COPY_DST
    buffers, entries = [], []
    for b in spec["buffers"]:
        size = (b["bytes"] + 3) // 4 * 4
        data = open(b["input"], "rb").read() if b.get("input") else bytes(size)
        buf = device.create_buffer_with_data(data=data.ljust(size, b"\0"), usage=usage)
        buffers.append((b, buf))
        entries.append({"binding": b["binding"], "resource": {"buffer": buf, "offset": 0, "size": size}})
    words = spec["uniform"]
    words = words + [0] * (-len(words) % 4)  # uniform structs are 16-byte aligned
    ubuf = device.create_buffer_with_data(data=struct.pack(f"<{len(words)}I", *words), usage=wgpu.BufferUsage.UNIFORM)
    group0 = device.create_bind_group(layout=pipeline.get_bind_group_layout(0), entries=entries)
    group1 = device.create_bind_group(layout=pipeline.get_bind_group_layout(1),
                                      entries=[{"binding": 0, "resource": {"buffer": ubuf, "offset": 0,
                                                                           "size": 4 * len(words)}}])
    encoder = device.create_command_encoder()
    compute = encoder.begin_compute_pass()
    compute.set_pipeline(pipeline)
    compute.set_bind_group(0, group0)
    compute.set_bind_group(1, group1)
    compute.dispatch_workgroups(*spec["groups"])
    compute.end()
    device.queue.submit([encoder.finish()])
    for b, buf in buffers:
        if b.get("output"):
            open(b["output"], "wb").write(bytes(device.queue.read_buffer(buf))[: b["bytes"]])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
