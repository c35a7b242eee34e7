#!/bin/bash
# One short call on the GPU machine (~2 minutes): the gated norm's row fence as Morph prints it
# (rms_norm(x)*w*silu(g), 131072 and 524288 rows of 128 f32) against hand-made variants of the
# same source (bench/gap/variants.py: launch bounds, unrolling, …), each checked bitwise against
# the printed one, compiled by nvcc with Morph's NVRTC flags and timed by CUDA events
# (bench/gap/harness.cu.in); torch.compile's gated norm timed the same way. Raw files in
# $OUT/variants.tgz.
#   carry: [".carry-lead"]   command: bash bench/run_device_variants.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_env variants "${1:-.carry-lead}"
"$B/morph" fuse "rms_norm(x, eps=1e-6)*w*silu(g)" --shape 131072,128 --emit cuda > "$O/gated_norm.txt" 2>&1
awk '/^\/\/ ---- launch 0: cuda source/ {on=1; next} on' "$O/gated_norm.txt" > "$O/gated_norm.cu"
python3 "$S/gap/variants.py" "$O/gated_norm.cu" /tmp/gv.cu && nvcc -O3 -arch=sm_90 --fmad=false --prec-div=true \
  --prec-sqrt=true --ftz=false -Xptxas -v -diag-suppress 177,550 -o /tmp/gv /tmp/gv.cu > "$O/variants_build.txt" 2>&1
rc=$?; echo "[$(el) s] nvcc exit $rc"
timeout 90 /tmp/gv > "$O/variants.txt" 2>&1
rc=$?; echo "[$(el) s] variants exit $rc"; pack_tmp variants; cat "$O/variants.txt"
timeout 120 python3 "$S/gap_torch.py" --time >> "$O/variants.txt" 2>&1
rc=$?; echo "[$(el) s] torch.compile exit $rc"
pack_tmp variants
tail -3 "$O/variants.txt"
