#!/bin/bash
# One call on the GPU machine (~5 minutes): the split-row fence's loads issued together (max
# stage, staged sum stage, epilogue) and one lane per item for elementwise launches that leave
# compute units idle — the build before (B/morph_old) against this tree's (B/morph), interleaved
# twice, on the table's small cases and softmax_vocab; then this build's CUDA and NVIDIA OpenCL
# row-fence and elementwise tests; then the same cases with torch eager and torch.compile in
# the same run (--peers). Raw files in $OUT/$NAME.tgz (NAME: softmax unless set); a summary
# prints last. CASES (comma-separated table cases) and NAME are taken from the environment
# (bench/run_device_norms.sh sets them).
#   carry: [".carry-lead", ".gl"] (morph, morph_old, morph_tests, libOpenCL.so.1)
#   command: bash bench/run_device_softmax.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
NAME=${NAME:-softmax}
device_gpu_apis "$NAME" "${1:-.carry-lead}"
CASES=${CASES:-softmax_vocab,swiglu_1tok,gated_norm_1tok,add_rms_norm,swiglu_512tok}
for i in 1 2; do
  for v in old new; do
    bin="$B/morph"
    [ "$v" = old ] && bin="$B/morph_old"
    timeout 90 "$bin" table --backends cuda --cases "$CASES" --reps 50 --no-plain-times --json \
      > "$O/table_${v}_$i.json" 2> "$O/table_${v}_$i.err"
    echo "[$(el) s] table $v $i exit $?"
  done
done
pack_tmp "$NAME"
gtest_run cuda "${TEST_S:-150}" '*RowSchedule*/cuda:*Softmax*/cuda:*MapSchedule*/cuda:*FusionBackends*/cuda:*DagConformance*/cuda' \
  > "$O/cuda.summary" &
gtest_run opencl "${TEST_S:-150}" '*RowSchedule*/opencl:*MapSchedule*/opencl' > "$O/opencl.summary" &
wait
cat "$O/cuda.summary" "$O/opencl.summary"
pack_tmp "$NAME"
timeout 150 "$B/morph" table --backends cuda,opencl --cases "$CASES" --reps 50 --no-plain-times --peers \
  --jsonl "$O/table_peers.jsonl" > "$O/table_peers.txt" 2>&1
echo "[$(el) s] table --peers exit $?"
pack_tmp "$NAME"
python3 - "$O" <<'EOF'
import json, sys, statistics
o = sys.argv[1]
t = {}
for v in ("old", "new"):
    for i in (1, 2):
        try:
            for r in json.load(open(f"{o}/table_{v}_{i}.json")):
                if r.get("backend") == "cuda" and r.get("device_us") is not None:
                    t.setdefault((r["case"], v), []).append((r["device_us"], r.get("mismatches"), r.get("fused_launches")))
        except Exception as e:
            print(v, i, "unreadable:", e)
print("case | old µs (runs) | new µs (runs) | new/old | mismatches new | launches new")
for c in dict.fromkeys(k[0] for k in t):
    old = [x[0] for x in t.get((c, "old"), [])]
    new = [x[0] for x in t.get((c, "new"), [])]
    mm = [x[1] for x in t.get((c, "new"), [])]
    la = [x[2] for x in t.get((c, "new"), [])]
    r = statistics.median(new) / statistics.median(old) if old and new else float("nan")
    print(f"{c} | {' '.join(f'{x:.2f}' for x in old)} | {' '.join(f'{x:.2f}' for x in new)} | {r:.3f} | {mm} | {la}")
EOF
grep -E "^(${CASES//,/|}) " "$O/table_peers.txt" | head -20
