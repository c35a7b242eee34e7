#!/bin/bash
# One call on the GPU machine (~5-6 minutes): where the table cases lose to torch.compile, and
# what a change under test does there. (1) `morph table` on CUDA for the cases behind
# torch.compile with the PyTorch peers, then the same cases with the binaries carried in
# $B/alt.tar.xz (morph_old: before the changes; morph_neg: an intermediate commit) and the new one
# again; (2) tests on CUDA (run_device_lead.sh's set plus attention) and NVIDIA OpenCL
# (attention, every unary op, the gated norm), side by side; (3) Nsight Compute, full set, on one
# fused launch of gated_norm_4096tok and chain7, and on torch.compile's gated-norm kernel
# (bench/gap_torch.py); (4) while the call's budget (CALL_S, 330 s) lasts: the printed gated
# norm compiled with nvcc for sm_90 (Morph's NVRTC flags) — registers, SASS — and hand-made
# variants of that source timed against it (bitwise checked) and against torch.compile
# (bench/gap/).
# Raw files in $OUT/gap.tgz; a short summary prints last.
#   carry: [".carry-lead"]   command: bash bench/run_device_gap.sh .carry-lead
B=${1:-.carry-lead}
S=$(cd "$(dirname "$0")" && pwd)
REAL_OUT=${OUT:-/tmp/morph-out}
O=/tmp/gap
mkdir -p "$O" "$REAL_OUT"
T0=$(date +%s)
el() { echo $(( $(date +%s) - T0 )); }
. "$S/device_loaders.sh"
pack() { pack_tmp gap; }
opencl_icd
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" PYTHONUNBUFFERED=1
machine_txt "$O/machine.txt"
# other binaries to compare with, carried compressed (the working tree's 64 MiB)
[ -f "$B/alt.tar.xz" ] && tar -C "$B" -xJf "$B/alt.tar.xz"
# 1. the table cases behind torch.compile, CUDA: with peers, then each carried binary, then the
# new one again (drift check)
CASES=chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,silu_affine,swiglu_1tok,softmax_vocab
table() {  # table BINARY OUTNAME [extra flags]
  timeout ${TABLE_S:-90} "$B/$1" table --backends cuda --seed 20261201 --reps 20 --cases $CASES "${@:3}" \
    > "$O/$2.txt" 2>&1
  rc=$?; echo "[$(el) s] $2 ($1) exit $rc"; pack
}
table morph table --peers
for alt in morph_old morph_neg; do  # binaries before the changes under test
  [ -x "$B/$alt" ] && table $alt table_$alt --oracle-max 65536
done
table morph table_again --oracle-max 65536
# 2. tests: CUDA (the broad conformance set of run_device_lead.sh plus attention) and NVIDIA
# OpenCL's attention, side by side (nothing is timed from here on)
export MORPH_DAG_BACKEND_CASES=${MORPH_DAG_BACKEND_CASES:-100} MORPH_CHAIN_BACKEND_CASES=${MORPH_CHAIN_BACKEND_CASES:-300}
timeout ${TEST_S:-110} "$B/morph_tests" --gtest_brief=1 \
  --gtest_filter='*/cuda:CudaExec*:Norms.*:Softmax.*:Fence.*:LaunchCounts.*:CudaDialect.*:Attention.*:-*RowScheduleConformance*:*TuneCandidates*' \
  > "$O/tests_cuda.txt" 2>&1 &
T1=$!
timeout ${TEST_S:-110} "$B/morph_tests" --gtest_brief=1 --gtest_filter='*AttentionBackend*/opencl:*EveryUnaryOpBitwise*/opencl:*GatedRmsNorm*/opencl' \
  > "$O/tests_opencl.txt" 2>&1 &
T2=$!
wait $T1; rc=$?; echo "[$(el) s] cuda tests exit $rc"
wait $T2; rc=$?; echo "[$(el) s] opencl tests exit $rc"; pack
# 3. Nsight Compute (NCU_ON=0 skips it)
if [ "${NCU_ON:-1}" = 1 ]; then
NCU=$(command -v ncu || find / -name ncu -type f -perm -u+x -not -path '/proc/*' 2>/dev/null | head -1)
prof() {  # prof NAME KERNEL_REGEX EXPR SHAPE VEC
  timeout 45 "$NCU" --clock-control none --set full -k "regex:$2" -c 1 \
    "$B/morph" run "$3" --shape "$4" --vec "$5" --backend cuda --seed 7 > "$O/ncu_$1.txt" 2>&1
  rc=$?; echo "[$(el) s] ncu $1 exit $rc"
}
prof gated_norm_4096tok row_fence "rms_norm(x, eps=1e-6)*w*silu(g)" 131072,128 w
prof chain7 dag_map "relu(tanh(exp(-x)*2+y)*0.5)" 512,4096 ""
pack
[ $(el) -lt ${CALL_S:-330} ] && timeout 60 "$NCU" --clock-control none --set full -k "regex:triton" --launch-skip 3 -c 1 \
  python3 "$S/gap_torch.py" > "$O/ncu_torch_gated.txt" 2>&1
rc=$?; echo "[$(el) s] ncu torch exit $rc"; pack
fi
[ $(el) -lt ${CALL_S:-330} ] && {
# 4. SASS of the printed gated norm
"$B/morph" fuse "rms_norm(x, eps=1e-6)*w*silu(g)" --shape 131072,128 --emit cuda > "$O/gated_norm.txt" 2>&1
awk '/^\/\/ ---- launch 0: cuda source/ {on=1; next} on' "$O/gated_norm.txt" > "$O/gated_norm.cu"
# nvcc's host headers already typedef ulong (NVRTC, which Morph uses, has none)
sed 's/^typedef unsigned long long ulong;//' "$O/gated_norm.cu" > /tmp/gated_norm_nvcc.cu
nvcc -cubin -arch=sm_90 --fmad=false --prec-div=true --prec-sqrt=true --ftz=false -Xptxas -v -diag-suppress 177,550 \
  -o "$O/gated_norm.cubin" /tmp/gated_norm_nvcc.cu > "$O/gated_norm_ptxas.txt" 2>&1
cuobjdump --dump-sass "$O/gated_norm.cubin" > "$O/gated_norm.sass" 2>&1
echo "[$(el) s] sass: $(grep -cE '^\s+/\*[0-9a-f]{4}\*/' "$O/gated_norm.sass") instructions"; pack
# hand-made variants of the printed kernel, timed and checked bitwise (bench/gap/variants.py),
# and torch.compile's kernel timed the same way
python3 "$S/gap/variants.py" "$O/gated_norm.cu" /tmp/gv.cu && nvcc -O3 -arch=sm_90 --fmad=false --prec-div=true \
  --prec-sqrt=true --ftz=false -Xptxas -v -diag-suppress 177,550 -o /tmp/gv /tmp/gv.cu > "$O/variants_build.txt" 2>&1
timeout 60 /tmp/gv > "$O/variants.txt" 2>&1
timeout 90 python3 "$S/gap_torch.py" --time >> "$O/variants.txt" 2>&1
echo "[$(el) s] variants"; pack
}
echo "== tests"; tail -3 "$O/tests_cuda.txt" "$O/tests_opencl.txt"
echo "== table"; grep -E "^(case|chain7|gated|add_rms|silu|swiglu|softmax)" "$O/table.txt" | cut -c1-200
for t in table_morph_old table_morph_neg table_again; do
  [ -f "$O/$t.txt" ] && { echo "== $t"; grep -E "^(chain7|gated|add_rms|silu|swiglu|softmax)" "$O/$t.txt" | cut -c1-100; }
done
[ -f "$O/variants.txt" ] && { echo "== variants"; cat "$O/variants.txt"; }
[ -f "$O/gated_norm_ptxas.txt" ] && { echo "== ptxas"; grep -E "registers|spill" "$O/gated_norm_ptxas.txt"; }
for f in "$O"/ncu_*.txt; do
  [ -f "$f" ] || continue
  echo "-- $f"
  grep -E "^  [a-z_0-9]+.*\(|Duration|Registers Per|Achieved Occupancy|Theoretical Occupancy|Block Limit (Reg|Shared)|Executed Ipc A|Issue Slots Busy|DRAM Throughput|Memory Throughput|Compute \(SM\)|Executed Instructions  " "$f" | head -16
done
