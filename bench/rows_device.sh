#!/bin/bash
# One GPU-machine call for the row fences: conformance of every row schedule on CUDA and NVIDIA
# OpenCL, row-schedule timings (CUDA events; OpenCL wall clock), cold compile times (NVRTC and
# NVIDIA OpenCL), and the PyTorch peers for the same cases. At most 8 files under $OUT.
#   bash bench/rows_device.sh .carry-rows      # dir with morph_tests, morph, morph_rows_bench,
#                                              # morph_compile_time, libOpenCL.so.1, peers.py, rows_peers.py
B=${1:-.carry-rows}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
P=$(ldconfig -p | awk '/libnvidia-opencl.so.1/ {print $NF; exit}')
[ -n "$P" ] || P=$(find / -name 'libnvidia-opencl.so.1*' -not -path '/proc/*' 2>/dev/null | head -1)
mkdir -p /tmp/icd && echo "$P" > /tmp/icd/nvidia.icd
export OCL_ICD_VENDORS=/tmp/icd XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" MORPH_CLI="$PWD/$B/morph"
S="$O/summary.txt"
{ date -u; nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv,noheader; "$B/morph" devices; } > "$S" 2>&1
# Compile times first (cold caches: nothing compiled yet on this machine).
timeout 45 "$B/morph_compile_time" --backends cuda,opencl --json "$O/compile_time.jsonl" >> "$S" 2>&1; echo "compile_time exit $?" >> "$S"
timeout 80 "$B/morph_rows_bench" --backend cuda --json "$O/rows_cuda.jsonl" >> "$S" 2>&1; echo "rows_bench cuda exit $?" >> "$S"
timeout 35 "$B/morph_rows_bench" --backend opencl --reps 10 --json "$O/rows_opencl.jsonl" >> "$S" 2>&1; echo "rows_bench opencl exit $?" >> "$S"
( MORPH_ROW_SCHEDULES_ALL=1 timeout 60 "$B/morph_tests" --gtest_filter='*RowScheduleConformance*cuda*' ;
  timeout 40 "$B/morph_tests" --gtest_filter='*RowScheduleConformance*opencl*:*DagConformance*:Fence.*:FenceSchedule*' ) > "$O/tests.log" 2>&1
grep -E "^\[  (FAILED|PASSED|SKIPPED) |^\[==========\]|Failure| differ" "$O/tests.log" | head -20 >> "$S"
PYTHONUNBUFFERED=1 timeout 90 python3 "$B/rows_peers.py" --json "$O/rows_peers.jsonl" >> "$S" 2>&1; echo "rows_peers exit $?" >> "$S"
cat "$S"
