#!/bin/bash
# One call on the GPU machine (~8 minutes): what the cells ledger still lacks on the H200 (issue 17)
# and the Vulkan short-row A/B (issue 15).
#  1. ggml's test-backend-ops built in the background (../shared/peers/ggml-peer.sh, carried in B).
#  2. morph_tests' TEST_FILTER (none by default), time boxed by TEST_S, into tests.log.
#  3. The row cases (ROW_CASES) on CUDA, then on Vulkan under each configuration of ROW_CONFIGS
#     ("name:ENV=V,ENV=V ..."; default: a workgroup per short row, MORPH_VULKAN_SHORT_ROWS=
#     workgroup, against the subgroup-row schedules, =subgroup), 10 reps each, bitwise against the
#     oracle: vk_table.py prints them side by side.
#  4. The matvec cells (`matvec_<type>_down` of every type) on each backend of MATVEC_BACKENDS
#     (default "opencl vulkan"; empty: none), then the graph cells (`morph table --cells`) on each backend of
#     CELL_BACKENDS (default none), into cells.jsonl; cuda_bench's copy line (the memory roof).
#     (`--cases $CELL_CASES` instead of --cells where CELL_CASES is set).
#  5. With PEERS_S > 0: bench/peers.py --cells (PyTorch on the cells' workloads), time boxed.
#  6. ggml's one-column MUL_MAT at 4096 x 14336 (its perf mode has no 14336 x 4096 case) for the
#     types of GGML_TYPES (the ledger's matvec peers, ggml_mul_mat.txt; empty: no ggml build).
#  ROW_CONFIGS empty: no row cases.
# Raw files in $OUT/ledger.tgz (bench/results/<machine>-<date>-<name>/ once unpacked: the ledger
# reads it as a run).
#   carry: [".carry-cells", ".gl"]   command: bash bench/run_device_ledger.sh .carry-cells
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_gpu_apis ledger "${1:-.carry-cells}"
TY=${GGML_TYPES-iq2_xxs|iq2_xs|iq2_s|iq3_xxs|iq3_s|iq1_s|iq1_m}
[ -n "$TY" ] && WAIT_S=1 bash "$B/ggml-peer.sh" build cuda > "$O/ggml_build.log" 2>&1
nvidia-smi --query-gpu=timestamp,pstate,clocks.sm,clocks.mem,utilization.gpu,power.draw --format=csv -lms 200 \
  > "$O/clocks.csv" 2>&1 &
CLOCKS=$!
left() { echo $((${TOTAL_S:-540} - $(el))); }
box() { local l; l=$(left); [ "$l" -lt "$1" ] && echo "$l" || echo "$1"; }

if [ -n "${TEST_FILTER:-}" ]; then
  timeout "$(box ${TEST_S:-90})" "$B/morph_tests" --gtest_filter="$TEST_FILTER" > "$O/tests.log" 2>&1
  rc=$?; echo "[$(el) s] tests exit $rc (OK $(grep -c '^\[       OK' "$O/tests.log"), FAILED $(grep -c '^\[  FAILED  \] [A-Z]' "$O/tests.log"))"
  grep '^\[  FAILED  \] [A-Z]' "$O/tests.log" | head -5
  pack_tmp ledger
fi
ROW_CASES=${ROW_CASES:-gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,rope_norm_q_1tok,rope_norm_k_512tok}
rows() {  # NAME BACKEND [ENV=VALUE...]
  local n=$1 be=$2
  shift 2
  env "$@" timeout "$(box 60)" "$B/morph" table --backends "$be" --cases "$ROW_CASES" --reps 10 --no-plain-times \
    --seed "${SEED:-20261203}" --jsonl "$O/$n.jsonl" > "$O/$n.txt" 2> "$O/$n.err"
  echo "[$(el) s] rows $n exit $?"
}
CONFIGS=${ROW_CONFIGS-vk_wg:MORPH_VULKAN_SHORT_ROWS=workgroup vk_sg:MORPH_VULKAN_SHORT_ROWS=subgroup}
NAMES=cuda
[ -n "$CONFIGS" ] && rows cuda cuda
for c in $CONFIGS; do
  n=${c%%:*}; vars=${c#*:}
  rows "$n" vulkan ${vars//,/ }
  NAMES="$NAMES,$n"
done
pack_tmp ledger

timeout "$(box 40)" "$B/morph_cuda_bench" --reps 20 --json "$O/morph.jsonl" > "$O/cuda_bench.txt" 2>&1
echo "[$(el) s] cuda_bench exit $? ($(grep -c copy "$O/morph.jsonl") copy line)"
MV=$("$B/morph" table --help | grep -o 'matvec_[a-z0-9_A-Z]*_down' | sort -u | paste -sd,)
for be in ${MATVEC_BACKENDS-opencl vulkan}; do
  timeout "$(box ${MATVEC_S:-120})" "$B/morph" table --backends "$be" --cases "$MV" --reps 10 --no-plain-times \
    --seed "${SEED:-20261203}" --oracle-max 16384 --jsonl "$O/cells.jsonl" > "$O/matvec_$be.txt" 2> "$O/matvec_$be.err"
  echo "[$(el) s] matvec cells $be exit $? (124: time box; $(grep -c "\"backend\": *\"$be\"" "$O/cells.jsonl") rows)"
  pack_tmp ledger
done
CELLS_ARGS=--cells
[ -n "${CELL_CASES:-}" ] && CELLS_ARGS="--cases $CELL_CASES"
for be in ${CELL_BACKENDS:-}; do
  timeout "$(box ${CELLS_S:-150})" "$B/morph" table $CELLS_ARGS --backends "$be" --reps 10 --no-plain-times \
    --seed "${SEED:-20261203}" --oracle-max 16384 --jsonl "$O/cells.jsonl" > "$O/cells_$be.txt" 2> "$O/cells_$be.err"
  echo "[$(el) s] graph cells $be exit $? (124: time box; $(grep -c "\"backend\": *\"$be\"" "$O/cells.jsonl") rows)"
  pack_tmp ledger
done

if [ "${PEERS_S:-0}" -gt 0 ]; then
  timeout "$(box $PEERS_S)" python3 "$S/peers.py" --cells --morph "$B/morph" --reps 10 --json "$O/cells_peers.jsonl" \
    > "$O/cells_peers.txt" 2>&1
  echo "[$(el) s] peers --cells exit $? ($(wc -l < "$O/cells_peers.jsonl") rows)"
fi
if [ -n "$TY" ]; then
  WAIT_S=$(box 200) bash "$B/ggml-peer.sh" wait cuda >> "$O/ggml_build.log" 2>&1
  tail -1 "$O/ggml_build.log"
  timeout "$(box ${GGML_S:-60})" bash "$B/ggml-peer.sh" perf cuda -o MUL_MAT -p "type_a=($TY),type_b=f32,m=4096,n=1,k=14336," 2>&1 |
    sed 's/\x1b\[[0-9;]*m//g' > "$O/ggml_mul_mat.txt"
  echo "[$(el) s] ggml perf: $(grep -c 'us/run' "$O/ggml_mul_mat.txt") MUL_MAT lines"
fi
kill $CLOCKS
pack_tmp ledger
[ -n "$CONFIGS" ] && python3 "$S/vk_table.py" "$O" "$NAMES"
python3 "$S/cells_count.py" "$O/cells.jsonl"
[ -n "$TY" ] && grep 'us/run' "$O/ggml_mul_mat.txt" | sed 's/ \+/ /g' | cut -c1-140
