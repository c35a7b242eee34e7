#!/bin/bash
# Regenerates docs/cells.md (`morph cells --markdown`) from the runs kept under bench/results: the
# newest H200 closing run (its tests: exactness evidence on cuda, opencl and vulkan; older runs
# tested older code), every other H200 run holding cells.jsonl (bench/run_device_cells.sh and
# run_device_sweep.sh: the cells' workloads on cuda, opencl and vulkan, torch peers, `morph tune
# --all` winners) or ggml perf output (the matvec and RoPE cells' peers), and the newest local run
# (bench/cells_local.sh: cpu and PoCL, NumPy peers) with its newest slow-cells run (the row,
# RoPE, attention and matvec cases on cpu). A later run (by its date) overrides an earlier run's time
# for the same workload and backend; test evidence accumulates (morph/cells/ledger.h).
#   bash bench/cells_docs.sh [build-dir]
set -euo pipefail
cd "$(dirname "$0")/.."
M=${1:-build}/morph
newest() { compgen -G "$1" > /dev/null && ls -d $1 | sort | tail -1 || true; }
RUNS=()
close=$(newest 'bench/results/h200-*-close*')
[ -n "$close" ] && RUNS+=(--results "$close")
for d in bench/results/h200-*; do
  [ "$d" = "$close" ] && continue
  if [ -f "$d/cells.jsonl" ] || compgen -G "$d/ggml_*.txt" > /dev/null; then RUNS+=(--results "$d"); fi
done
local_run=$(newest 'bench/results/local-*-cells')
[ -n "$local_run" ] && RUNS+=(--results "$local_run")
slow_run=$(newest 'bench/results/local-*-cells-slow')
[ -n "$slow_run" ] && RUNS+=(--results "$slow_run")
"$M" cells "${RUNS[@]}" --markdown > docs/cells.md
echo "docs/cells.md regenerated from ${RUNS[*]}"
