#!/bin/bash
# A short call on the GPU machine (~2 minutes): Nsight Compute on the F32/F16/BF16 matvec
# (morph/quant/matvec_plain.h) at 4096x14336, one column — the first schedules of
# morph_matvec_bench's plain list (one row; one row with prefetch; two rows, the default) — device
# time, instructions, DRAM bytes, L1/L2 traffic, registers, occupancy and warp stall reasons, to
# see what holds f16 near 3.6 TB/s where f32 reaches 4.1 (docs/quant.md). Raw ncu text in $OUT.
#   carry: [".carry-lead"]   command: bash bench/run_device_plain_ncu.sh .carry-lead
B=${1:-.carry-lead}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" XDG_CACHE_HOME=/tmp/morph-cache
NCU=$(command -v ncu || find / -name ncu -type f -perm -u+x -not -path '/proc/*' 2>/dev/null | head -1)
M=gpu__time_duration.sum,smsp__inst_executed.sum,dram__bytes_read.sum,lts__t_bytes.sum,l1tex__t_bytes.sum,launch__registers_per_thread,launch__grid_size,launch__block_size,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active,dram__throughput.avg.pct_of_peak_sustained_elapsed,l1tex__throughput.avg.pct_of_peak_sustained_active,lts__throughput.avg.pct_of_peak_sustained_elapsed
for t in ${TYPES:-f16 f32}; do
  timeout 80 "$NCU" --clock-control none --metrics "$M" --section WarpStateStats -k "regex:matvec_$t" -c ${LAUNCHES:-24} \
    "$B/morph_matvec_bench" --types $t --shapes 4096x14336 --cols 1 --reps 1 --no-check > "$O/ncu_$t.txt" 2>&1
  echo "ncu $t exit $?"
done
# The bench launches each schedule 9 times (check, 3 + 1 hot, 3 + 1 cold): launches 2, 11 and 20
# are a warm launch of each of the first three schedules.
for f in "$O"/ncu_*.txt; do
  echo "-- $f"
  awk '/^  k_matvec_/ {n++} n == 2 || n == 11 || n == 20' "$f" |
    grep -E "^  k_matvec_|gpu__time_duration|smsp__inst_executed.sum|dram__bytes_read|l1tex__t_bytes|lts__t_bytes|registers_per|occupancy_limit|warps_active|issue_active|dram__throughput|l1tex__throughput|lts__throughput|Stall Long|Stall Short|Stall Wait|Stall Barrier|Stall LG|Stall MIO|Stall Math|Stall Not"
done
