#!/bin/bash
# The one-call run on the GPU machine: the machine's identity, the CUDA/NVIDIA-OpenCL tests
# named by MORPH_TEST_FILTER, `morph table` on cuda and opencl with device times and the
# PyTorch peers, the CUDA benchmarks at 64 Mi and their PyTorch peers. Raw results go to $OUT
# (7 files: machine.json, logs.txt, tests.log, morph.jsonl, table.json, table_peers.jsonl,
# peers.jsonl); bench/results_table.py turns them into bench/RESULTS.md.
#   bash bench/run_device_all.sh .carry        # dir with morph_tests, morph, morph_cuda_bench, libOpenCL.so.1
# NVIDIA OpenCL: the ICD loader (libOpenCL.so.1, carried) reads an ICD file naming
# libnvidia-opencl.so.1 through OCL_ICD_VENDORS.
# Knobs: SKIP_TESTS, SKIP_TABLE, SKIP_BENCH, TEST_S / BENCH_S / TABLE_S / PEERS_TABLE_S / PEERS_S (timeouts), TABLE_REPS,
# TABLE_ARGS (default "--backends cuda,opencl"; add vulkan with .gl carried).
B=${1:-.carry}
S=$(cd "$(dirname "$0")" && pwd)  # peers.py, results_table.py and device_loaders.sh beside this script (carried or bench/)
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
opencl_icd
vulkan_loader  # for TABLE_ARGS="--backends cuda,opencl,vulkan" (the Vulkan loader's debs carried in .gl/)
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" MORPH_CLI="$PWD/$B/morph" PYTHONUNBUFFERED=1
L="$O/logs.txt"
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "nvidia opencl: $P"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,memory.total --format=csv 2>&1
  python3 -c 'import torch; print("torch", torch.__version__)' 2>&1 | tail -1
  "$B/morph" devices 2>&1
} > "$L"
python3 - "$O/machine.json" <<'EOF'
import json, subprocess, sys, datetime
def sh(c):
    try: return subprocess.run(c, shell=True, capture_output=True, text=True, timeout=30).stdout.strip()
    except Exception as e: return f"n/a ({e})"
json.dump({"date": datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M UTC"),
           "gpu": sh("nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,memory.total --format=csv,noheader"),
           "torch": sh("python3 -c 'import torch, triton; print(torch.__version__, \"triton\", triton.__version__)' 2>&1 | tail -1"),
           "cpu": sh("nproc")}, open(sys.argv[1], "w"), indent=1)
EOF
if [ -z "${SKIP_TESTS:-}" ]; then
  timeout ${TEST_S:-60} "$B/morph_tests" --gtest_filter="${MORPH_TEST_FILTER:-*MapSchedule*:*FuseBuilderBackend*:*LanesBackend*:OpenClDevice.DeviceTime*}" > "$O/tests.log" 2>&1
  rc=$?; echo "morph_tests exit $rc"
  grep -E "^\[  (FAILED|PASSED|SKIPPED) |^\[==========\]|Failure| differ" "$O/tests.log" | head -20
fi
if [ -z "${SKIP_BENCH:-}" ]; then
  timeout ${BENCH_S:-90} "$B/morph_cuda_bench" --json "$O/morph.jsonl" >> "$L" 2>&1; echo "morph_cuda_bench exit $?"
fi
if [ -z "${SKIP_TABLE:-}" ]; then
  # Morph's table and its peers in two runs with their own time limits (`morph table --peers` does
  # both in one; split here so that a slow torch.compile cannot cost the Morph rows).
  timeout ${TABLE_S:-120} "$B/morph" table ${TABLE_ARGS:---backends cuda,opencl} --reps ${TABLE_REPS:-20} --json \
    > "$O/table.json" 2>> "$L"
  echo "morph table exit $?"
  timeout ${PEERS_TABLE_S:-90} python3 "$S/peers.py" --table --reps ${TABLE_REPS:-20} --json "$O/table_peers.jsonl" >> "$L" 2>&1
  echo "peers --table exit $?"
fi
if [ -z "${SKIP_BENCH:-}" ]; then
  timeout ${PEERS_S:-75} python3 "$S/peers.py" --json "$O/peers.jsonl" >> "$L" 2>&1; echo "peers exit $?"
fi
python3 "$S/results_table.py" --dir "$O" --summary 2>&1 | tail -40
