#!/bin/bash
# One call on the GPU machine: (1) morph_matvec_bench over every schedule candidate of the
# f32-activation matvec for MV_TYPES at MV_SHAPES (one column; hot, cold and back-to-back times,
# CHECK rows per case bitwise against the plain C++ reference) into matvec_sweep.jsonl
# (bench/matvec_results.py reads it); (2) `morph table` cases per backend (CASES_cuda,
# CASES_opencl, CASES_vulkan: comma-separated; each time boxed by CASE_S) into cells.jsonl — the
# cells ledger reads it (bench/cells_docs.sh); optionally TEST_FILTER (morph_tests on the GPU
# machine, TEST_S) first and TUNE=1 (`morph tune --all` on CUDA
# into tune.json, the ledger's tuned column) last. Raw files in $OUT/sweep.tgz; a short table
# prints last.
#   carry: [".carry-cells", ".gl"]   (static stripped morph, morph_matvec_bench, morph_tests,
#                                     libOpenCL.so.1)
#   command: MV_TYPES=q4_K,q8_0 CASES_cuda=attn_decode_8k bash bench/run_device_sweep.sh .carry-cells
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_gpu_apis sweep "${1:-.carry-cells}"
if [ -n "${TEST_FILTER:-}" ]; then
  timeout "${TEST_S:-90}" "$B/morph_tests" --gtest_filter="$TEST_FILTER" > "$O/tests.log" 2>&1
  echo "[$(el) s] tests exit $? (OK $(grep -c '^\[       OK' "$O/tests.log"), FAILED $(grep -c '^\[  FAILED  \] [A-Z]' "$O/tests.log"))"
fi
if [ -n "${MV_TYPES:-}" ]; then
  timeout "${MV_S:-250}" "$B/morph_matvec_bench" --types "$MV_TYPES" --shapes "${MV_SHAPES:-4096x14336,14336x4096}" \
    --cols 1 --reps "${REPS:-10}" --check-rows "${CHECK:-64}" --json "$O/matvec_sweep.jsonl" > "$O/matvec_sweep.txt" 2>&1
  echo "[$(el) s] matvec sweep exit $? ($(grep -c . "$O/matvec_sweep.jsonl") rows)"
fi
for be in cuda opencl vulkan; do
  v=CASES_$be
  [ -n "${!v:-}" ] || continue
  timeout "${CASE_S:-90}" "$B/morph" table --backends $be --cases "${!v}" --seed "${SEED:-20261203}" \
    --oracle-max 16384 --reps 10 --no-plain-times --jsonl "$O/cells.jsonl" > "$O/table_$be.txt" 2> "$O/table_$be.err"
  echo "[$(el) s] table $be exit $? ($(grep -c "\"backend\": *\"$be\"" "$O/cells.jsonl") rows)"
done
if [ -n "${TUNE:-}" ]; then
  timeout "${TUNE_S:-80}" "$B/morph" tune --all --backend cuda --json > "$O/tune.json" 2> "$O/tune.err"
  echo "[$(el) s] tune exit $?"
fi
pack_tmp sweep
[ -f "$O/matvec_sweep.jsonl" ] && python3 - "$O/matvec_sweep.jsonl" <<'PY'
import collections, json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
by = collections.defaultdict(list)
for r in rows: by[(r["type"], f'{r["rows"]}x{r["k"]}')].append(r)
for (t, sh), rs in by.items():
    print(f"{t:7s} {sh:11s} " + "  ".join(f'{r["sched"]} {r["us_hot"]:.1f}' for r in rs) +
          f'  mismatches {sum(r.get("mismatches", 0) for r in rs)}')
PY
