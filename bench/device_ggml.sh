#!/bin/bash
# Sourced by bench/run_device_*.sh on the GPU machine: ggml's MUL_MAT at 4096x14336, one column,
# for every type Morph's q8_1 matvec covers (or GGML_TYPES, a regex alternation "(q4_0|nvfp4)"),
# from the ggml build that the script started in the background at its beginning
# (../shared/peers/ggml-peer.sh, carried in B).
#   ggml_mul_mat_n1 B O WAIT_S   # waits up to WAIT_S s for the build, then runs perf into
#                                # O/ggml_mul_mat_n1.txt (build log appended to O/ggml_build.log)
ggml_mul_mat_n1() {
  local b=$1 o=$2 wait_s=$3
  [ "$wait_s" -lt 1 ] && wait_s=1
  WAIT_S=$wait_s bash "$b/ggml-peer.sh" wait cuda >> "$o/ggml_build.log" 2>&1
  echo "$(tail -2 "$o/ggml_build.log" | tr '\n' ' ')"
  local ty="${GGML_TYPES:-(q8_0|q4_0|q4_1|q5_0|q5_1|q2_K|q3_K|q4_K|q5_K|q6_K|iq4_nl|iq4_xs|mxfp4|nvfp4|q1_0|q2_0)}"
  timeout 40 bash "$b/ggml-peer.sh" perf cuda -o MUL_MAT -p "type_a=$ty,type_b=f32,m=4096,n=1,k=14336," 2>&1 \
    | sed 's/\x1b\[[0-9;]*m//g' > "$o/ggml_mul_mat_n1.txt"
  echo "ggml perf exit $?"
}
