#!/bin/bash
# One call on the GPU machine (~6 minutes; it replaced run_device_plain.sh, a subset): every matvec Morph times against ggml, with ggml's own
# perf protocol beside the single-launch times — morph_matvec_bench's "us_b2b" (20 launches back to
# back between two events, per launch), as test-backend-ops' perf mode repeats the op in one graph.
# ggml's test-backend-ops built in the background from the start; the matvec tests on CUDA, then
# NVIDIA OpenCL; the F32/F16/BF16 matvec at 4096x14336 and 14336x4096 (1 column) and 4096x14336
# (8 columns); the q8_1 matvec of its 13 types at 4096x14336; cuBLAS through torch.matmul and the
# copy bandwidth; ggml's MUL_MAT for all of them. Raw files packed into $OUT/b2b_raw.tgz (a call
# returns at most 8 files); bench/matvec_results.py's table prints last.
#   carry: [".carry-lead"]   (static morph_tests, morph_matvec_bench, libOpenCL.so.1, ggml-peer.sh
#                             + tarball, matvec_peers.py, matvec_results.py)
#   command: bash bench/run_device_b2b.sh .carry-lead
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
device_start "${1:-.carry-lead}"
opencl_icd
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" PYTHONUNBUFFERED=1 MORPH_BENCH_THREADS=8
for be in cuda opencl; do
  timeout $([ $be = cuda ] && echo ${TEST_S:-100} || echo ${TEST_OCL_S:-50}) nice -n 10 "$B/morph_tests" \
    --gtest_filter="*MatvecConf*/$be:*TuneCandidates*Matvec*/$be" > "$O/tests_$be.log" 2>&1
  echo "[$(el) s] tests $be rc=$? ($(grep -c '^\[       OK' "$O/tests_$be.log") passed)"
  grep -E "^\[  (FAILED|PASSED)|Failure" "$O/tests_$be.log" | head -6
done
for sh in 4096x14336 14336x4096; do
  timeout ${BENCH_S:-90} nice -n 10 "$B/morph_matvec_bench" --types f16,bf16,f32 --shapes $sh --cols 1 --reps 15 \
    --check-rows 256 --json "$O/matvec_$sh.jsonl" > "$O/matvec_$sh.log" 2>&1
  echo "[$(el) s] bench $sh rc=$?"
done
timeout ${BENCH8_S:-50} nice -n 10 "$B/morph_matvec_bench" --types f16,f32 --shapes 4096x14336 --cols 8 --reps 15 \
  --check-rows 256 --json "$O/matvec_n8.jsonl" > "$O/matvec_n8.log" 2>&1
echo "[$(el) s] bench n8 rc=$?"
TYPES=q8_0,q4_0,q4_1,q5_0,q5_1,q2_K,q3_K,q4_K,q5_K,q6_K,iq4_nl,iq4_xs,mxfp4
timeout ${Q81_S:-120} nice -n 10 "$B/morph_matvec_bench" --q8_1-only --types $TYPES --shapes 4096x14336 --reps 15 \
  --check-rows 256 --json "$O/matvec_q8_1.jsonl" > "$O/matvec_q8_1.log" 2>&1
echo "[$(el) s] q8_1 rc=$?"
timeout ${PEERS_S:-40} nice -n 10 python3 "$B/matvec_peers.py" --reps 15 --json "$O/torch.jsonl" > "$O/torch.log" 2>&1
echo "[$(el) s] torch rc=$?"
left=$(( ${GGML_DEADLINE_S:-420} - $(el) )); [ $left -lt 1 ] && left=1
WAIT_S=$left bash "$B/ggml-peer.sh" wait cuda >> "$O/ggml_build.log" 2>&1
echo "[$(el) s] $(tail -1 "$O/ggml_build.log")"
TY="(f16|bf16|f32|q8_0|q4_0|q4_1|q5_0|q5_1|q2_K|q3_K|q4_K|q5_K|q6_K|iq4_nl|iq4_xs|mxfp4)"
timeout 40 bash "$B/ggml-peer.sh" perf cuda -o MUL_MAT -p "type_a=$TY,type_b=f32,m=4096,n=1,k=14336," 2>&1 \
  | sed 's/\x1b\[[0-9;]*m//g' > "$O/ggml_mul_mat_n1.txt"
timeout 30 bash "$B/ggml-peer.sh" perf cuda -o MUL_MAT -p "type_a=(f16|bf16|f32),type_b=f32,m=4096,n=8,k=14336," 2>&1 \
  | sed 's/\x1b\[[0-9;]*m//g' > "$O/ggml_mul_mat_n8.txt"
echo "[$(el) s] ggml done"
grep -hE "MISMATCH|error" "$O"/matvec_*.log | head -5
tar -czf "$OUTDIR/b2b_raw.tgz" -C "$O" .
python3 "$B/matvec_results.py" "$O" 2>&1 | grep -E "^###|^\| (f16|bf16|f32|q4_1|iq4_xs|q4_K|q8_0) " | cut -c1-260
