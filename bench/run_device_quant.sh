#!/bin/bash
# The quantized-matvec call on the GPU machine (one call, <= 5 minutes of command time): starts
# ggml's CUDA build (the peer) in the background, checks Morph's matvec bitwise on CUDA and
# NVIDIA OpenCL (the conformance tests), times every type (bench/matvec_bench.cc: CUDA events
# after a GPU spin, hot and cold W, every output compared bitwise with the C++ reference), the
# cuBLAS peers through torch.matmul (bench/matvec_peers.py), then ggml's test-backend-ops perf
# for MUL_MAT (n = 1 and 8) and, for the other ops' issues, RMS_NORM, SOFT_MAX, GLU, ROPE and
# FLASH_ATTN_EXT, each into its own file, all packed into $OUT/quant_raw.tgz; bench/matvec_results.py
# makes the table.
#   carry: [".carry-quant"]   (static morph_matvec_bench, morph_tests, libOpenCL.so.1, matvec_results.py,
#                              ggml-peer.sh + its tarball, matvec_peers.py)
#   command: bash bench/run_device_quant.sh .carry-quant
# Only 8 files come back from a call: every raw file is written to $O/raw and packed into
# $O/quant_raw.tgz at the end; the table (bench/matvec_results.py) is printed last.
# 1. device_loaders.sh: raw files in $O, ggml's peer build started in the background, machine.txt
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
device_start "${1:-.carry-quant}"
opencl_icd
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" PYTHONUNBUFFERED=1 MORPH_BENCH_THREADS=8
# 2. conformance: matvec on CUDA and NVIDIA OpenCL, bitwise vs the C++ reference
timeout ${TEST_S:-45} nice -n 10 "$B/morph_tests" --gtest_filter='*MatvecConf*/cuda:*MatvecConf*/opencl' > "$O/tests.log" 2>&1
echo "[$(el) s] tests rc=$?"; grep -E "^\[  (FAILED|PASSED|SKIPPED) |^\[       OK|Failure|outputs" "$O/tests.log" | head -12
# 3. Morph: every type at 4096x14336 (ggml's m=4096, k=14336), the main types at 14336x4096, 8 columns
timeout ${BENCH_S:-95} nice -n 10 "$B/morph_matvec_bench" --types q4_K,q8_0,q6_K,iq4_xs,q4_0,q5_K,iq4_nl,mxfp4,q2_K,q3_K,f16,bf16,f32,q4_1,q5_0,q5_1,tq2_0,iq2_xxs,iq2_xs,iq2_s,iq3_xxs,iq3_s,iq1_s,iq1_m,tq1_0 --shapes 4096x14336 --cols 1 --reps 15 --check-rows 512 \
  --json "$O/matvec_down.jsonl" > "$O/matvec_down.log" 2>&1
echo "[$(el) s] bench down rc=$?"
timeout ${BENCH2_S:-28} nice -n 10 "$B/morph_matvec_bench" --types q4_K,q6_K,q8_0,iq4_xs,f16 --shapes 14336x4096 --cols 1 \
  --reps 15 --json "$O/matvec_up.jsonl" > "$O/matvec_up.log" 2>&1
echo "[$(el) s] bench up rc=$?"
timeout ${BENCH3_S:-22} nice -n 10 "$B/morph_matvec_bench" --types q4_K,q8_0,f16 --shapes 4096x14336 --cols 8 --reps 15 \
  --json "$O/matvec_n8.jsonl" > "$O/matvec_n8.log" 2>&1
echo "[$(el) s] bench n8 rc=$?"
# 4. cuBLAS through torch.matmul, and the copy bandwidth
timeout ${PEERS_S:-30} nice -n 10 python3 "$B/matvec_peers.py" --reps 15 --json "$O/torch.jsonl" > "$O/torch.log" 2>&1
echo "[$(el) s] torch rc=$?"
# 5. ggml: wait for the build (at most until ~290 s into the call), then its perf runs
left=$(( ${GGML_DEADLINE_S:-238} - $(el) )); [ $left -lt 1 ] && left=1
WAIT_S=$left bash "$B/ggml-peer.sh" wait cuda >> "$O/ggml_build.log" 2>&1
echo "[$(el) s] $(tail -3 "$O/ggml_build.log" | tr '\n' ' ')"
perf() {  # perf FILE SECONDS ARGS...
  local f=$1 s=$2; shift 2
  timeout "$s" bash "$B/ggml-peer.sh" perf cuda "$@" 2>&1 | sed 's/\x1b\[[0-9;]*m//g' > "$O/$f"
}
TY="(q4_K|q6_K|q8_0|iq4_xs|q4_0|q5_K|iq4_nl|mxfp4|q2_K|q3_K|iq2_xxs|iq1_s|f16|f32|bf16)"
perf ggml_mul_mat_n1.txt 30 -o MUL_MAT -p "type_a=$TY,type_b=f32,m=4096,n=1,k=14336,"
perf ggml_mul_mat_n8.txt 10 -o MUL_MAT -p "type_a=(q4_K|q8_0|f16),type_b=f32,m=4096,n=8,k=14336,"
perf ggml_rms_norm.txt 5 -o RMS_NORM
perf ggml_soft_max.txt 5 -o SOFT_MAX
perf ggml_glu.txt 5 -o GLU
perf ggml_rope.txt 5 -o ROPE
perf ggml_flash_attn_ext.txt 7 -o FLASH_ATTN_EXT
echo "[$(el) s] ggml perf done"; wc -l "$O"/ggml_*.txt
grep -hE "MISMATCH|error" "$O"/matvec_*.log | head -5
tar -czf "$OUTDIR/quant_raw.tgz" -C "$O" . && rm -rf "$O"
mkdir -p /tmp/qr && tar -xzf "$OUTDIR/quant_raw.tgz" -C /tmp/qr && python3 "$B/matvec_results.py" /tmp/qr | head -45 | cut -c1-200
