#!/bin/bash
# One call on the GPU machine (~4-6 minutes): NVIDIA Vulkan's f16 conversions by the device's
# instructions (unpackHalf2x16 / packHalf2x16 behind the open-time probe, GlslOptions::hw_f16_load/
# store) against Morph's integer conversions (the same binary with MORPH_VULKAN_F16=formula), the
# two interleaved twice: `morph table` on CUDA and Vulkan for the f16 cases (decode attention's f16
# KV, prefill f16 KV, the f16 matvec, f16 cells) with f32/bf16 controls; then the Vulkan tests of
# the conversions, attention and f16 conformance. Raw files in $OUT/vkf16.tgz; a summary prints last.
#   carry: [".carry-lead", ".gl"] (vkf16.tar.xz: morph, morph_tests; libOpenCL.so.1)
#   command: bash bench/run_device_vkf16.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
B=${1:-.carry-lead}
[ -f "$B/vkf16.tar.xz" ] && tar -C "$B" -xJf "$B/vkf16.tar.xz"
device_gpu_apis vkf16 "$B"
grep -i vulkan "$O/devices.txt" | tr ';' '\n' | grep -i -E 'f16|fma|NVIDIA' | head -5
CASES=${CASES:-attn_decode_8k,attn_decode_8k_bf16kv,attn_prefill_512_f16kv,matvec_f16_down,matvec_bf16_down,cell_neg_f16,cell_add_f16,cell_silu_f16,cell_neg_f32,cell_neg_bf16}
for i in 1 2; do
  for v in formula hardware; do
    MORPH_VULKAN_F16=$v timeout ${TABLE_S:-100} "$B/morph" table --backends cuda,vulkan --cases "$CASES" --reps 20 \
      --cells-rows 512 --no-plain-times > "$O/table_${v}_$i.txt" 2>&1
    echo "[$(el) s] table $v $i exit $?"
    pack_tmp vkf16
  done
done
gtest_run vulkan "${TEST_S:-150}" 'VulkanDevice.*:*IslandConf*/vulkan:*F16*/vulkan:*AttentionBackend.EveryF16*/vulkan:*AttentionBackend.BitwiseEqualToReferenceMqaF16Paged/vulkan:*AttentionBackend.BatchAndScheduleInvariant/vulkan' \
  > "$O/vulkan.summary"
cat "$O/vulkan.summary"
pack_tmp vkf16
for i in 1 2; do for v in formula hardware; do
  echo "== $v $i"
  grep -E "^(${CASES//,/|}) " "$O/table_${v}_$i.txt" | cut -c1-112
done; done
