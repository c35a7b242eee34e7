#!/bin/bash
# One call on the GPU machine (~6-8 minutes): two NVIDIA Vulkan changes against the build's own
# fallbacks, the same binary either way: "new" = the defaults (f16 loads and stores by
# unpackHalf2x16 / packHalf2x16 behind the open-time probe; the math routines' proven-normal fma
# as the device's fma() unguarded), "base" = MORPH_VULKAN_F16=formula MORPH_VULKAN_PROVEN_FMA=0
# (Morph's integer f16 conversions, every fma guarded: the route before 2026-12-06), interleaved
# twice: `morph table` on CUDA and Vulkan for the f16 cases (decode attention's f16 KV, prefill,
# the f16 matvec, f16 cells), the activation chains and norms; then the Vulkan tests of the
# conversions, the unary ops, attention and f16 conformance. Raw files in $OUT/vkf16.tgz; a
# summary prints last.
#   carry: [".carry-lead", ".gl"] (vkf16.tar.xz: morph, morph_tests; libOpenCL.so.1)
#   command: bash bench/run_device_vkf16.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
B=${1:-.carry-lead}
[ -f "$B/vkf16.tar.xz" ] && tar -C "$B" -xJf "$B/vkf16.tar.xz"
device_gpu_apis vkf16 "$B"
grep -i vulkan "$O/devices.txt" | tr ';' '\n' | grep -i -E 'f16|fma|NVIDIA' | head -5
CASES=${CASES:-attn_decode_8k,attn_prefill_512_f16kv,matvec_f16_down,matvec_bf16_down,cell_neg_f16,cell_silu_f16,cell_silu_f32,cell_exp_f32,cell_tanh_f32,cell_neg_f32,swiglu_512tok,silu_affine,chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab}
for i in 1 2; do
  for v in base new; do
    f16=hardware proven=1
    [ "$v" = base ] && f16=formula proven=0
    MORPH_VULKAN_F16=$f16 MORPH_VULKAN_PROVEN_FMA=$proven timeout ${TABLE_S:-85} "$B/morph" table --backends cuda,vulkan \
      --cases "$CASES" --reps 20 --cells-rows 512 --no-plain-times --jsonl "$O/table_${v}_$i.jsonl" > "$O/table_${v}_$i.txt" 2>&1
    echo "[$(el) s] table $v $i exit $?"
    pack_tmp vkf16
  done
done
gtest_run vulkan "${TEST_S:-110}" 'VulkanDevice.*:*IslandConf*/vulkan:*F16*/vulkan:*EveryUnaryOpBitwise/vulkan:*GatedRmsNorm*/vulkan:*AttentionBackend.EveryF16*/vulkan:*AttentionBackend.BitwiseEqualToReferenceMqaF16Paged/vulkan' \
  > "$O/vulkan.summary"
cat "$O/vulkan.summary"
pack_tmp vkf16
python3 "$S/table_runs_summary.py" "$O" base_1 new_1 base_2 new_2
