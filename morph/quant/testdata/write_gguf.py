#!/usr/bin/env python3
"""Writes a GGUF file with ggml's own writer (the `gguf` package from PyPI) for
gguf_python_test: metadata of every value type (arrays and a nested array included), tensors
of f32, f16, q8_0 and q4_K (raw quantized bytes), at a non-default alignment.
Usage: write_gguf.py OUT.gguf"""
import sys
import numpy as np
import gguf

out = sys.argv[1]
w = gguf.GGUFWriter(out, "llama")
w.add_custom_alignment(64)  # sets general.alignment and lays data out at 64
w.add_uint8("t.u8", 200)
w.add_int8("t.i8", -100)
w.add_uint16("t.u16", 60000)
w.add_int16("t.i16", -30000)
w.add_uint32("t.u32", 4000000000)
w.add_int32("t.i32", -2000000000)
w.add_float32("t.f32", 0.15625)
w.add_uint64("t.u64", 2**63 + 5)
w.add_int64("t.i64", -(2**62))
w.add_float64("t.f64", 1.0 / 3.0)
w.add_bool("t.bool", True)
w.add_string("t.str", "héllo gguf")
w.add_array("t.arr_i32", [1, -2, 3])
w.add_array("t.arr_str", ["a", "bc", ""])
w.add_array("t.arr_nested", [[1, 2], [3]])
x = (np.arange(24, dtype=np.float32) - 7.5).reshape(3, 8)
w.add_tensor("w.f32", x)
w.add_tensor("w.f16", x.astype(np.float16))
rng = np.random.default_rng(7)
q8 = rng.integers(0, 256, size=(2, 34 * 2), dtype=np.uint8)
q8[:, 0:2] = [0x00, 0x3c]; q8[:, 34:36] = [0x00, 0x38]  # d = 1.0 and 0.5
w.add_tensor("w.q8_0", q8, raw_dtype=gguf.GGMLQuantizationType.Q8_0)
q4k = rng.integers(0, 256, size=(1, 144), dtype=np.uint8)
q4k[0, 0:4] = [0x00, 0x3c, 0x00, 0x38]
w.add_tensor("w.q4_K", q4k, raw_dtype=gguf.GGMLQuantizationType.Q4_K)
w.write_header_to_file()
w.write_kv_data_to_file()
w.write_tensors_to_file()
w.close()
