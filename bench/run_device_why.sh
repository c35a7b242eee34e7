#!/bin/bash
# One call on the GPU machine (~4-6 minutes): why a `morph table` case is behind torch.compile,
# in counts (issue 11: "where a case stays slower, RESULTS.md says why with the instruction and
# byte counts"). For each case, Nsight Compute counts on the launches that the table times —
# Morph's fused plan (MORPH_CUDA_PROFILE_TIMED=1 opens the profiler around the timed run only;
# `--reps 1`) and one warm torch.compile call (bench/peers.py --profile-case) — warp and thread
# instructions, MUFU (XU pipe) instructions, DRAM bytes read and written, registers, issue-slot
# use and duration at the running clock. Then, while the call lasts, the CUDA conformance suites
# (0 mismatches on the sensitive inputs). Raw files packed as $OUT/why.tgz (why/ncu_*.csv,
# why/table_*.json, why/gpu.json); bench/why_table.py turns them into RESULTS.md's counts section.
#   carry: [".carry-lead"] (all.tar.xz: morph, morph_tests)   command: bash bench/run_device_why.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_env why "${1:-.carry-lead}"
[ -f "$B/all.tar.xz" ] && [ ! -x "$B/morph" ] && tar -C "$B" -xJf "$B/all.tar.xz"
NCU=$(command -v ncu || find / -name ncu -type f -perm -u+x -not -path '/proc/*' 2>/dev/null | head -1)
"$NCU" --version > "$O/ncu_version.txt" 2>&1
python3 - "$O/gpu.json" <<'EOF'
import json, sys
try:
    import torch
    p = torch.cuda.get_device_properties(0)
    d = {"name": p.name, "sms": p.multi_processor_count, "torch": torch.__version__}
except Exception as e:  # noqa: BLE001
    d = {"error": str(e)}
json.dump(d, open(sys.argv[1], "w"))
EOF
# The exhaustive ULP sweep of Morph's math (bench/ulp_sweep.cc, a static host build carried as
# $B/ulp_sweep) on 12 of the machine's CPU cores beside the GPU work, when carried: its JSON is
# rewritten after every op, so the call's time limit keeps the ops it finished.
if [ -x "$B/ulp_sweep" ]; then
  "$B/ulp_sweep" --threads ${SWEEP_THREADS:-12} --json "$O/ulp_sweep.json" > "$O/ulp_sweep.txt" 2>&1 &
  SWEEP=$!
fi
M=gpu__time_duration.sum,smsp__inst_executed.sum,smsp__thread_inst_executed.sum,smsp__inst_executed_pipe_xu.sum
M=$M,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread,launch__grid_size,launch__block_size
M=$M,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active
M=$M,sm__cycles_elapsed.avg.per_second
CASES=${CASES:-chain7 gated_norm_1tok gated_norm_4096tok add_rms_norm silu_affine swiglu_1tok swiglu_512tok softmax_vocab}
ncu_run() {  # ncu_run OUTNAME SECONDS COMMAND...: the counts of the profiled window as CSV
  timeout "$2" "$NCU" --profile-from-start off --clock-control none --csv --print-units base --metrics "$M" \
    --log-file "$O/ncu_$1.csv" "${@:3}" > "$O/out_$1.txt" 2>&1
  echo "[$(el) s] $1 exit $? ($(grep -c gpu__time_duration "$O/ncu_$1.csv" 2>/dev/null) kernels)"
}
for c in $CASES; do
  MORPH_CUDA_PROFILE_TIMED=1 ncu_run "morph_$c" 90 "$B/morph" table --backends cuda --cases "$c" --reps 1 \
    --no-plain-times --json
  ncu_run "torch_$c" 150 python3 "$S/peers.py" --profile-case "$c"
  pack_tmp why
done
# The CUDA conformance suites while the call lasts (the counts above are what the call is for).
left=$(( ${CALL_S:-540} - $(el) ))
if [ "$left" -gt 30 ]; then
  gtest_run tests_cuda "$left" '*/cuda:CudaExec*:CudaDialect.*:-*RowScheduleConformance*:*TuneCandidates*'
  pack_tmp why
fi
if [ -n "${SWEEP:-}" ]; then
  left=$(( ${CALL_S:-540} - $(el) )); [ "$left" -lt 1 ] && left=1
  timeout "$left" tail --pid="$SWEEP" -f /dev/null; kill "$SWEEP" 2>/dev/null
  echo "[$(el) s] ulp sweep: $(grep -c '"op"' "$O/ulp_sweep.json" 2>/dev/null) ops written"
  pack_tmp why
fi
python3 "$S/why_table.py" --dir "$O" 2>&1 | tail -30
