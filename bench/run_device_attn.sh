#!/bin/bash
# One call on the GPU machine for attention and RoPE (~150 s): morph_attention_bench (decode at
# batch 1/8 over 4K-128K, bf16/f32 caches, causal prefill, RoPE and RoPE+norm, each beside a
# device copy of the same bytes; outputs checked bitwise against the plain C++ reference and
# batch invariance on the device), then the torch peers (bench/attention_peers.py: SDPA flash /
# efficient, flash_attn if importable, prefill, RoPE+norm eager/compile), then the attention and
# RoPE tests on CUDA and NVIDIA OpenCL with what time is left. Raw files land in $OUT;
# bench/attention_table.py turns them into a table.
#   carry: [".carry-attn"]   (static morph_attention_bench, morph_tests, libOpenCL.so.1, scripts)
#   command: bash .carry-attn/run_device_attn.sh .carry-attn
B=${1:-.carry-attn}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
S=$(cd "$(dirname "$0")" && pwd)
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
opencl_icd
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" PYTHONUNBUFFERED=1
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,memory.total --format=csv 2>&1
} > "$O/machine.txt"
timeout ${BENCH_S:-65} "$B/morph_attention_bench" --reps ${REPS:-20} --json "$O/attn_bench.jsonl" > "$O/attn_bench.log" 2>&1
echo "morph_attention_bench exit $?"
timeout ${PEERS_S:-40} python3 "$S/attention_peers.py" --reps ${REPS:-20} --json "$O/attn_peers.jsonl" > "$O/attn_peers.log" 2>&1
echo "attention_peers exit $?"
timeout ${TEST_S:-12} "$B/morph_tests" --gtest_filter='*AttentionBackend*/cuda:*RopeBackend*/cuda:*AttentionBackend*/opencl:*RopeBackend*/opencl' \
  > "$O/tests.log" 2>&1
echo "morph_tests exit $? (124: time limit; the lines below say what completed)"
grep -E "^\[       OK|^\[  FAILED|^\[  PASSED|^\[  SKIPPED|Failure" "$O/tests.log" | head -20
cat "$O/attn_bench.log" | tail -30
grep -v '^{"torch"' "$O/attn_peers.log" | cut -c1-200 | tail -40
