#!/bin/bash
# One call on the GPU machine (~5 minutes): the closing check of a session's tree — the CUDA
# conformance suite (every */cuda, Cuda* and Nvrtc* test but the random ones, time-boxed), the
# row-schedule, map-schedule and DAG suites on NVIDIA OpenCL and NVIDIA Vulkan side by side, then
# `morph table` on the three backends (0 mismatches expected). Raw files in $OUT/close.tgz.
#   carry: [".carry-lead", ".gl"] (morph, morph_tests, libOpenCL.so.1)
#   command: bash bench/run_device_close.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_gpu_apis close "${1:-.carry-lead}"
gtest_run cuda "${CUDA_S:-240}" '*/cuda:Cuda*:Nvrtc*:-*RandomChains*:*RandomDags*:*RandomGraphs*' > "$O/cuda.summary" &
gtest_run opencl "${CL_S:-200}" '*RowSchedule*/opencl:*MapSchedule*/opencl:*DagConformance*/opencl' > "$O/opencl.summary" &
gtest_run vulkan "${VK_S:-200}" '*RowSchedule*.VocabularySoftmax*/vulkan:*MapSchedule*/vulkan:*DagConformance*/vulkan' \
  > "$O/vulkan.summary" &
wait
cat "$O/cuda.summary" "$O/opencl.summary" "$O/vulkan.summary"
pack_tmp close
timeout 120 "$B/morph" table --backends cuda,opencl,vulkan --cases "${CASES:-swiglu_1tok,softmax_vocab,gated_norm_1tok,add_rms_norm,chain7}" \
  --reps 20 --no-plain-times --jsonl "$O/table.jsonl" > "$O/table.txt" 2>&1
echo "[$(el) s] morph table exit $?"
pack_tmp close
grep -E "^(swiglu|softmax|gated|add_rms|chain7)" "$O/table.txt"
