#!/bin/bash
# A short closing call on the GPU machine for the Vulkan backend (~7 minutes): the Vulkan
# conformance suites alone (VK_TEST_S, default 180 s; VK_FILTER, default every Vulkan suite),
# then bench/run_device_all.sh's timed part
# (64 Mi CUDA benchmarks, `morph table` on cuda/opencl/vulkan with device times, the PyTorch
# peers), then — when the call has time left (AB_UNTIL, default 400 s) — lazy barriers against
# the default (bench/run_device_vkenv.sh, one pass, with the launch floor of cell cases at one row).
# Raw files packed as $OUT/vkclose.tgz (and $OUT/table_ab.tgz, $OUT/vkenv.tgz for the A/Bs); tables print last.
#   carry: [".carry-lead", ".gl"]  (all.tar.xz: morph, morph_tests, morph_cuda_bench; libOpenCL.so.1)
#   command: bash bench/run_device_vkclose.sh .carry-lead
B=${1:-.carry-lead}
S=$(cd "$(dirname "$0")" && pwd)
REAL_OUT=${OUT:-/tmp/morph-out}
[ -f "$B/all.tar.xz" ] && tar -C "$B" -xJf "$B/all.tar.xz"
. "$S/device_loaders.sh"
vulkan_loader
opencl_icd
export OUT=/tmp/vkclose LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" MORPH_CLI="$PWD/$B/morph" PYTHONUNBUFFERED=1
mkdir -p "$OUT" "$REAL_OUT"
pack() { tar -C /tmp -czf "$REAL_OUT/vkclose.tgz.part" vkclose && mv "$REAL_OUT/vkclose.tgz.part" "$REAL_OUT/vkclose.tgz"; }
"$B/morph" devices > "$OUT/devices.txt" 2>&1
timeout "${VK_TEST_S:-180}" "$B/morph_tests" --gtest_filter="${VK_FILTER:-*/vulkan:VulkanDevice.*:-*RowScheduleConformance*}" \
  > "$OUT/tests_vulkan.log" 2>&1
echo "morph_tests vulkan exit $? at ${SECONDS} s: $(grep -c '^\[       OK' "$OUT/tests_vulkan.log") passed," \
  "$(grep -c '^\[  FAILED  \] [A-Z]' "$OUT/tests_vulkan.log") failed"
grep -E '^\[  FAILED  \] [A-Z]' "$OUT/tests_vulkan.log" | head
pack
CASES=swiglu_1tok,swiglu_512tok,silu_affine,chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,rope_norm_q_1tok,rope_norm_k_512tok,attn_decode_8k,matvec_q4_K_down,matvec_q8_0_down
SKIP_TESTS=1 BENCH_S=${BENCH_S:-30} PEERS_TABLE_S=${PEERS_TABLE_S:-45} PEERS_S=${PEERS_S:-30} TABLE_S=${TABLE_S:-130} \
  TABLE_ARGS="--backends cuda,opencl,vulkan --cases $CASES" bash "$S/run_device_all.sh" "$B" > "$OUT/all_console.txt" 2>&1
pack
# A printed-source change against the binary before it (when $B/old.tar.xz carries morph_old):
# bench/run_device_table_ab.sh on CUDA and Vulkan for OLD_CASES (raw files in $OUT/table_ab.tgz;
# NO_OLD=1 skips it).
if [ -f "$B/old.tar.xz" ] && [ -z "${NO_OLD:-}" ]; then
  OUT=$REAL_OUT CASES=${OLD_CASES:-chain7} BACKENDS=cuda,vulkan RUN_S=40 \
    bash "$S/run_device_table_ab.sh" "$B" > "$OUT/table_ab.txt" 2>&1
  pack
fi
if [ "$SECONDS" -lt "${AB_UNTIL:-400}" ]; then
  OUT=$REAL_OUT VARIANTS="base:MORPH_VULKAN_LAZY_BARRIERS=0 new:MORPH_VULKAN_LAZY_BARRIERS=1" \
    CASES=gated_norm_1tok,add_rms_norm,softmax_vocab,swiglu_1tok,rope_norm_q_1tok FLOOR_CASES=cell_neg_f32,cell_row_sum_f32 \
    PASSES=1 TABLE_S=35 TEST_S=20 VK_TESTS='VulkanDevice.SwitchesRefuseUnknownValues' \
    bash "$S/run_device_vkenv.sh" "$B" > "$OUT/ab.txt" 2>&1
  pack
fi
tail -22 "$OUT/all_console.txt"
[ -f "$OUT/table_ab.txt" ] && tail -8 "$OUT/table_ab.txt"
[ -f "$OUT/ab.txt" ] && tail -16 "$OUT/ab.txt"
exit 0
