#!/bin/bash
# The lead's closing call on the GPU machine (one call, ~9 minutes): bench/run_device_lead.sh
# (conformance on CUDA, NVIDIA OpenCL and NVIDIA Vulkan; 64 Mi benchmarks; `morph table` with
# device times on cuda/opencl/vulkan; PyTorch peers), then the ULP-vs-PyTorch report of the
# broadcast/dtype cases (bench/ulp_vs_torch.py), `morph tune --all`, the table cases it touches
# run again default vs tuned (bench/tune_compare.py: device time per case, bits equal by hash),
# the cells' own workloads (`morph table --cells`: every op alone per storage type, RoPE, attention
# per KV type, matvec per ggml type) and their PyTorch peers within what is left of the call's
# limit (CALL_S, default 420 s), and `morph cells` from the run's own files; right after the
# lead's step, the q8_1 matvec of every type it covers (~40 s, capped at Q81_S=60). Everything
# lands in /tmp/final/ there, packed as $OUT/final.tgz (a call returns at most 8 files); the short
# tables print last.
# Knobs beyond run_device_lead.sh's: Q81_S (60), ULP_S (60; 0 skips the ULP report), TUNE_S (90; 0 skips),
# CALL_S (the call's limit, 420) and CELLS_S (70: the most the cells' workloads and peers may take).
#   carry: [".carry-lead", ".gl"]     command: bash bench/run_device_final.sh .carry-lead
B=${1:-.carry-lead}
S=$(cd "$(dirname "$0")" && pwd)
REAL_OUT=${OUT:-/tmp/morph-out}
export OUT=/tmp/final
mkdir -p "$OUT" "$REAL_OUT"
# The call's time limit may cut the run short: the pack is refreshed after every step, so what
# ran comes back.
. "$S/device_loaders.sh"
pack() { pack_tmp final; }
# The table's seed is fixed so that the MORPH_AUTOTUNE=1 run below sees the same inputs.
export TABLE_SEED=${TABLE_SEED:-20261201}
TEST_S=${TEST_S:-120} BENCH_S=${BENCH_S:-50} TABLE_S=${TABLE_S:-140} PEERS_TABLE_S=${PEERS_TABLE_S:-60} \
  PEERS_S=${PEERS_S:-50} bash "$S/run_device_lead.sh" "$B" > "$OUT/lead_console.txt" 2>&1
pack
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export OCL_ICD_VENDORS=/tmp/icd PYTHONUNBUFFERED=1
# The q8_1 (dp4a island) matvec of every type it covers, 4096 x 14336, one column: hot and cold
# device time of three schedules, the quantizer's time, 512 rows checked bitwise against
# matvec_q8_1_host and their error vs float64 (~40 s; a failure or timeout is written down, the
# script goes on).
Q81_TYPES=q8_0,q4_0,q4_1,q5_0,q5_1,q2_K,q3_K,q4_K,q5_K,q6_K,iq4_nl,iq4_xs,mxfp4
timeout ${Q81_S:-60} "$B/morph_matvec_bench" --q8_1-only --types $Q81_TYPES --shapes 4096x14336 --reps 15 \
  --check-rows 512 --json "$OUT/matvec_q8_1.jsonl" > "$OUT/matvec_q8_1.txt" 2>&1 \
  || echo "morph_matvec_bench --q8_1-only exit $?" >> "$OUT/matvec_q8_1.txt"
pack
[ "${ULP_S:-60}" -gt 0 ] && timeout "${ULP_S:-60}" python3 "$S/ulp_vs_torch.py" --morph "$B/morph" --backend cuda \
  --out /tmp/ulp > "$OUT/ulp.txt" 2>&1
cp /tmp/ulp/ulp.json "$OUT/ulp.json" 2>/dev/null
pack
if [ "${TUNE_S:-90}" -gt 0 ]; then  # TUNE_S=0 skips the tuner and the default-vs-tuned table
timeout "${TUNE_S:-90}" "$B/morph" tune --all --backend cuda --json > "$OUT/tune.json" 2> "$OUT/tune.err"
timeout 20 "$B/morph" tune --all --backend cuda > "$OUT/tune_cached.txt" 2>&1
pack
# Does `tune --all` improve the table cases it touches without changing a bit? Those cases again
# on CUDA with the cached winners (MORPH_AUTOTUNE=1), same seed as the lead's table above (so the
# same inputs: case inputs depend on the seed and the case, not on the other cases listed);
# bench/tune_compare.py prints default (the lead's table.json) vs tuned device time per case and
# checks the outputs' xxHash64 equal (exit 1 otherwise). ~15-25 s (host references dominate).
# Without a usable table.json (timed out), the default run is made here too (~20 s more).
TC=swiglu_1tok,swiglu_512tok,silu_affine,chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,attn_decode_8k,matvec_q4_K_down,matvec_q8_0_down
TARGS="--backends cuda --cases $TC --seed $TABLE_SEED --oracle-max 65536 --json"
DEFAULT_JSON="$OUT/table.json"
if ! python3 -c "import json,sys; r=[x for x in json.load(open(sys.argv[1])) if x.get('backend')=='cuda' and x.get('output_xxh64')]; sys.exit(len(r) < 11)" "$DEFAULT_JSON" 2>/dev/null; then
  DEFAULT_JSON="$OUT/table_default.json"
  timeout 30 "$B/morph" table $TARGS > "$DEFAULT_JSON" 2> "$OUT/table_default.err"
fi
MORPH_AUTOTUNE=1 timeout 40 "$B/morph" table $TARGS > "$OUT/table_tuned.json" 2> "$OUT/table_tuned.err"
python3 "$S/tune_compare.py" --default "$DEFAULT_JSON" --tuned "$OUT/table_tuned.json" \
  --tune "$OUT/tune.json" --json "$OUT/tune_compare.json" > "$OUT/tune_compare.txt" 2>&1
echo "tune_compare exit $?" >> "$OUT/tune_compare.txt"
fi
# The cells' own workloads on CUDA, streamed case by case into cells.jsonl (graph cells first, f32
# before f16/bf16, then RoPE and attention, then matvec), then bench/peers.py --cells (torch eager
# per graph cell, SDPA per attention cell). Time boxed by what is left of the call: CALL_S minus
# 20 s for the ledger and the pack, at most CELLS_S (70 s); three quarters to Morph, one quarter
# to the peers. With less than 15 s left both are skipped (the next run fills them).
left=$(( ${CALL_S:-420} - 20 - SECONDS ))
CELLS_S=$(( left < ${CELLS_S:-70} ? left : ${CELLS_S:-70} ))
echo "cells: ${CELLS_S} s left for the cells' workloads (call at ${SECONDS} s)" > "$OUT/cells_console.txt"
if [ "$CELLS_S" -ge 15 ]; then
  timeout $(( CELLS_S * 3 / 4 )) "$B/morph" table --cells --backends cuda --seed "$TABLE_SEED" --oracle-max 16384 \
    --reps 10 --no-plain-times --jsonl "$OUT/cells.jsonl" > /dev/null 2>> "$OUT/cells_console.txt"
  echo "morph table --cells exit $? ($(wc -l < "$OUT/cells.jsonl" 2>/dev/null) rows)" >> "$OUT/cells_console.txt"
  pack
  timeout $(( CELLS_S / 4 )) python3 "$S/peers.py" --cells --morph "$B/morph" --reps 10 \
    --json "$OUT/cells_peers.jsonl" >> "$OUT/cells_console.txt" 2>&1
  echo "peers --cells exit $? ($(wc -l < "$OUT/cells_peers.jsonl" 2>/dev/null) rows)" >> "$OUT/cells_console.txt"
fi
# cells: this run plus the quant runs' ggml perf lines (the matvec and RoPE cells' peers).
timeout 15 "$B/morph" cells --results "$OUT" --results "$S/results/h200-2026-12-01-quant2" \
  --results "$S/results/h200-2026-12-01-quant" --markdown > "$OUT/cells.md" 2> "$OUT/cells.err"
pack
cp "$OUT/table.json" "$OUT/tests.log" "$OUT/tune_compare.txt" "$REAL_OUT/" 2>/dev/null
echo "== lead (tail)"; tail -45 "$OUT/lead_console.txt"
echo "== ulp"; tail -14 "$OUT/ulp.txt"
echo "== tune cached"; tail -14 "$OUT/tune_cached.txt"
echo "== default vs tuned (same seed; bits by xxHash64)"; cat "$OUT/tune_compare.txt"
echo "== q8_1 matvec"; tail -42 "$OUT/matvec_q8_1.txt"
echo "== cells"; cat "$OUT/cells_console.txt"; grep -A8 "^| backend | device" "$OUT/cells.md"
