#!/bin/bash
# Runs the benchmarks behind bench/CPU_RESULTS.md on this machine and regenerates it with
# bench/cpu_results.py: Morph (build/bench/morph_cpu_bench, all threads and one thread), NumPy
# and PyTorch CPU eager (bench/cpu_peers.py; $PYTHON, a python with numpy and, if it can be had,
# torch), ggml's CPU backend (test-backend-ops perf on bench/cpu_ggml_cases.py's cases, when
# /tmp/ggml-peer/cpu is built by ../shared/peers/ggml-peer.sh). The 1-minute load average is
# recorded before and after each step (bench/cpu_conditions.json): on a shared machine it says
# how far the wall times are from the machine's own.
#   PYTHON=/path/to/venv/bin/python bash bench/cpu_run.sh [build-dir]
set -eu
cd "$(dirname "$0")/.."
B=${1:-build}; PY=${PYTHON:-python3}; PEER=${GGML_PEER:-../shared/peers/ggml-peer.sh}
[[ -x $PEER ]] || PEER=/work/shared/peers/ggml-peer.sh
load() { cut -d' ' -f1 /proc/loadavg; }
steps=()
step() {  # step NAME COMMAND...: runs it, records the load around it
  local before; before=$(load); local t0; t0=$(date -u +%FT%TZ)
  "${@:2}"
  steps+=("{\"step\": \"$1\", \"start\": \"$t0\", \"load1_before\": $before, \"load1_after\": $(load)}")
}
# Three repetitions of each benchmark; bench/cpu_results.py reports their median (one run of a
# shared VM's timings moved by up to 50% between repetitions minutes apart).
REPS=(--benchmark_repetitions=3 --benchmark_report_aggregates_only=false)
step bench_all_threads "$B/bench/morph_cpu_bench" "${REPS[@]}" --benchmark_out=bench/cpu_bench.json \
  --benchmark_out_format=json
step bench_1_thread env MORPH_CPU_THREADS=1 "$B/bench/morph_cpu_bench" "${REPS[@]}" \
  --benchmark_filter='memcpy|copy_nt|silu|chain7' --benchmark_out=bench/cpu_bench_1thread.json --benchmark_out_format=json
step peers "$PY" bench/cpu_peers.py --json bench/cpu_peers.json
if [[ -f /tmp/ggml-peer/cpu/done && $(cat /tmp/ggml-peer/cpu/done) == 0 ]]; then
  python3 bench/cpu_ggml_cases.py > /tmp/cpu_ggml_cases.txt
  step ggml bash -c "'$PEER' perf cpu --test-file /tmp/cpu_ggml_cases.txt > bench/cpu_ggml.txt 2>&1"
fi
model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')
{ echo "{\"cpu_model\": \"$model\", \"nproc\": $(nproc), \"steps\": ["; (IFS=,; echo "${steps[*]}"); echo "]}"; } \
  > bench/cpu_conditions.json
python3 bench/cpu_results.py
