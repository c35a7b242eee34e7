#!/bin/bash
# One call on the GPU machine (~5 minutes) after a change to the q8_1 matvec kernels: ggml's
# test-backend-ops built in the background from the start; the island and matvec tests on CUDA
# (bitwise vs the oracle); the q8_1 matvec of every type it covers; ggml's MUL_MAT for the same
# types at the same shape in the same call. Raw files in $OUT; a short table prints last.
#   carry: [".carry-lead"]   (static morph_tests, morph_matvec_bench, ggml-peer.sh + its tarball)
#   command: bash bench/run_device_q81.sh .carry-lead
B=${1:-.carry-lead}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
T0=$(date +%s)
el() { echo $(( $(date +%s) - T0 )); }
# NO_GGML=1: Morph only (matvec_results.py --ggml-from takes ggml's lines from an earlier call).
[ -n "${NO_GGML:-}" ] || WAIT_S=1 bash "$B/ggml-peer.sh" build cuda > "$O/ggml_build.log" 2>&1
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD"
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,memory.total --format=csv 2>&1
} > "$O/machine.txt"
F="${MORPH_TEST_FILTER:-Island*:*IslandConf*/cuda:MatvecQ8_1*:*MatvecQ8_1Conf*/cuda:*Matvec*/cuda}"
timeout ${TEST_S:-150} "$B/morph_tests" --gtest_filter="$F" > "$O/tests_cuda.log" 2>&1
echo "[$(el) s] tests exit $? ($(grep -c '^\[       OK' "$O/tests_cuda.log") passed)"
grep -E "^\[  (FAILED|PASSED)|Failure" "$O/tests_cuda.log" | head -12
TYPES=q8_0,q4_0,q4_1,q5_0,q5_1,q2_K,q3_K,q4_K,q5_K,q6_K,iq4_nl,iq4_xs,mxfp4
timeout ${Q81_S:-200} "$B/morph_matvec_bench" --q8_1-only --types $TYPES --shapes 4096x14336 --reps 15 \
  --check-rows 512 --json "$O/matvec_q8_1.jsonl" > "$O/matvec_q8_1.txt" 2>&1
echo "[$(el) s] q8_1 exit $?"
if [ -z "${NO_GGML:-}" ]; then
  . "$(cd "$(dirname "$0")" && pwd)/device_ggml.sh"
  ggml_mul_mat_n1 "$B" "$O" $(( ${GGML_DEADLINE_S:-420} - $(el) ))
  echo "[$(el) s] ggml done"
fi
echo "== q8_1"; tail -16 "$O/matvec_q8_1.txt"
[ -n "${NO_GGML:-}" ] || { echo "== ggml"; grep -E "MUL_MAT" "$O/ggml_mul_mat_n1.txt" | head -16; }
