#!/bin/bash
# One call on the GPU machine after a change to Morph's math (~7 minutes): the conformance suites
# of the elementwise and row kernels on CUDA, NVIDIA OpenCL and NVIDIA Vulkan side by side
# (bitwise vs the oracle: scalar conformance, fusion, random chains and graphs, broadcasts, row
# schedules), then bench/run_device_all.sh's timed part (64 Mi benchmarks, `morph table` on cuda
# and opencl with device times, the PyTorch peers), then the SASS instruction counts of the
# one-op kernels (bench/math_isa.py sass) for the cubins carried in $B/isa/<label>/ (emitted on
# the build machine by `math_isa.py emit`). Raw files go to /tmp/math there, packed as
# $OUT/math.tgz (a call returns at most 8 files); the short tables print last.
#   carry: [".carry-math", ".gl"]     command: bash bench/run_device_math.sh .carry-math
# Knobs: TEST_S (150), ONLY_TESTS (the suites alone), and run_device_all.sh's BENCH_S / TABLE_S / PEERS_TABLE_S / PEERS_S.
B=${1:-.carry-math}
S=$(cd "$(dirname "$0")" && pwd)
REAL_OUT=${OUT:-/tmp/morph-out}
export OUT=/tmp/math
mkdir -p "$OUT" "$REAL_OUT"
. "$S/device_loaders.sh"
pack() { pack_tmp math; }
vulkan_loader
opencl_icd
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" PATH="$PATH:/usr/local/cuda/bin"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" MORPH_CLI="$PWD/$B/morph" PYTHONUNBUFFERED=1
export MORPH_DAG_BACKEND_CASES=${MORPH_DAG_BACKEND_CASES:-100} MORPH_CHAIN_BACKEND_CASES=${MORPH_CHAIN_BACKEND_CASES:-300}
"$B/morph" devices > "$OUT/devices.txt" 2>&1
# Everything on the backend but the quantized matvec, attention and the per-backend islands
# (their kernels do not use the unary math); the tuner's candidates last (slowest).
NEG='*Matvec*:*Q8_1*:*Attention*:*Island*:*Rope*'
for be in cuda opencl vulkan; do
  timeout "${TEST_S:-150}" "$B/morph_tests" --gtest_filter="*/$be:-$NEG" > "$OUT/tests_$be.log" 2>&1 &
done
wait
for be in cuda opencl vulkan; do
  echo "== tests_$be ($(grep -c '^\[       OK' "$OUT/tests_$be.log") passed)"
  grep -E "^\[  (FAILED|PASSED|SKIPPED) |^\[==========\]| FAILED |Failure" "$OUT/tests_$be.log" | head -20
done
pack
# ONLY_TESTS=1: the conformance suites alone (a call of its own, TEST_S up to ~500 s).
[ -n "${ONLY_TESTS:-}" ] && exit 0
SKIP_TESTS=1 bash "$S/run_device_all.sh" "$B" > "$OUT/all_console.txt" 2>&1
pack
for d in "$B"/isa/*/; do
  [ -d "$d" ] || continue
  label=$(basename "$d")
  cp -r "$d" "/tmp/isa_$label"
  python3 "$S/math_isa.py" sass --dir "/tmp/isa_$label" > "$OUT/sass_$label.txt" 2>&1
  cp "/tmp/isa_$label/sass.json" "$OUT/sass_$label.json" 2>/dev/null
done
pack
echo "== run_device_all (tail)"; tail -45 "$OUT/all_console.txt"
for f in "$OUT"/sass_*.txt; do echo "== $(basename "$f")"; grep -E "silu|sigmoid|gelu_tanh|neg " "$f"; done
