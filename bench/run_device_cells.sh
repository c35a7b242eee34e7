#!/bin/bash
# One call on the GPU machine (~8 minutes): the cells ledger's H200 run (issue 17) — the cells' own
# workloads (`morph table --cells`: every op alone per storage type, RoPE, attention, matvec) on
# CUDA, NVIDIA OpenCL and NVIDIA Vulkan, each bitwise against the oracle and plain C++ and timed
# by the device's clock; bench/cuda_bench's copy line (the memory roof); PyTorch's times for the
# same workloads (bench/peers.py --cells); `morph tune --all` on CUDA (the ledger's tuned column).
# Raw files in $OUT/cells.tgz (machine.txt, devices.txt, morph.jsonl, cells.jsonl,
# cells_peers.jsonl, tune.json, clocks.csv, logs); docs/cells.md is then regenerated from it here
# (bench/cells_docs.sh). Each step is time boxed; cases stream to cells.jsonl as they end.
#   carry: [".carry-cells", ".gl"]   (static stripped morph and morph_cuda_bench, libOpenCL.so.1)
#   command: bash bench/run_device_cells.sh .carry-cells
# Env: BACKENDS (default "cuda opencl vulkan"), time boxes BENCH_S CELLS_S PEERS_S TUNE_S in
# seconds (PEERS_S=0 or TUNE_S=0 skips that step), SEED; TEST_FILTER (morph_tests first, time
# boxed by TEST_S, into tests.log).
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_gpu_apis cells "${1:-.carry-cells}"
# The GPU's clocks through the call (NVIDIA's Vulkan driver lowers them under light load).
nvidia-smi --query-gpu=timestamp,pstate,clocks.sm,clocks.mem,utilization.gpu,power.draw --format=csv -lms 200 \
  > "$O/clocks.csv" 2>&1 &
CLOCKS=$!
if [ -n "${TEST_FILTER:-}" ]; then
  timeout "${TEST_S:-90}" "$B/morph_tests" --gtest_filter="$TEST_FILTER" > "$O/tests.log" 2>&1
  rc=$?; echo "[$(el) s] tests exit $rc (OK $(grep -c '^\[       OK' "$O/tests.log"), FAILED $(grep -c '^\[  FAILED  \] [A-Z]' "$O/tests.log"))"
  pack_tmp cells
fi
timeout "${BENCH_S:-60}" "$B/morph_cuda_bench" --reps 20 --json "$O/morph.jsonl" > "$O/cuda_bench.txt" 2>&1
rc=$?; echo "[$(el) s] cuda_bench exit $rc ($(grep -c copy "$O/morph.jsonl") copy line)"
for be in ${BACKENDS:-cuda opencl vulkan}; do
  timeout "${CELLS_S:-100}" "$B/morph" table --cells --backends $be --seed "${SEED:-20261203}" --oracle-max 16384 \
    --reps 10 --no-plain-times --jsonl "$O/cells.jsonl" > "$O/cells_$be.txt" 2> "$O/cells_$be.err"
  rc=$?; echo "[$(el) s] cells $be exit $rc (124: time box; $(grep -c "\"backend\": *\"$be\"" "$O/cells.jsonl") rows)"
  pack_tmp cells  # after each step: a call cut by its time limit still returns what finished
done
[ "${PEERS_S:-70}" -gt 0 ] && timeout "${PEERS_S:-70}" python3 "$S/peers.py" --cells --morph "$B/morph" --reps 10 --json "$O/cells_peers.jsonl" \
  > "$O/cells_peers.txt" 2>&1
rc=$?; echo "[$(el) s] peers --cells exit $rc ($(wc -l < "$O/cells_peers.jsonl") rows)"
[ "${TUNE_S:-90}" -gt 0 ] && timeout "${TUNE_S:-90}" "$B/morph" tune --all --backend cuda --json > "$O/tune.json" 2> "$O/tune.err"
rc=$?; echo "[$(el) s] tune exit $rc"
kill $CLOCKS
pack_tmp cells
python3 "$S/cells_count.py" "$O/cells.jsonl"
