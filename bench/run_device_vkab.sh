#!/bin/bash
# One call on the GPU machine (~6 minutes): Vulkan route A/B on the H200 (issue 15). morph_tests'
# Vulkan suites (TEST_FILTER; default the route, matvec, conformance and fusion suites) with the
# default routes, then `morph table` on CASES for CUDA and for each Vulkan configuration of
# CONFIGS ("name:ENV=V,ENV=V name2:" — an empty list of variables is the default routes), 10
# reps, plain-input times beside. Raw files in $OUT/vkab.tgz; a table of device µs (plain-input
# µs) is printed last.
#   carry: [".carry-cells", ".gl"]   command: bash bench/run_device_vkab.sh .carry-cells
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_gpu_apis vkab "${1:-.carry-cells}"
nvidia-smi --query-gpu=timestamp,pstate,clocks.sm,clocks.mem,utilization.gpu,power.draw --format=csv -lms 200 \
  > "$O/clocks.csv" 2>&1 &
CLOCKS=$!
MORPH_VULKAN_PIPELINE_STATS=1 timeout "${TEST_S:-120}" "$B/morph_tests" \
  --gtest_filter="${TEST_FILTER:-VulkanDevice.*:VulkanWide*:*MatvecConf*/vulkan:*ConformanceScalar*/vulkan:*DagConformance*/vulkan:*FusionBackends*/vulkan:*FusionPropertyBackends*/vulkan:*DagProperty*/vulkan}" \
  > "$O/tests.log" 2> "$O/tests.err"
rc=$?; echo "[$(el) s] tests exit $rc (OK $(grep -c '^\[       OK' "$O/tests.log"), FAILED $(grep -c '^\[  FAILED  \] [A-Z]' "$O/tests.log"))"
pack_tmp vkab
CASES=${CASES:-swiglu_512tok,silu_affine,chain7,gated_norm_4096tok,add_rms_norm,softmax_vocab,matvec_q4_K_down,matvec_q4_K_up,matvec_q6_K_down,matvec_q8_0_down,matvec_iq4_xs_down,matvec_q2_K_down,matvec_q4_1_down}
table() {  # NAME BACKEND [ENV=VALUE...]
  local n=$1 be=$2 left=$((${TOTAL_S:-430} - $(el)))
  shift 2
  [ $left -gt 20 ] || { echo "skip $n"; return; }
  env "$@" timeout $((left < 90 ? left : 90)) "$B/morph" table --backends "$be" --cases $CASES --reps 10 \
    --seed "${SEED:-20261203}" --jsonl "$O/$n.jsonl" > "$O/$n.txt" 2> "$O/$n.err"
  rc=$?; echo "[$(el) s] $n exit $rc"
  pack_tmp vkab
}
table cuda cuda
NAMES=cuda
for c in ${CONFIGS:-vk_int:MORPH_VULKAN_DIV=integer vk:}; do
  n=${c%%:*}; vars=${c#*:}
  table "$n" vulkan ${vars//,/ }
  NAMES="$NAMES,$n"
done
kill $CLOCKS
pack_tmp vkab
grep -E "ROUTE|^\[  FAILED|^\[  PASSED" "$O/tests.log" | head -12
grep -E "^vulkan" "$O/devices.txt" | head -2 | tr ';' '\n' | grep -E "fma|division|shuffles|denormals"
python3 "$S/vk_table.py" "$O" "$NAMES"
