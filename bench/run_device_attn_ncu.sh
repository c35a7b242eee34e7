#!/bin/bash
# One call on the GPU machine (~4 minutes): Nsight Compute on decode attention's attn_chunk at
# batch 8 / 32K (the issue-bound regime) and batch 1 / 4K (one workgroup per SM): speed of
# light, occupancy, warp states (stall reasons), scheduler statistics, memory workload and the
# SASS lines where warps stall (SourceCounters). The automatic schedule's third launch
# (morph_attention_bench --shape B,CTX runs the sweep at one shape; its first schedule is the
# automatic one). Raw files in $OUT/attnncu.tgz; the stall summary prints last.
#   carry: [".carry-attn"]   (static morph_attention_bench)
#   command: bash bench/run_device_attn_ncu.sh .carry-attn
B=${1:-.carry-attn}
REAL_OUT=${OUT:-/tmp/morph-out}
O=/tmp/attnncu
mkdir -p "$O" "$REAL_OUT"
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" XDG_CACHE_HOME=/tmp/morph-cache
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$O/machine.txt" 2>&1
NCU=$(command -v ncu || find / -name ncu -type f -perm -u+x -not -path '/proc/*' 2>/dev/null | head -1)
SECTIONS="--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
  --section SchedulerStats --section MemoryWorkloadAnalysis --section SourceCounters --section InstructionStats"
for shape in 8,32768 1,4096; do
  timeout ${NCU_S:-150} "$NCU" --clock-control none -k regex:attn_chunk --launch-skip 2 --launch-count 1 $SECTIONS \
    --print-details all "$B/morph_attention_bench" --shape $shape --reps 5 > "$O/ncu_${shape/,/_}.txt" 2>&1
  echo "ncu $shape exit $?"
  pack_tmp attnncu
done
for f in "$O"/ncu_*.txt; do
  echo "== $f"
  grep -E "Duration|Registers Per|Achieved Occupancy|Theoretical Occupancy|Issue Slots Busy|No Eligible|Warp Cycles Per Issued|Stall|Memory Throughput|DRAM Throughput|Executed Instructions  " "$f" | head -40
done
