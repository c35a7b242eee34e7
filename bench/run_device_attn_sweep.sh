#!/bin/bash
# A short call on the GPU machine (~3 minutes): the attention tests on CUDA (and the f16
# conversion island on all 65536 halves), the decode schedule sweep of morph_attention_bench
# (workgroup 128/256 x rows_per_block 4/2/1 at batch 1 4K/8K/32K and batch 8 8K, each output
# bitwise against the first schedule's, the first against the plain C++ reference), then Nsight
# Compute on the schedules' attn_chunk at batch 1, 4K (NCU_SHAPE) (registers, occupancy, issue, stalls).
#   carry: [".carry-lead"]   command: bash bench/run_device_attn_sweep.sh .carry-lead
B=${1:-.carry-lead}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD"
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,memory.total --format=csv 2>&1
} > "$O/machine.txt"
timeout ${TEST_S:-90} "$B/morph_tests" --gtest_filter='*AttentionBackend*/cuda:*IslandConf*/cuda' > "$O/tests.log" 2>&1
echo "morph_tests exit $?"
grep -E "^\[       OK|^\[  FAILED|^\[  PASSED|^\[  SKIPPED|Failure" "$O/tests.log" | head -20
timeout ${BENCH_S:-120} "$B/morph_attention_bench" --sweep --reps ${REPS:-20} --json "$O/attn_sweep.jsonl" > "$O/attn_sweep.log" 2>&1
echo "morph_attention_bench --sweep exit $?"
NCU=$(command -v ncu || find / -name ncu -type f -perm -u+x -not -path '/proc/*' 2>/dev/null | head -1)
M=gpu__time_duration.sum,smsp__inst_executed.sum,dram__bytes_read.sum,launch__registers_per_thread,launch__grid_size,launch__block_size,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active,dram__throughput.avg.pct_of_peak_sustained_elapsed
timeout ${NCU_S:-100} "$NCU" --clock-control none --metrics "$M" --section WarpStateStats -k "regex:attn_chunk" -c ${NCU_C:-112} \
  "$B/morph_attention_bench" --shape ${NCU_SHAPE:-1,4096} --reps 5 > "$O/ncu_attn.txt" 2>&1
echo "ncu exit $?"
grep -E "attn_chunk|gpu__time_duration|registers_per|occupancy_limit|warps_active|issue_active|dram__throughput|Stall|stall" "$O/ncu_attn.txt" | awk 'NR % 8 == 1 || /attn_chunk/' | head -5
cat "$O/attn_sweep.log"
