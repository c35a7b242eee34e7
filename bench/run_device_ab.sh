#!/bin/bash
# One call on the GPU machine (~5 minutes): a change under test against the binaries before it.
# $B holds the new binaries (morph, morph_tests, morph_cuda_bench, libOpenCL.so.1) and
# alt.tar.xz with the old ones (morph_old, morph_cuda_bench_old). (1) Conformance on CUDA first
# (the broad set of run_device_lead.sh plus islands, the reciprocal's whole range, the CUDA
# device's own tests and the split-row softmax) beside NVIDIA OpenCL's unary ops and gated norm;
# (2) the 64 Mi benchmarks new, old, new, old; (3) `morph
# table` on CUDA: new with the PyTorch peers, old, new again (same seed, so the same inputs).
# Raw files in $OUT/ab.tgz; a short summary prints last.
#   carry: [".carry-lead"]   command: bash bench/run_device_ab.sh .carry-lead
B=${1:-.carry-lead}
S=$(cd "$(dirname "$0")" && pwd)
REAL_OUT=${OUT:-/tmp/morph-out}
O=/tmp/ab
mkdir -p "$O" "$REAL_OUT"
T0=$(date +%s)
el() { echo $(( $(date +%s) - T0 )); }
. "$S/device_loaders.sh"
pack() { pack_tmp ab; }
opencl_icd
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" PYTHONUNBUFFERED=1
machine_txt "$O/machine.txt"
[ -f "$B/alt.tar.xz" ] && tar -C "$B" -xJf "$B/alt.tar.xz"
"$B/morph" devices > "$O/devices.txt" 2>&1
# 2. 64 Mi benchmarks: new, old, new
for run in new old new2 old2; do
  bin=morph_cuda_bench; case $run in old*) bin=morph_cuda_bench_old;; esac
  [ -x "$B/$bin" ] || continue
  timeout ${BENCH_S:-45} "$B/$bin" --json "$O/bench_$run.jsonl" > "$O/bench_$run.txt" 2>&1
  rc=$?; echo "[$(el) s] bench $run exit $rc" | tee -a "$O/log.txt"
done
pack
# 3. the table on CUDA: new with peers, old, new again
CASES=${CASES:-swiglu_1tok,swiglu_512tok,silu_affine,chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,attn_decode_8k,matvec_q4_K_down}
table() {  # table BINARY NAME [flags]
  timeout ${TABLE_S:-80} "$B/$1" table --backends cuda --seed 20261201 --reps 30 --cases $CASES --oracle-max 65536 \
    --no-plain-times --json "${@:3}" > "$O/$2.json" 2> "$O/$2.err"
  rc=$?; echo "[$(el) s] table $2 ($1) exit $rc" | tee -a "$O/log.txt"; pack
}
table morph table_new --peers
[ -x "$B/morph_old" ] && table morph_old table_old
table morph table_new2
# 4. RoPE and RoPE+norm rows of morph_attention_bench (new binary only; its first rows), if carried
if [ -x "$B/morph_attention_bench" ]; then
  timeout ${ATTN_S:-30} "$B/morph_attention_bench" --quick --reps 20 --json "$O/attn.jsonl" > "$O/attn.txt" 2>&1
  rc=$?; echo "[$(el) s] attention bench exit $rc" | tee -a "$O/log.txt"; pack
  grep -E "^rope|^copy" "$O/attn.txt" | head -12
fi
# 5. tests, last (a call cut by its time limit keeps the timings; nothing is timed meanwhile)
export MORPH_DAG_BACKEND_CASES=${MORPH_DAG_BACKEND_CASES:-100} MORPH_CHAIN_BACKEND_CASES=${MORPH_CHAIN_BACKEND_CASES:-300}
timeout ${TEST_S:-130} "$B/morph_tests" --gtest_brief=1 \
  --gtest_filter='*/cuda:RecipIsland.*:Island.*:CudaPtx.*:CudaExec*:CudaDevice.*:Norms.*:Softmax.*:Fence.*:LaunchCounts.*:-*RowScheduleConformance*:*TuneCandidates*' \
  > "$O/tests_cuda.txt" 2>&1 &
T1=$!
timeout ${TEST_S:-130} "$B/morph_tests" --gtest_brief=1 \
  --gtest_filter='*EveryUnaryOpBitwise*/opencl:*GatedRmsNorm*/opencl:*IslandConf*/opencl' > "$O/tests_opencl.txt" 2>&1 &
T2=$!
timeout ${TEST_S:-130} "$B/morph_tests" --gtest_brief=1 --gtest_filter='*VocabularySoftmaxSplitOverTheGpu/cuda' \
  > "$O/tests_cuda_split.txt" 2>&1 &
T3=$!
wait $T1; rc=$?; echo "[$(el) s] cuda tests exit $rc (124: cut by TEST_S)" | tee -a "$O/log.txt"
wait $T3; rc=$?; echo "[$(el) s] cuda split-row test exit $rc" | tee -a "$O/log.txt"
wait $T2; rc=$?; echo "[$(el) s] opencl tests exit $rc" | tee -a "$O/log.txt"; pack
# summary
python3 - "$O" <<'PY'
import json, sys, os
o = sys.argv[1]
def rows(name):
    try: return {r["case"]: r for r in json.load(open(os.path.join(o, name + ".json"))) if r.get("backend") == "cuda"}
    except Exception as e: return {}
new, old, new2 = rows("table_new"), rows("table_old"), rows("table_new2")
print(f"{'case':22s} {'old us':>8s} {'new us':>8s} {'new again':>9s} {'mism':>5s} {'compile':>8s}")
for c, r in new.items():
    g = lambda d, k: d.get(c, {}).get(k)
    f = lambda v: "n/a" if v is None else f"{v:.1f}"
    print(f"{c:22s} {f(g(old,'device_us')):>8s} {f(g(new,'device_us')):>8s} {f(g(new2,'device_us')):>9s} "
          f"{str(g(new,'mismatches')):>5s} {f(g(new,'torch_compile_us')):>8s}")
for run in ("new", "old", "new2", "old2"):
    p = os.path.join(o, f"bench_{run}.jsonl")
    if not os.path.exists(p): continue
    for line in open(p):
        try: r = json.loads(line)
        except Exception: continue
        if "silu" in r.get("name", "") or "gated" in r.get("name", "") or "7-op" in r.get("name", ""):
            print(f"bench {run:5s} {r.get('name')[:40]:40s} {r.get('us', r.get('time_us'))}")
PY
grep -hE "^\[  (PASSED|FAILED) |^\[==========\]" "$O"/tests_*.txt
grep -h "FAILED" "$O"/tests_*.txt | head -10
