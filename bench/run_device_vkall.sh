#!/bin/bash
# One call on the GPU machine (~7 minutes): bench/run_device_all.sh with the table on CUDA, NVIDIA
# OpenCL and NVIDIA Vulkan (each case bitwise against the oracle, device times, PyTorch peers;
# the 64 Mi CUDA rows and their peers), then `morph tune gated_norm_4096tok add_rms_norm --backend vulkan`
# (every row schedule timed and checked bitwise against the default), and the row cases on Vulkan
# with shuffles through shared memory. Raw files packed in
# $OUT/vkall.tgz; bench/results_table.py --dir <unpacked> writes bench/RESULTS.md.
#   carry: [".carry-cells", ".gl"]   command: bash bench/run_device_vkall.sh .carry-cells
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
REAL_OUT=${OUT:-/tmp/morph-out}
mkdir -p /tmp/vkall
export OUT=/tmp/vkall
SKIP_TESTS=1 TABLE_ARGS="--backends cuda,opencl,vulkan" TABLE_S=${TABLE_S:-190} PEERS_TABLE_S=${PEERS_TABLE_S:-80} \
  BENCH_S=${BENCH_S:-50} PEERS_S=${PEERS_S:-55} bash "$S/run_device_all.sh" "${1:-.carry-cells}" > /tmp/vkall/summary.txt 2>&1
pack_tmp vkall
# The row cases again on Vulkan with shuffles through shared memory (the schedules before native
# shuffles: a workgroup per short row), for the comparison.
MORPH_VULKAN_NATIVE_SHUFFLES=0 timeout 60 "${1:-.carry-cells}/morph" table --backends vulkan --reps 10 \
  --cases gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab --jsonl /tmp/vkall/vk_shared_shuffles.jsonl \
  > /tmp/vkall/vk_shared_shuffles.txt 2>&1
echo "shared-memory shuffles table exit $?"
timeout "${TUNE_S:-75}" "${1:-.carry-cells}/morph" tune gated_norm_4096tok add_rms_norm --backend vulkan --json \
  > /tmp/vkall/tune_vulkan.json 2> /tmp/vkall/tune_vulkan.err
echo "tune exit $?"
pack_tmp vkall
tail -45 /tmp/vkall/summary.txt
tail -12 /tmp/vkall/tune_vulkan.err
