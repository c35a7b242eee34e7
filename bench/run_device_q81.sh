#!/bin/bash
# One call on the GPU machine (~6 minutes) after a change to the q8_1 matvec kernels: ggml's
# test-backend-ops built in the background from the start; the island and q8_1 matvec tests on
# CUDA, NVIDIA OpenCL and NVIDIA Vulkan (bitwise vs the host definition); the q8_1 matvec of
# $TYPES (default: every type it covers) at 4096x14336 over its ten schedules; ggml's MUL_MAT for
# the same types at the same shape in the same call. Raw files in $OUT/q81.tgz; a short table
# prints last.
#   carry: [".carry-lead", ".gl"]  (all.tar.xz: static morph_tests, morph_matvec_bench; ggml-peer.sh
#                                   + its tarball; .gl: the Vulkan loader's packages)
#   command: bash bench/run_device_q81.sh .carry-lead
B=${1:-.carry-lead}
S=$(cd "$(dirname "$0")" && pwd)
REAL_OUT=${OUT:-/tmp/morph-out}
O=/tmp/q81
mkdir -p "$O" "$REAL_OUT"
T0=$(date +%s)
el() { echo $(( $(date +%s) - T0 )); }
[ -f "$B/all.tar.xz" ] && tar -C "$B" -xJf "$B/all.tar.xz"
. "$S/device_loaders.sh"
vulkan_loader
opencl_icd
# NO_GGML=1: Morph only (matvec_results.py --ggml-from takes ggml's lines from an earlier call).
[ -n "${NO_GGML:-}" ] || WAIT_S=1 bash "$B/ggml-peer.sh" build cuda > "$O/ggml_build.log" 2>&1
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD"
machine_txt "$O/machine.txt"
F="Island*:*IslandConf*/cuda:MatvecQ8_1*:*MatvecQ8_1Conf*/cuda:*MatvecQ8_1Conf*/opencl:*MatvecQ8_1Conf*/vulkan"
F="${MORPH_TEST_FILTER:-$F:*Q8_1QuantizeConf*}"
timeout ${TEST_S:-200} "$B/morph_tests" --gtest_filter="$F" > "$O/tests.log" 2>&1
echo "[$(el) s] tests exit $? ($(grep -c '^\[       OK' "$O/tests.log") passed," \
  "$(grep -c '^\[  FAILED  \] [A-Z]' "$O/tests.log") failed)"
grep -E "^\[  FAILED  \] [A-Z]|Failure" "$O/tests.log" | head -12
pack_tmp q81
TYPES=${TYPES:-q8_0,q4_0,q4_1,q5_0,q5_1,q2_K,q3_K,q4_K,q5_K,q6_K,iq4_nl,iq4_xs,mxfp4,nvfp4,q1_0,q2_0}
timeout ${Q81_S:-200} "$B/morph_matvec_bench" --q8_1-only --types $TYPES --shapes 4096x14336 --reps 15 \
  --check-rows 512 --json "$O/matvec_q8_1.jsonl" > "$O/matvec_q8_1.txt" 2>&1
echo "[$(el) s] q8_1 exit $?"
pack_tmp q81
if [ -z "${NO_GGML:-}" ]; then
  . "$S/device_ggml.sh"
  GGML_TYPES="(${TYPES//,/|})" ggml_mul_mat_n1 "$B" "$O" $(( ${GGML_DEADLINE_S:-480} - $(el) ))
  echo "[$(el) s] ggml done"
fi
pack_tmp q81
echo "== q8_1 (best schedule per type, hot us)"
python3 - "$O/matvec_q8_1.jsonl" <<'PY'
import json, sys
best = {}
for line in open(sys.argv[1]):
    r = json.loads(line)
    if r["us_hot"] > 0 and (r["type"] not in best or r["us_hot"] < best[r["type"]]["us_hot"]):
        best[r["type"]] = r
for t, r in best.items():
    print(f'{t:8s} {r["sched"]:14s} hot {r["us_hot"]:7.2f} us  cold {r["us_cold"]:7.2f}  mism {r["mismatches"]}')
PY
echo "schedules with mismatches: $(grep -c MISMATCH "$O/matvec_q8_1.txt")"
[ -n "${NO_GGML:-}" ] || { echo "== ggml"; grep -E "MUL_MAT" "$O/ggml_mul_mat_n1.txt" |
  sed -E 's/.*type_a=([a-zA-Z0-9_]+),.* ([0-9.]+) us\/run.*/ggml \1 \2 us/' | head -20; }
exit 0
