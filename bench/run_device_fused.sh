#!/bin/bash
# One call on the GPU machine (~5 minutes): the last-workgroup-combines pattern (IR atomic_add and
# fence_device, dsl/last_workgroup.h) and decode attention's one-launch combine (AttnConfig::combine
# 2). Tests on CUDA, NVIDIA OpenCL and NVIDIA Vulkan side by side (ConformanceLastWorkgroup,
# AttentionBackend), then morph_attention_bench's decode sweep (the automatic schedule — two
# launches — against combine 2, one launch, on the same inputs, bitwise checked; an older build's
# sweep when .carry-lead/old.tar.xz holds morph_attention_bench_old), then `morph table`'s
# attention and softmax rows on the three backends. Raw files in $OUT/fused.tgz; a summary last.
# Run 2026-12-06 (H100): bench/results/h100-2026-12-06-fused (its sweep's "combine=0" rows were
# one launch then, the default of that build).
#   carry: [".carry-lead"] (morph, morph_tests, morph_attention_bench, libOpenCL.so.1) and .gl
#   command: bash bench/run_device_fused.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_gpu_apis fused "${1:-.carry-lead}"
gtest_run cuda "${TEST_S:-150}" '*LastWorkgroup*/cuda:*AttentionBackend*/cuda:*TuneCandidates.EveryAttention*/cuda' > "$O/cuda.summary" &
gtest_run opencl "${TEST_S:-150}" '*LastWorkgroup*/opencl:*AttentionBackend*/opencl' > "$O/opencl.summary" &
gtest_run vulkan "${TEST_S:-150}" '*LastWorkgroup*/vulkan:*AttentionBackend*/vulkan' > "$O/vulkan.summary" &
wait
cat "$O/cuda.summary" "$O/opencl.summary" "$O/vulkan.summary"
pack_tmp fused
timeout "${BENCH_S:-150}" "$B/morph_attention_bench" --sweep --reps "${REPS:-20}" --json "$O/attn_sweep.jsonl" > "$O/attn_sweep.log" 2>&1
echo "[$(el) s] morph_attention_bench --sweep exit $?"
[ -f "$B/old.tar.xz" ] && tar -C "$B" -xJf "$B/old.tar.xz"
if [ -x "$B/morph_attention_bench_old" ]; then  # the build before (two launches, the per-item combine)
  timeout "${OLD_S:-80}" "$B/morph_attention_bench_old" --sweep --reps "${REPS:-20}" --json "$O/attn_sweep_old.jsonl" \
    > "$O/attn_sweep_old.log" 2>&1
  echo "[$(el) s] morph_attention_bench_old --sweep exit $?"
fi
pack_tmp fused
for be in cuda opencl vulkan; do
  timeout 60 "$B/morph" table --cases attn_decode_8k,softmax_vocab --backends "oracle,$be" --reps 20 \
    --jsonl "$O/table_$be.jsonl" > "$O/table_$be.txt" 2>&1
  echo "[$(el) s] morph table $be exit $?"
done
pack_tmp fused
echo "== decode sweep: automatic (two launches) vs combine=2 (one launch), µs"
grep -E "wg=0 rb=0" "$O/attn_sweep.log" | head -20
echo "== the build before (old):"
grep -E "wg=0 rb=0" "$O/attn_sweep_old.log" 2>/dev/null | head -10
grep -hE "attn_decode_8k" "$O"/table_*.txt
