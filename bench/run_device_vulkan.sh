#!/bin/bash
# The lead's Vulkan run on the GPU machine (NVIDIA H200, NVIDIA's Vulkan driver): Vulkan
# conformance (the same gtest suites CI runs on lavapipe), `morph table` on vulkan beside cuda,
# and the float-controls line of `morph devices`. Run from the repo root with the static
# binaries and the Vulkan loader debs carried:
#   carry: [".carry-vk", ".gl"]
#   command: bash .carry-vk/run_device_vulkan.sh .carry-vk
# .gl holds the Debian loader packages (libvulkan1, glvnd: see /work/.library/device/README.md);
# they are unpacked into / first. The NVIDIA ICD file is named through VK_DRIVER_FILES when the
# loader finds no driver by itself.
B=${1:-.carry-vk}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
if ! ldconfig -p | grep -q libvulkan.so.1; then
  for f in .gl/*.deb; do dpkg -x "$f" /; done
  ldconfig
fi
ICD=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -f "$ICD" ] || ICD=$(find / -name 'nvidia_icd*.json' -not -path '/proc/*' 2>/dev/null | head -1)
[ -n "$ICD" ] && export VK_DRIVER_FILES="$ICD"
export __EGL_VENDOR_LIBRARY_FILENAMES=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" MORPH_CLI="$PWD/$B/morph"
echo "vulkan icd: ${VK_DRIVER_FILES:-<loader default>}"
"$B/morph" devices 2>&1 | tee "$O/devices.txt"
# Conformance + fusion/property suites, Vulkan instances only (the CUDA ones ran elsewhere).
timeout ${TEST_S:-300} "$B/morph_tests" --gtest_filter="${MORPH_TEST_FILTER:-*vulkan*:*Vulkan*:*Glsl*}" \
  > "$O/tests_vulkan.log" 2>&1
echo "morph_tests (vulkan) exit $?"
grep -E "^\[  (FAILED|PASSED|SKIPPED) |^\[==========\]|Failure| differ" "$O/tests_vulkan.log" | head -30
if [ -z "${SKIP_TABLE:-}" ]; then
  timeout ${TABLE_S:-240} "$B/morph" table --backends oracle,cuda,vulkan > "$O/table_vulkan.txt" 2> "$O/table_vulkan.err"
  echo "morph table exit $?"
  tail -40 "$O/table_vulkan.txt"; tail -5 "$O/table_vulkan.err"
fi
