#!/bin/bash
# A short call on the GPU machine (~2 minutes): Nsight Compute on the q8_1 matvec kernels of a
# few types (default schedule first: the bench's last schedule is the default {8, 2, 4}) — device
# time, instructions, DRAM bytes, L1/L2 traffic, occupancy and warp stall reasons — to see what
# limits them below ggml (docs/quant.md). Raw ncu text per type in $OUT.
#   carry: [".carry-lead"]   command: bash bench/run_device_q81_ncu.sh .carry-lead
B=${1:-.carry-lead}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" XDG_CACHE_HOME=/tmp/morph-cache
NCU=$(command -v ncu || find / -name ncu -type f -perm -u+x -not -path '/proc/*' 2>/dev/null | head -1)
M=gpu__time_duration.sum,smsp__inst_executed.sum,smsp__thread_inst_executed.sum,dram__bytes_read.sum,lts__t_bytes.sum,l1tex__t_bytes.sum,launch__registers_per_thread,launch__grid_size,launch__block_size,launch__occupancy_limit_registers,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active,dram__throughput.avg.pct_of_peak_sustained_elapsed,l1tex__throughput.avg.pct_of_peak_sustained_active,lts__throughput.avg.pct_of_peak_sustained_elapsed
for t in ${TYPES:-q4_0 q4_1 iq4_xs q4_K}; do
  timeout 60 "$NCU" --clock-control none --metrics "$M" --section WarpStateStats -k "regex:matvec_q8_1" -c ${LAUNCHES:-40} \
    "$B/morph_matvec_bench" --q8_1-only --types $t --shapes 4096x14336 --reps 1 --no-check > "$O/ncu_$t.txt" 2>&1
  echo "ncu $t exit $?"
done
for f in "$O"/ncu_*.txt; do
  echo "-- $f"
  grep -E "matvec_q8_1|gpu__time_duration|smsp__inst_executed.sum|dram__bytes_read|lts__t_bytes|l1tex__t_bytes|registers_per|warps_active|issue_active|dram__throughput|l1tex__throughput|lts__throughput|Stall|stall" "$f" | head -60
done
