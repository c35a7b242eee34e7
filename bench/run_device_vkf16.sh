#!/bin/bash
# One call on the GPU machine (~6-8 minutes): two NVIDIA Vulkan changes of 2026-12-06 against the
# build's own fallbacks (bench/run_device_vkenv.sh): "new" = the defaults (f16 loads and stores by
# unpackHalf2x16 / packHalf2x16 behind the open-time probe; the math routines' proven-normal fma
# as the device's fma() unguarded), "base" = MORPH_VULKAN_F16=formula MORPH_VULKAN_PROVEN_FMA=0
# (Morph's integer f16 conversions, every fma guarded), on the f16 cases (decode attention's f16
# KV, prefill, the f16 matvec, f16 cells), the activation chains and norms; then the Vulkan tests
# of the conversions, the unary ops, attention and f16 conformance.
#   carry: [".carry-lead", ".gl"] (vkf16.tar.xz: morph, morph_tests; libOpenCL.so.1)
#   command: bash bench/run_device_vkf16.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
export NAME=vkf16 BASE_ENV="MORPH_VULKAN_F16=formula MORPH_VULKAN_PROVEN_FMA=0" NEW_ENV=""
export CASES=${CASES:-attn_decode_8k,attn_prefill_512_f16kv,matvec_f16_down,matvec_bf16_down,cell_neg_f16,cell_silu_f16,cell_silu_f32,cell_exp_f32,cell_tanh_f32,cell_neg_f32,swiglu_512tok,silu_affine,chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab}
export TEST_S=${TEST_S:-110}
export VK_TESTS=${VK_TESTS:-'VulkanDevice.*:*IslandConf*/vulkan:*F16*/vulkan:*EveryUnaryOpBitwise/vulkan:*GatedRmsNorm*/vulkan:*AttentionBackend.EveryF16*/vulkan:*AttentionBackend.BitwiseEqualToReferenceMqaF16Paged/vulkan'}
exec bash "$S/run_device_vkenv.sh" "$@"
