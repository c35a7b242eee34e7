#!/bin/bash
# One call on the GPU machine (~7 minutes): bench/run_device_all.sh with the table on CUDA, NVIDIA
# OpenCL and NVIDIA Vulkan (each case bitwise against the oracle, device times, PyTorch peers;
# the 64 Mi CUDA rows and their peers), then `morph tune gated_norm_4096tok add_rms_norm --backend vulkan`
# (every row schedule timed and checked bitwise against the default). Raw files packed in
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
timeout "${TUNE_S:-75}" "${1:-.carry-cells}/morph" tune gated_norm_4096tok add_rms_norm --backend vulkan --json \
  > /tmp/vkall/tune_vulkan.json 2> /tmp/vkall/tune_vulkan.err
echo "tune exit $?"
pack_tmp vkall
tail -45 /tmp/vkall/summary.txt
tail -12 /tmp/vkall/tune_vulkan.err
