#!/bin/bash
# One call on the GPU machine (~4 minutes) on NVIDIA Vulkan: the random DAG that failed on
# 2026-12-01 replayed (MORPH_DAG_SEED=2173788629, its case 22: neg(min(e, e)), e = exp(x), a
# subnormal result flushed under the float64 fma route), then fresh random graphs and chains and
# the Vulkan device tests, each against the oracle. Logs in $OUT/vkreplay.tgz.
#   carry: [".carry-attn", ".gl"]   (static morph, morph_tests; the Vulkan loader's Debian packages)
#   command: bash bench/run_device_vulkan_replay.sh .carry-attn
B=${1:-.carry-attn}
REAL_OUT=${OUT:-/tmp/morph-out}
O=/tmp/vkreplay
mkdir -p "$O" "$REAL_OUT"
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
vulkan_loader
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" XDG_CACHE_HOME=/tmp/vk-cache MORPH_SOURCE_DIR="$PWD"
MORPH_VULKAN_PROBE_LOG=1 "$B/morph" devices > "$O/devices.txt" 2>&1
grep -E "vulkan" "$O/devices.txt" | cut -c1-300
MORPH_DAG_SEED=2173788629 MORPH_DAG_BACKEND_CASES=23 timeout 100 "$B/morph_tests" \
  --gtest_filter='Backends/DagPropertyBackends.RandomGraphsEqualOracle/vulkan' > "$O/replay.log" 2>&1
echo "replay exit $?"; grep -E "^\[  (FAILED|PASSED)|dag property seed|Failure|case " "$O/replay.log" | head -12
tar -C /tmp -czf "$REAL_OUT/vkreplay.tgz" vkreplay
MORPH_DAG_BACKEND_CASES=60 MORPH_CHAIN_BACKEND_CASES=60 timeout ${TEST_S:-170} "$B/morph_tests" \
  --gtest_filter='*Property*/vulkan:VulkanDevice.*' > "$O/fresh.log" 2>&1
echo "fresh exit $? (124: time limit)"; grep -E "^\[  (FAILED|PASSED)|seed|Failure" "$O/fresh.log" | head -12
echo "OK: $(grep -c '^\[       OK' "$O/fresh.log")"
tar -C /tmp -czf "$REAL_OUT/vkreplay.tgz" vkreplay
