#!/bin/bash
# Sourced by the bench/run_device_*.sh scripts on the GPU machine: the Vulkan and OpenCL loaders
# that machine lacks (the GPU machine's README, ../.library/device/).
#   . "$(dirname "$0")/device_loaders.sh"; vulkan_loader; opencl_icd

# Vulkan: the loader from the carried Debian packages in .gl/ (unpacked into / once), and
# VK_DRIVER_FILES naming NVIDIA's ICD file.
vulkan_loader() {
  if ! ldconfig -p | grep -q libvulkan.so.1; then
    for f in .gl/*.deb; do dpkg -x "$f" /; done
    ldconfig
  fi
  local icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
  [ -f "$icd" ] || icd=$(find / -name 'nvidia_icd*.json' -not -path '/proc/*' 2>/dev/null | head -1)
  if [ -n "$icd" ]; then export VK_DRIVER_FILES="$icd"; fi
}

# OpenCL: the carried ICD loader (libOpenCL.so.1) reads /tmp/icd/nvidia.icd, which names
# NVIDIA's libnvidia-opencl.so.1 (OCL_ICD_VENDORS).
opencl_icd() {
  local p
  p=$(ldconfig -p | awk '/libnvidia-opencl.so.1/ {print $NF; exit}')
  [ -n "$p" ] || p=$(find / -name 'libnvidia-opencl.so.1*' -not -path '/proc/*' 2>/dev/null | head -1)
  mkdir -p /tmp/icd && echo "$p" > /tmp/icd/nvidia.icd
  export OCL_ICD_VENDORS=/tmp/icd
}
