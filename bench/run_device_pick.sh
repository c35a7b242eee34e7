#!/bin/bash
# The first GPU call of a session whose card is not known in advance (a call for the H200 may get
# an H100): on an H200, the Vulkan closing call (bench/run_device_vkclose.sh: every Vulkan suite,
# then `morph table` on CUDA, NVIDIA OpenCL and NVIDIA Vulkan with the PyTorch peers — issue 15's
# "on the H200" and issue 11's table); on any other card, the instruction and byte counts beside
# torch.compile (bench/run_device_why.sh, with the exhaustive ULP sweep when $B/ulp_sweep is
# carried). The card's name prints first; the other script is the next call's (both belong to one
# H200 run: issue 11 asks for the table, the counts, conformance and the ULP sweep together).
#   carry: [".carry-lead", ".gl"]   command: bash bench/run_device_pick.sh .carry-lead
B=${1:-.carry-lead}
S=$(cd "$(dirname "$0")" && pwd)
GPU=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)
echo "card: $GPU"
if [[ "$GPU" == *H200* ]]; then
  VK_TEST_S=${VK_TEST_S:-230} VK_FILTER=${VK_FILTER:-'*/vulkan:VulkanDevice.*'} NO_OLD=1 AB_UNTIL=0 \
    bash "$S/run_device_vkclose.sh" "$B"
else
  bash "$S/run_device_why.sh" "$B"
fi
