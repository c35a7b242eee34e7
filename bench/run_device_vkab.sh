#!/bin/bash
# One call on the GPU machine (~5 minutes): two builds' NVIDIA Vulkan (and CUDA) times side by side,
# B/morph_old (the build before) against B/morph (this one), interleaved twice: `morph table` on
# CUDA and Vulkan for the activation chains, norms, softmax, decode attention and activation cells;
# then this build's Vulkan tests of the math routines, unary ops, norms and softmax. Raw files in
# $OUT/vkab.tgz; a summary table (device µs, m = mismatches) prints last.
#   carry: [".carry-lead", ".gl"] (vkab.tar.xz: morph, morph_old, morph_tests; libOpenCL.so.1)
#   command: bash bench/run_device_vkab.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
B=${1:-.carry-lead}
[ -f "$B/vkab.tar.xz" ] && tar -C "$B" -xJf "$B/vkab.tar.xz"
device_gpu_apis vkab "$B"
CASES=${CASES:-swiglu_512tok,silu_affine,chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,attn_decode_8k,cell_exp_f32,cell_tanh_f32,cell_silu_f32,cell_sigmoid_f32,cell_gelu_tanh_f32}
# TESTS_FIRST=1: the tests before the tables (a call that may be cut short checks bits first).
run_tables() {
  for i in $(seq 1 ${PASSES:-2}); do
    for v in old new; do
      bin="$B/morph"
      [ "$v" = old ] && bin="$B/morph_old"
      timeout ${TABLE_S:-80} "$bin" table --backends cuda,vulkan --cases "$CASES" --reps 20 --cells-rows 512 \
        --no-plain-times --jsonl "$O/table_${v}_$i.jsonl" > "$O/table_${v}_$i.txt" 2>&1
      echo "[$(el) s] table $v $i exit $?"
      pack_tmp vkab
    done
  done
}
run_tests() {
  gtest_run vulkan "${TEST_S:-120}" 'VulkanDevice.*:*EveryUnaryOpBitwise/vulkan:*RandomChains*/vulkan:*GatedRmsNorm*/vulkan:*Softmax*/vulkan:*FusionBackends*/vulkan:*DagProperty*/vulkan' \
    > "$O/vulkan.summary"
  cat "$O/vulkan.summary"
  pack_tmp vkab
}
if [ -n "$TESTS_FIRST" ]; then run_tests; run_tables; else run_tables; run_tests; fi
python3 "$S/table_runs_summary.py" "$O" old_1 new_1 old_2 new_2
