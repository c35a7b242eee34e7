#!/bin/bash
# One short call on the GPU machine (~2 minutes): why NVIDIA OpenCL runs attention and the split
# softmax slower than CUDA with the same printed source. `morph table` on CUDA and OpenCL fills
# Morph's disk caches; NVIDIA's OpenCL program binary is PTX, as is NVRTC's output, so every
# cached kernel of both backends is assembled again by ptxas -v for sm_90 (registers, spills,
# stack) and its PTX kept. Raw files in $OUT/clptx.tgz; the register table prints last.
#   carry: [".carry-attn"]   (static morph, libOpenCL.so.1)
#   command: bash bench/run_device_opencl_ptx.sh .carry-attn
B=${1:-.carry-attn}
REAL_OUT=${OUT:-/tmp/morph-out}
O=/tmp/clptx
mkdir -p "$O" "$REAL_OUT"
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
opencl_icd
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" XDG_CACHE_HOME=/tmp/clptx-cache PATH="$PATH:/usr/local/cuda/bin"
timeout 90 "$B/morph" table --backends cuda,opencl --cases attn_decode_8k,softmax_vocab --seed 20261202 --reps 10 \
  --no-plain-times > "$O/table.txt" 2>&1
echo "table exit $?"
n=0
for f in $(grep -rl --binary-files=text "\.entry" /tmp/clptx-cache 2>/dev/null); do
  n=$((n + 1))
  name=$(grep -a -m1 -o "\.entry [A-Za-z0-9_]*" "$f" | cut -d' ' -f2)
  kind=cuda; grep -a -q "opencl\|__cl\|\.kernel" "$f" && kind=opencl
  cp "$f" "$O/$n-$name.ptx"
  # strings: a cache file may wrap the PTX in a header; keep from the first line that starts with // or .version
  awk 'f || /^\/\/|^\.version/ {f=1; print}' "$f" | tr -d '\000' > "$O/$n-$name.clean.ptx"
  echo "== $n $name ($(wc -c < "$f") bytes) $(head -c 300 "$f" | tr -d '\000' | tr '\n' ' ' | cut -c1-120)"
  ptxas -arch=sm_90 -v "$O/$n-$name.clean.ptx" -o /dev/null 2>&1 | grep -E "registers|spill|stack|error" | head -4
done
echo "$n PTX files"
tar -C /tmp -czf "$REAL_OUT/clptx.tgz" clptx
grep -E "^(attn|softmax)" "$O/table.txt" | cut -c1-100
