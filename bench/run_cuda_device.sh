#!/bin/bash
# On the GPU machine, in one call: the CUDA test suites, Morph's CUDA benchmarks and the PyTorch
# peers (same machine, same session). Logs go to $OUT; short tables are printed last.
#   bench/run_cuda_device.sh build-cuda-dev     # a static-runtime build (-DMORPH_STATIC_RUNTIME=ON)
B=${1:-build-cuda-dev}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
export XDG_CACHE_HOME=/tmp/morph-cache
export MORPH_SOURCE_DIR="$PWD"  # golden files of this checkout (the binary was built elsewhere)
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv | tee "$O/gpu.txt"
"$B/morph" devices 2>&1 | tee "$O/devices.txt"
timeout 170 "$B/morph_tests" --gtest_filter="${MORPH_TEST_FILTER:-*cuda*:*Cuda*}" > "$O/tests.log" 2>&1
echo "morph_tests exit $?"
grep -E "^\[  (FAILED|PASSED|SKIPPED) |Failure|seed| differ" "$O/tests.log" | head -40
timeout 90 "$B/morph_cuda_bench" --json "$O/morph.jsonl" > "$O/bench.log" 2>&1
echo "morph_cuda_bench exit $?"
PYTHONUNBUFFERED=1 timeout 200 python3 bench/peers.py --json "$O/peers.jsonl" > "$O/peers.log" 2>&1
echo "peers exit $?"
echo "==== morph"; tail -14 "$O/bench.log"
echo "==== peers"; tail -16 "$O/peers.log"
