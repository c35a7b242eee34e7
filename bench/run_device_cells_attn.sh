#!/bin/bash
# A short call on the GPU machine (~2 minutes): the cells' attention workloads (decode at 8K per
# KV type, prefill 512 f16) through `morph table` on CUDA, NVIDIA OpenCL and NVIDIA Vulkan, each
# bitwise against the oracle with its device time (CUDA events, OpenCL profiling events, Vulkan
# timestamps), into cells.jsonl with machine.json for `morph cells`.
#   carry: [".carry-lead", ".gl"]   command: bash bench/run_device_cells_attn.sh .carry-lead
B=${1:-.carry-lead}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
vulkan_loader
opencl_icd
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
printf '{"date": "%s", "gpu": "%s", "cpu": "%s"}\n' "$(date -u '+%Y-%m-%d %H:%M UTC')" \
  "$(nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,memory.total --format=csv,noheader | head -1)" \
  "$(nproc)" > "$O/machine.json"
"$B/morph" devices > "$O/devices.txt" 2>&1
C=attn_decode_8k,attn_decode_8k_f32kv,attn_decode_8k_bf16kv,attn_prefill_512_f16kv
timeout ${CELLS_S:-150} "$B/morph" table --backends cuda,opencl,vulkan --cases "$C" --seed 20261202 --oracle-max 16384 \
  --reps 10 --no-plain-times --jsonl "$O/cells.jsonl" > "$O/cells_table.txt" 2>&1
echo "cells table exit $? ($(wc -l < "$O/cells.jsonl") rows)"
cat "$O/devices.txt"
grep -E "^attn" "$O/cells_table.txt"
