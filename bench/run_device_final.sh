#!/bin/bash
# The lead's closing call on the GPU machine (one call, ~9 minutes): bench/run_device_lead.sh
# (conformance on CUDA, NVIDIA OpenCL and NVIDIA Vulkan; 64 Mi benchmarks; `morph table` with
# device times on cuda/opencl/vulkan; PyTorch peers), then the ULP-vs-PyTorch report of the
# broadcast/dtype cases (bench/ulp_vs_torch.py), `morph tune --all` and `morph cells` from the
# run's own files. Everything lands in /tmp/final/ there, packed as $OUT/final.tgz (a call returns at
# most 8 files); the short tables print last.
#   carry: [".carry-lead", ".gl"]     command: bash bench/run_device_final.sh .carry-lead
B=${1:-.carry-lead}
S=$(cd "$(dirname "$0")" && pwd)
REAL_OUT=${OUT:-/tmp/morph-out}
export OUT=/tmp/final
mkdir -p "$OUT"
TEST_S=${TEST_S:-120} BENCH_S=${BENCH_S:-50} TABLE_S=${TABLE_S:-140} PEERS_TABLE_S=${PEERS_TABLE_S:-60} \
  PEERS_S=${PEERS_S:-50} bash "$S/run_device_lead.sh" "$B" > "$OUT/lead_console.txt" 2>&1
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export OCL_ICD_VENDORS=/tmp/icd PYTHONUNBUFFERED=1
timeout 60 python3 "$S/ulp_vs_torch.py" --morph "$B/morph" --backend cuda --out /tmp/ulp > "$OUT/ulp.txt" 2>&1
cp /tmp/ulp/ulp.json "$OUT/ulp.json" 2>/dev/null
timeout 70 "$B/morph" tune --all --backend cuda --json > "$OUT/tune.json" 2> "$OUT/tune.err"
timeout 20 "$B/morph" tune --all --backend cuda > "$OUT/tune_cached.txt" 2>&1
timeout 30 "$B/morph" cells --results "$OUT" --markdown > "$OUT/cells.md" 2> "$OUT/cells.err"
mkdir -p "$REAL_OUT"; tar -C /tmp -czf "$REAL_OUT/final.tgz" final
cp "$OUT/table.json" "$OUT/tests.log" "$REAL_OUT/" 2>/dev/null
echo "== lead (tail)"; tail -45 "$OUT/lead_console.txt"
echo "== ulp"; tail -14 "$OUT/ulp.txt"
echo "== tune cached"; tail -12 "$OUT/tune_cached.txt"
