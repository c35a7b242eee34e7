#!/bin/bash
# One call on the GPU machine (~2 minutes): the workgroup-row fences' shared-memory trees with the
# integer max of |x| (NVIDIA Vulkan's short rows: a workgroup per row, no shuffles) — `morph table`
# on CUDA, NVIDIA OpenCL and NVIDIA Vulkan, the build before (B/morph_old) and this one, each
# twice; then the Vulkan row-fence tests. Raw files in $OUT/vkrows.tgz; a summary prints last.
#   carry: [".carry-lead", ".gl"] (morph, morph_old, morph_tests, libOpenCL.so.1)
#   command: bash bench/run_device_vkrows.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_gpu_apis vkrows "${1:-.carry-lead}"
CASES=${CASES:-gated_norm_1tok,add_rms_norm,gated_norm_4096tok}
for i in 1 2; do
  for v in old new; do
    bin="$B/morph"
    [ "$v" = old ] && bin="$B/morph_old"
    timeout 100 "$bin" table --backends cuda,opencl,vulkan --cases "$CASES" --reps 20 --no-plain-times \
      > "$O/table_${v}_$i.txt" 2>&1
    echo "[$(el) s] table $v $i exit $?"
  done
done
pack_tmp vkrows
gtest_run vulkan "${TEST_S:-100}" '*RowSchedule*/vulkan:-*BlockedScheduleOwnsWholeGroups*' > "$O/vulkan.summary"
cat "$O/vulkan.summary"
pack_tmp vkrows
for i in 1 2; do for v in old new; do echo "== $v $i"; grep -E "^(${CASES//,/|}) " "$O/table_${v}_$i.txt"; done; done
