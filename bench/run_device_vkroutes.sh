#!/bin/bash
# One call on the GPU machine (~7 minutes): NVIDIA Vulkan's opt-in routes (issue 15), each
# checked and timed in the same call. morph_tests' Vulkan suites with the three on
# (MORPH_VULKAN_FMA=guarded: the device's fma() behind its guard, float64 behind it;
# MORPH_VULKAN_NATIVE_SHUFFLES=1; MORPH_VULKAN_WIDE=1: 2-4 elements per item in uvec2/uvec4
# accesses), then `morph table` on 17 cases (the table's and the cells' that use fma, shuffles
# or neither) with plain-input times: CUDA; Vulkan as main opens it (float64 fma, shuffles
# through shared memory, one element per item); guarded; all three; guarded + shuffles.
# Raw files in $OUT/vkroutes.tgz; a table of device µs (plain-input µs) is printed last.
#   carry: [".carry-cells", ".gl"]   command: bash bench/run_device_vkroutes.sh .carry-cells
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_gpu_apis vkroutes "${1:-.carry-cells}"
MORPH_VULKAN_FMA=guarded MORPH_VULKAN_NATIVE_SHUFFLES=1 MORPH_VULKAN_WIDE=1 "$B/morph" devices > "$O/devices_routes.txt" 2>&1
nvidia-smi --query-gpu=timestamp,pstate,clocks.sm,clocks.mem,utilization.gpu,power.draw --format=csv -lms 200 \
  > "$O/clocks.csv" 2>&1 &
CLOCKS=$!
MORPH_VULKAN_FMA=guarded MORPH_VULKAN_NATIVE_SHUFFLES=1 MORPH_VULKAN_WIDE=1 timeout "${TEST_S:-100}" "$B/morph_tests" \
  --gtest_filter="${TEST_FILTER:-VulkanDevice.*:VulkanWide*:GlslFma*:*RowScheduleConformance*/vulkan:*FusionBackends*/vulkan:*ConformanceControl*/vulkan:*MapScheduleBackend*/vulkan:*DagProperty*/vulkan}" \
  > "$O/tests.log" 2>&1
rc=$?; echo "[$(el) s] tests exit $rc (OK $(grep -c '^\[       OK' "$O/tests.log"), FAILED $(grep -c '^\[  FAILED  \] [A-Z]' "$O/tests.log"))"
pack_tmp vkroutes
CASES=swiglu_512tok,swiglu_1tok,silu_affine,chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,cell_neg_f32,cell_exp_f32,cell_silu_f32,cell_div_f32,cell_sqrt_f32,cell_tanh_f32,cell_row_sum_f32,cell_row_max_f32,cell_neg_bf16
table() {  # NAME BACKEND [ENV=VALUE...]
  local n=$1 be=$2 left=$((450 - $(el)))
  shift 2
  [ $left -gt 20 ] || { echo "skip $n"; return; }
  env "$@" timeout $((left < 80 ? left : 80)) "$B/morph" table --backends "$be" --cases $CASES --reps 10 \
    --seed "${SEED:-20261203}" --jsonl "$O/$n.jsonl" > "$O/$n.txt" 2> "$O/$n.err"
  rc=$?; echo "[$(el) s] $n exit $rc"
  pack_tmp vkroutes
}
table cuda cuda
table vk_f64 vulkan
table vk_guarded vulkan MORPH_VULKAN_FMA=guarded
table vk_all vulkan MORPH_VULKAN_FMA=guarded MORPH_VULKAN_NATIVE_SHUFFLES=1 MORPH_VULKAN_WIDE=1
table vk_guarded_shfl vulkan MORPH_VULKAN_FMA=guarded MORPH_VULKAN_NATIVE_SHUFFLES=1
kill $CLOCKS
pack_tmp vkroutes
grep -E "ROUTE|^\[  FAILED|^\[  PASSED" "$O/tests.log" | head -12
grep -E "^vulkan" "$O/devices_routes.txt" | head -2 | tr ';' '\n' | grep -E "fma|shuffles|denormals"
python3 "$S/vk_table.py" "$O" cuda,vk_f64,vk_guarded,vk_all,vk_guarded_shfl
