#!/bin/bash
# One call on the GPU machine (~6 minutes): the closing check of the row-fence changes of
# 2026-12-06 (loads before the stages, speculative stages, the integer max of |x|, the blocked
# epilogue reading the transposed input back from shared memory) — (1) the 64 Mi workloads of
# morph_cuda_bench, the build before (B/morph_cuda_bench_old: main at e8617c8) and this one
# interleaved twice (the 512Ki x 128 gated norm runs the blocked schedule); (2) the Vulkan
# row-fence and fusion tests on NVIDIA Vulkan (native shuffles: the speculative schedule runs
# there); (3) `morph table` on CUDA, NVIDIA OpenCL and NVIDIA Vulkan with the peers, for the
# norm cases, old and new. Raw files in $OUT/close3.tgz; a summary prints last.
#   carry: [".carry-lead", ".gl"] (morph, morph_old, morph_tests, morph_cuda_bench{,_old},
#          libOpenCL.so.1)
#   command: bash bench/run_device_close3.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_gpu_apis close3 "${1:-.carry-lead}"
for i in 1 2; do
  for v in old new; do
    bin="$B/morph_cuda_bench"
    [ "$v" = old ] && bin="$B/morph_cuda_bench_old"
    timeout 100 "$bin" --reps 30 --json "$O/bench_${v}_$i.jsonl" > "$O/bench_${v}_$i.txt" 2>&1
    echo "[$(el) s] cuda_bench $v $i exit $?"
  done
done
pack_tmp close3
gtest_run vulkan "${TEST_S:-200}" '*RowSchedule*/vulkan:*FusionBackends*/vulkan:-*BlockedScheduleOwnsWholeGroups*' \
  > "$O/vulkan.summary"
cat "$O/vulkan.summary"
pack_tmp close3
CASES=${CASES:-add_rms_norm,gated_norm_1tok,gated_norm_4096tok,softmax_vocab,swiglu_512tok}
for v in old new; do
  bin="$B/morph"
  [ "$v" = old ] && bin="$B/morph_old"
  timeout 120 "$bin" table --backends cuda,opencl,vulkan --cases "$CASES" --reps 20 --no-plain-times \
    --jsonl "$O/table_$v.jsonl" > "$O/table_$v.txt" 2>&1
  echo "[$(el) s] table $v exit $?"
done
timeout 120 "$B/morph" table --backends cuda --cases "$CASES" --reps 20 --no-plain-times --peers \
  --jsonl "$O/table_peers.jsonl" > "$O/table_peers.txt" 2>&1
echo "[$(el) s] table --peers exit $?"
pack_tmp close3
for v in old new; do
  for i in 1 2; do echo "== cuda_bench $v $i"; grep -E "gated|silu\(a\)\*b|copy|7-op" "$O/bench_${v}_$i.txt" | head -6; done
done
for v in old new; do echo "== table $v"; grep -E "^(${CASES//,/|}) " "$O/table_$v.txt"; done
grep -E "^(${CASES//,/|}) " "$O/table_peers.txt"
