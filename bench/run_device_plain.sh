#!/bin/bash
# One call on the GPU machine (~5 minutes) after a change to the F32/F16/BF16 matvec
# (morph/quant/matvec_plain.h): ggml's test-backend-ops built in the background from the start;
# the matvec tests on CUDA and NVIDIA OpenCL (bitwise vs the C++ reference); every plain schedule
# of morph_matvec_bench at 4096x14336 and 14336x4096, 1 and 8 columns; cuBLAS through
# torch.matmul and the copy bandwidth (bench/matvec_peers.py); ggml's MUL_MAT for f16/bf16/f32 at
# the same shapes in the same call. Raw files packed into $OUT/plain_raw.tgz (a call returns at
# most 8 files); bench/matvec_results.py's table prints last.
#   carry: [".carry-lead"]   (static morph_tests, morph_matvec_bench, libOpenCL.so.1, ggml-peer.sh + tarball)
#   command: bash bench/run_device_plain.sh .carry-lead
B=${1:-.carry-lead}
OUTDIR=${OUT:-/tmp/morph-out}
O=$OUTDIR/raw
mkdir -p "$O"
T0=$(date +%s)
el() { echo $(( $(date +%s) - T0 )); }
[ -n "${NO_GGML:-}" ] || WAIT_S=1 bash "$B/ggml-peer.sh" build cuda > "$O/ggml_build.log" 2>&1
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
opencl_icd
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" PYTHONUNBUFFERED=1
export MORPH_BENCH_THREADS=8
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,memory.total --format=csv 2>&1
  python3 -c 'import torch; print("torch", torch.__version__)' 2>&1 | tail -1
} > "$O/machine.txt"
# CUDA first (gtest runs the OpenCL instances first within one call, and NVIDIA OpenCL compiles
# every type's kernel: minutes), then NVIDIA OpenCL with the time left.
for be in cuda opencl; do
  timeout $([ $be = cuda ] && echo ${TEST_S:-90} || echo ${TEST_OCL_S:-60}) nice -n 10 "$B/morph_tests" \
    --gtest_filter="*MatvecConf*/$be:*TuneCandidates*Matvec*/$be" > "$O/tests_$be.log" 2>&1
  echo "[$(el) s] tests $be rc=$? ($(grep -c '^\[       OK' "$O/tests_$be.log") passed)"
  grep -E "^\[  (FAILED|PASSED)|Failure|outputs" "$O/tests_$be.log" | head -8
done
[ -n "${TESTS_ONLY:-}" ] && { tar -czf "$OUTDIR/plain_raw.tgz" -C "$O" .; exit 0; }
for sh in 4096x14336 14336x4096; do
  timeout ${BENCH_S:-100} nice -n 10 "$B/morph_matvec_bench" --types f16,bf16,f32 --shapes $sh --cols 1 --reps 15 \
    --check-rows 512 --json "$O/matvec_$sh.jsonl" > "$O/matvec_$sh.log" 2>&1
  echo "[$(el) s] bench $sh rc=$?"
done
timeout ${BENCH8_S:-60} nice -n 10 "$B/morph_matvec_bench" --types f16,f32 --shapes 4096x14336 --cols 8 --reps 15 \
  --check-rows 512 --json "$O/matvec_n8.jsonl" > "$O/matvec_n8.log" 2>&1
echo "[$(el) s] bench n8 rc=$?"
timeout ${PEERS_S:-40} nice -n 10 python3 "$B/matvec_peers.py" --reps 15 --json "$O/torch.jsonl" > "$O/torch.log" 2>&1
echo "[$(el) s] torch rc=$?"
if [ -z "${NO_GGML:-}" ]; then
  left=$(( ${GGML_DEADLINE_S:-300} - $(el) )); [ $left -lt 1 ] && left=1
  WAIT_S=$left bash "$B/ggml-peer.sh" wait cuda >> "$O/ggml_build.log" 2>&1
  echo "[$(el) s] $(tail -2 "$O/ggml_build.log" | tr '\n' ' ')"
  for n in 1 8; do
    timeout 30 bash "$B/ggml-peer.sh" perf cuda -o MUL_MAT -p "type_a=(f16|bf16|f32),type_b=f32,m=4096,n=$n,k=14336," 2>&1 \
      | sed 's/\x1b\[[0-9;]*m//g' > "$O/ggml_mul_mat_n$n.txt"
  done
  echo "[$(el) s] ggml done"
fi
grep -hE "MISMATCH|error" "$O"/matvec_*.log | head -5
tar -czf "$OUTDIR/plain_raw.tgz" -C "$O" .
python3 "$B/matvec_results.py" "$O" 2>&1 | head -40 | cut -c1-220
