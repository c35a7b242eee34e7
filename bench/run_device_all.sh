#!/bin/bash
# The lead's one-call run on the GPU machine: CUDA and NVIDIA-OpenCL conformance, `morph table`
# on every backend found, the CUDA benchmarks and the PyTorch peers — one machine, one session.
#   bash bench/run_device_all.sh .carry        # dir with morph_tests, morph, morph_cuda_bench, libOpenCL.so.1
# NVIDIA OpenCL: the ICD loader (libOpenCL.so.1, carried) reads an ICD file naming
# libnvidia-opencl.so.1 through OCL_ICD_VENDORS.
B=${1:-.carry}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
P=$(ldconfig -p | awk '/libnvidia-opencl.so.1/ {print $NF; exit}')
[ -n "$P" ] || P=$(find / -name 'libnvidia-opencl.so.1*' -not -path '/proc/*' 2>/dev/null | head -1)
mkdir -p /tmp/icd && echo "$P" > /tmp/icd/nvidia.icd
export OCL_ICD_VENDORS=/tmp/icd
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" MORPH_CLI="$PWD/$B/morph"
echo "nvidia opencl: $P"
"$B/morph" devices 2>&1 | tee "$O/devices.txt"
timeout ${TEST_S:-200} "$B/morph_tests" --gtest_filter="${MORPH_TEST_FILTER:-*cuda*:*Cuda*:*opencl*:*OpenCL*}" > "$O/tests.log" 2>&1
echo "morph_tests exit $?"
grep -E "^\[  (FAILED|PASSED|SKIPPED) |^\[==========\]|Failure| differ" "$O/tests.log" | head -30
if [ -z "${SKIP_TABLE:-}" ]; then
  timeout ${TABLE_S:-200} "$B/morph" table > "$O/table.txt" 2> "$O/table.err"; echo "morph table exit $?"
  tail -40 "$O/table.txt"; tail -5 "$O/table.err"
fi
if [ -z "${SKIP_BENCH:-}" ]; then
  timeout 120 "$B/morph_cuda_bench" --json "$O/morph.jsonl" > "$O/bench.log" 2>&1; echo "morph_cuda_bench exit $?"
  PYTHONUNBUFFERED=1 timeout 200 python3 bench/peers.py --json "$O/peers.jsonl" > "$O/peers.log" 2>&1; echo "peers exit $?"
  timeout 120 "$B/morph_opencl_bench" --device opencl > "$O/opencl_bench.log" 2>&1; echo "morph_opencl_bench exit $?"
  echo "==== morph"; tail -14 "$O/bench.log"
  echo "==== morph opencl"; tail -6 "$O/opencl_bench.log"
  echo "==== peers"; tail -16 "$O/peers.log"
fi
