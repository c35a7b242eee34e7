#!/bin/bash
# One call on the GPU machine (~8 minutes) that (1) validates NVIDIA Vulkan after the float64 fma
# route and the workgroup-per-row default (`morph devices` with the open-time probe's log, then
# `morph table` on cuda, opencl and vulkan), (2) profiles the fused CUDA kernels of the table cases
# slower than torch.compile with Nsight Compute (`morph run` of each case's expression at its
# shape: every launch, fused and naive, with duration, instructions, DRAM bytes, occupancy and
# stall reasons), and (3) times the q8_1 matvec of every type it covers and ggml's MUL_MAT for the
# same types in the same call (ggml built in the background from the start).
# Raw files in $OUT/profile.tgz (refreshed after every step); a short summary prints last.
#   carry: [".carry-lead", ".gl"]   (static morph, morph_tests, morph_matvec_bench, libOpenCL.so.1,
#                                    ggml-peer.sh + its tarball)
#   command: bash bench/run_device_profile.sh .carry-lead
B=${1:-.carry-lead}
REAL_OUT=${OUT:-/tmp/morph-out}
O=/tmp/profile
mkdir -p "$O" "$REAL_OUT"
T0=$(date +%s)
el() { echo $(( $(date +%s) - T0 )); }
pack() { pack_tmp profile; }  # device_loaders.sh, sourced below before the first call
WAIT_S=1 bash "$B/ggml-peer.sh" build cuda > "$O/ggml_build.log" 2>&1
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
vulkan_loader
opencl_icd
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" PYTHONUNBUFFERED=1
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,memory.total --format=csv 2>&1
  nproc
} > "$O/machine.txt"
MORPH_VULKAN_PROBE_LOG=1 "$B/morph" devices > "$O/devices.txt" 2>&1
echo "[$(el) s] devices"; grep -E "vulkan|cuda" "$O/devices.txt" | cut -c1-400
# 1. the table on three backends (the 13 cases of the closing runs)
CASES=swiglu_1tok,swiglu_512tok,silu_affine,chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,rope_norm_q_1tok,rope_norm_k_512tok,attn_decode_8k,matvec_q4_K_down,matvec_q8_0_down
timeout ${TABLE_S:-170} "$B/morph" table --backends cuda,opencl,vulkan --cases $CASES --seed 20261201 --reps 20 \
  --jsonl "$O/table.jsonl" > "$O/table.txt" 2>&1
echo "[$(el) s] table exit $?"; pack
# 2. Nsight Compute on the fused kernels of the slow cases
NCU=$(command -v ncu || find / -name ncu -type f -perm -u+x -not -path '/proc/*' 2>/dev/null | head -1)
M=gpu__time_duration.sum,smsp__inst_executed.sum,smsp__thread_inst_executed.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread,launch__grid_size,launch__block_size,sm__warps_active.avg.pct_of_peak_sustained_active,sm__throughput.avg.pct_of_peak_sustained_elapsed,dram__throughput.avg.pct_of_peak_sustained_elapsed,smsp__issue_active.avg.pct_of_peak_sustained_active
prof() {  # prof NAME EXPR SHAPE [VEC]
  timeout 45 "$NCU" --clock-control none --metrics "$M" --section WarpStateStats --section Occupancy \
    "$B/morph" run "$2" --shape "$3" --vec "${4:-}" --backend cuda --seed 7 > "$O/ncu_$1.txt" 2>&1
  echo "[$(el) s] ncu $1 exit $?"
}
prof add_rms_norm "rms_norm(x+r, eps=1e-5)*w" 4,4096 w
prof chain7 "relu(tanh(exp(-x)*2+y)*0.5)" 512,4096
prof softmax_vocab "softmax(x)" 4,151936
prof silu_affine "silu(a*w+b)" 512,14336 w,b
prof swiglu_512tok "silu(g)*u" 512,14336
prof gated_norm_1tok "rms_norm(x, eps=1e-6)*w*silu(g)" 32,128 w
pack
# 3. q8_1 matvec and ggml's MUL_MAT in the same call
Q81_TYPES=q8_0,q4_0,q4_1,q5_0,q5_1,q2_K,q3_K,q4_K,q5_K,q6_K,iq4_nl,iq4_xs,mxfp4
timeout ${Q81_S:-60} "$B/morph_matvec_bench" --q8_1-only --types $Q81_TYPES --shapes 4096x14336 --reps 15 \
  --check-rows 512 --json "$O/matvec_q8_1.jsonl" > "$O/matvec_q8_1.txt" 2>&1
echo "[$(el) s] q8_1 exit $?"; pack
. "$(cd "$(dirname "$0")" && pwd)/device_ggml.sh"
ggml_mul_mat_n1 "$B" "$O" $(( ${GGML_DEADLINE_S:-480} - $(el) ))
echo "[$(el) s] ggml done"; pack
echo "== table"; grep -vE "^\s*$" "$O/table.txt" | cut -c1-160 | tail -48
echo "== ncu"; for f in "$O"/ncu_*.txt; do echo "-- $f"; grep -E "k_[a-z_0-9]+|gpu__time_duration|smsp__thread_inst_executed.sum|dram__bytes_read|registers_per|warps_active|issue_active" "$f" | head -40; done
echo "== q8_1"; tail -16 "$O/matvec_q8_1.txt"
echo "== ggml"; grep -E "MUL_MAT" "$O/ggml_mul_mat_n1.txt" | head -16
