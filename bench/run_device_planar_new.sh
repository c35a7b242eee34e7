#!/bin/bash
# NVFP4, Q1_0 and Q2_0 in the planar matvec layout on the GPU machine (~7 minutes): ggml's CUDA
# build started in the background, the matvec conformance suites on CUDA, NVIDIA OpenCL and
# NVIDIA Vulkan (every type bitwise against the host reference, every schedule), `morph table`'s
# matvec rows of these types (and MXFP4, TQ2_0 beside them) new / old / new / old on CUDA and
# Vulkan (bench/run_device_table_ab.sh; old = the blocks layout's binary in $B/old.tar.xz), then
# ggml's MUL_MAT at 4096 x 14336, one column, for the same types. Raw files in $OUT/planar.tgz and
# $OUT/table_ab.tgz; the summaries print last.
#   carry: [".carry-lead", ".gl"]   command: bash bench/run_device_planar_new.sh .carry-lead
B=${1:-.carry-lead}
S=$(cd "$(dirname "$0")" && pwd)
REAL_OUT=${OUT:-/tmp/morph-out}
O=/tmp/planar
mkdir -p "$O" "$REAL_OUT"
[ -f "$B/all.tar.xz" ] && tar -C "$B" -xJf "$B/all.tar.xz"
. "$S/device_loaders.sh"
vulkan_loader
opencl_icd
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD"
bash "$B/ggml-peer.sh" build cuda > "$O/ggml_build.log" 2>&1 &
machine_txt "$O/machine.txt"
timeout "${TEST_S:-200}" "$B/morph_tests" \
  --gtest_filter='Backends/MatvecConf.*/cuda:Backends/MatvecConf.*/opencl:Backends/MatvecConf.*/vulkan' \
  > "$O/tests.log" 2>&1
echo "matvec tests exit $? at $SECONDS s: $(grep -c '^\[       OK' "$O/tests.log") passed," \
  "$(grep -c '^\[  FAILED  \] [A-Z]' "$O/tests.log") failed"
grep -E '^\[  FAILED  \] [A-Z]' "$O/tests.log" | head
pack_tmp planar
OUT=$REAL_OUT CASES=matvec_nvfp4_down,matvec_q1_0_down,matvec_q2_0_down,matvec_mxfp4_down,matvec_tq2_0_down \
  BACKENDS=${BACKENDS:-cuda,vulkan} RUN_S=50 REPS=20 bash "$S/run_device_table_ab.sh" "$B" > "$O/table_ab.txt" 2>&1
WAIT_S=$((${GGML_UNTIL:-520} - SECONDS)) bash "$B/ggml-peer.sh" wait cuda >> "$O/ggml_build.log" 2>&1
tail -2 "$O/ggml_build.log"
timeout 60 bash "$B/ggml-peer.sh" perf cuda -o MUL_MAT \
  -p "type_a=(nvfp4|q1_0|q2_0|mxfp4|tq2_0|q4_0),type_b=f32,m=4096,n=1,k=14336," 2>&1 |
  sed 's/\x1b\[[0-9;]*m//g' > "$O/ggml_mul_mat_n1.txt"
echo "ggml perf exit $? at $SECONDS s"
pack_tmp planar
tail -8 "$O/table_ab.txt"
grep -E "MUL_MAT" "$O/ggml_mul_mat_n1.txt" | sed -E 's/.*type_a=([a-z0-9_]+),.* ([0-9.]+) us\/run.*/ggml \1 \2 us/'
exit 0
