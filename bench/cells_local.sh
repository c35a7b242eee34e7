#!/bin/bash
# The cells ledger's local run: the cells' own graph workloads (`morph table --cells`' cell_*
# cases: each op alone per storage type, at ROWS rows of 4096) on this machine's cpu and opencl
# (PoCL) backends, bitwise against the oracle (sampled rows) and plain C++, into
# bench/results/local-<date>-cells/: cells.jsonl, machine.json (CPU, core count, the 1-minute
# load average before and after), morph.jsonl (the host's copy bandwidth: the memory roof of both
# backends). Then docs/cells.md is regenerated (`morph cells --markdown`) from this run, the
# newest H200 closing run and the runs with ggml peer output. The cpu backend has no device
# clock: its times are warm wall times (best of 5), marked "(wall)" in the ledger. Each case is
# also timed on the peers' plain uniform(-4, 4) inputs (`morph table`'s plain times), which the
# ledger takes: the mixed inputs' subnormals cost a CPU microcode assists. The run is time
# boxed (LOCAL_S, default 300 s; cases stream to cells.jsonl as they end, so a cut run keeps them);
# NumPy's times for the same workloads follow (cells_peers.jsonl); SLOW_S > 0 adds the row, RoPE,
# attention and matvec cells' table cases on cpu and their NumPy times, as a run of their own.
#   bash bench/cells_local.sh [build-dir]        # ROWS=256 LOCAL_S=300 TESTS_S=120 SLOW_S=0 SLOW_BACKENDS=cpu,opencl
# PYTHON=<an interpreter with torch> adds PyTorch CPU eager beside NumPy as the peers (cpu_cells_peers.py).
set -u
cd "$(dirname "$0")/.."
B=${1:-build}; M="$B/morph"
D=bench/results/local-$(date -u +%F)-cells
mkdir -p "$D"; rm -f "$D/cells.jsonl"
load() { cut -d' ' -f1 /proc/loadavg; }
# machine_json FILE DATE LOAD_BEFORE SECONDS [EXTRA_JSON_FIELDS]: the run's machine.json (the CPU,
# its core count, the 1-minute load average before and now) that morph/cells/results.h reads.
machine_json() {
  printf '{"date": "%s", "cpu_model": "%s", "nproc": %s, "load1": [%s, %s],%s "seconds": %s}\n' "$2" \
    "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')" "$(nproc)" "$3" "$(load)" "${5:-}" "$4" > "$1"
}
before=$(load)
start=$(date -u "+%Y-%m-%d %H:%M UTC")
# The host's copy bandwidth at the cells' array size (ROWS x 4096 f32; this host's 300 MiB L3
# holds such arrays, so a larger copy would not be the roof the kernels see): numpy's copy on one
# thread, best of 200 (on a loaded 2-core machine a second Python thread mostly waits for a core;
# the best of many single copies is stable within a few %).
python3 - "$D/morph.jsonl" "${ROWS:-256}" <<'PY'
import json, sys, time
import numpy as np
n = int(sys.argv[2]) * 4096
a, b = np.random.rand(n).astype(np.float32), np.empty(n, np.float32)
def run():
    t0 = time.perf_counter()
    np.copyto(b, a)
    return (time.perf_counter() - t0) * 1e6
best = min(run() for _ in range(200))
json.dump({"name": f"copy host memcpy {4 * n >> 20} MiB (numpy, 1 thread)", "us": best, "bytes": 2 * 4 * n,
           "device": "host"}, open(sys.argv[1], "w"))
print(f"host copy: {2 * 4 * n / best / 1e3:.1f} GB/s")
PY
# What fits in the time box on a shared 2-core machine: the graph cells (each op alone per storage
# type; the RoPE, attention and matvec cells need minutes of host reference work here), f32 on cpu
# and PoCL first, then f16/bf16 on cpu and PoCL. Each step gets what is left of LOCAL_S.
names() { "$M" cells --workloads | python3 -c "import json, sys
print(','.join(c['name'] for c in json.load(sys.stdin) if (c['type'] == 'f32') == ($1)))"; }
t0=$SECONDS
step() {  # step BACKEND CASES MAX_S
  local left=$(( ${LOCAL_S:-300} - (SECONDS - t0) ))
  [ "$left" -lt "$3" ] || left=$3
  [ "$left" -gt 5 ] || { echo "skipped $1 (time box spent)"; return; }
  timeout "$left" "$M" table --backends "$1" --cases "$2" --cells-rows "${ROWS:-256}" --oracle-max 16384 \
    --reps 5 --jsonl "$D/cells.jsonl" > /dev/null
  echo "morph table $1: exit $? at $(( SECONDS - t0 )) s ($(wc -l < "$D/cells.jsonl") rows so far)"
}
F32=$(names True); HALF=$(names False)
step cpu "$F32" 65
step opencl "$F32" 60
step cpu "$HALF" 170
step opencl "$HALF" 120
# NumPy's times for the same workloads, right after them (bench/cpu_cells_peers.py: the cpu cells' peer).
"${PYTHON:-python3}" bench/cpu_cells_peers.py "$D" --no-ggml | tail -1
# Then (SLOW_S > 0; default 0 skips): the `morph table` cases behind the row, RoPE, attention and
# matvec cells on cpu and PoCL (SLOW_BACKENDS; minutes of host reference work here), time boxed by SLOW_S on its own, into
# a run of their own (bench/results/local-<date>-cells-slow: cells.jsonl, cells_peers.jsonl, machine.json).
if [ "${SLOW_S:-0}" -gt 0 ]; then
  DS=$D-slow
  mkdir -p "$DS"; rm -f "$DS/cells.jsonl"
  cp "$D/morph.jsonl" "$DS/morph.jsonl"  # this run's host copy: the slow cells' memory roof too
  slow_before=$(load); slow_start=$(date -u "+%Y-%m-%d %H:%M UTC"); s0=$SECONDS
  MV=$("$M" table --help | grep -o 'matvec_[a-z0-9_A-Z]*_down' | sort -u | paste -sd,)
  SLOW="gated_norm_4096tok,gated_norm_1tok,add_rms_norm,softmax_vocab,rope_q_512tok,rope_norm_k_512tok,rope_norm_q_1tok"
  SLOW="$SLOW,$MV,attn_decode_8k,attn_decode_8k_f32kv,attn_decode_8k_bf16kv"
  SLOW="$SLOW,attn_prefill_512_f32kv,attn_prefill_512_f16kv,attn_prefill_512_bf16kv"
  timeout "$SLOW_S" "$M" table --backends "${SLOW_BACKENDS:-cpu,opencl}" --cases "$SLOW" --oracle-max 16384 --reps 5 \
    --jsonl "$DS/cells.jsonl" > /dev/null
  echo "morph table ${SLOW_BACKENDS:-cpu,opencl} (slow cells): exit $? at $(( SECONDS - t0 )) s ($(wc -l < "$DS/cells.jsonl") rows)"
  "${PYTHON:-python3}" bench/cpu_cells_peers.py "$DS" | tail -1
  machine_json "$DS/machine.json" "$slow_start" "$slow_before" "$(( SECONDS - s0 ))"
fi
# Then (TESTS_S > 0; 0 skips): the catalog's cited tests of the kinds this run cannot time here (RoPE,
# attention, matvec, the norms and softmax) on cpu and PoCL, as tests.log: their exactness evidence.
if [ "${TESTS_S:-120}" -gt 0 ]; then
  F=""
  for t in RopeBackend.RopeAndRopeNormBitwise "AttentionBackend.BitwiseEqualToReference*" \
    MatvecConf.EveryTypeBitwiseEqualToHostReference DagConformance.GatedRmsNormOneLaunch \
    DagConformance.AddRmsNormTwoOutputs DagConformance.SoftmaxLongRows DagConformance.LayerNormWithBias; do
    F="$F:*$t/cpu:*$t/opencl"
  done
  timeout "${TESTS_S:-120}" "$B/tests/morph_tests" --gtest_filter="${F#:}" > "$D/tests.log" 2>&1
  echo "morph_tests exit $? ($(grep -c '^\[       OK \]' "$D/tests.log") passed)"
fi
machine_json "$D/machine.json" "$start" "$before" "$(( SECONDS - t0 ))" " \"rows\": ${ROWS:-256},"
bash bench/cells_docs.sh "$B"
