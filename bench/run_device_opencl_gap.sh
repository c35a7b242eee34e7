#!/bin/bash
# One call on the GPU machine (~5 minutes) on NVIDIA OpenCL's gap to CUDA: the OpenCL suite (every
# `*/opencl` test but the random chains and DAGs, TuneCandidates included) and the island
# conformance on CUDA, then `morph table`
# on CUDA and NVIDIA OpenCL for the row fences, decode attention per KV type and the f16/bf16
# matvec, each bitwise against the oracle with its device time. Raw files in $OUT/clgap.tgz.
#   carry: [".carry-attn"]   (static morph, morph_tests, libOpenCL.so.1)
#   command: bash bench/run_device_opencl_gap.sh .carry-attn
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
device_env clgap "${1:-.carry-attn}"
opencl_icd
printf '{"date": "%s", "gpu": "%s", "cpu": "%s"}\n' "$(date -u '+%Y-%m-%d %H:%M UTC')" \
  "$(nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,memory.total --format=csv,noheader | head -1)" \
  "$(nproc)" > "$O/machine.json"
"$B/morph" devices > "$O/devices.txt" 2>&1
timeout ${TEST_S:-200} "$B/morph_tests" \
  --gtest_filter='*/opencl:OpenClDevice.*:Backends/IslandConf.*/cuda:-*RandomChains*:*RandomDags*' > "$O/tests.log" 2>&1
echo "[$(el) s] morph_tests exit $? (124: time limit)"
grep -E "^\[  FAILED|^\[  PASSED|Failure" "$O/tests.log" | head -20
echo "OK: $(grep -c '^\[       OK' "$O/tests.log")"
pack_tmp clgap
C=gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,rope_norm_k_512tok,attn_decode_8k,attn_decode_8k_bf16kv
C=$C,attn_decode_8k_f32kv,matvec_f16_down,matvec_q4_K_down
timeout ${TABLE_S:-120} "$B/morph" table --backends cuda,opencl --cases $C --seed 20261202 --reps 20 --oracle-max 16384 \
  --no-plain-times --jsonl "$O/table.jsonl" > "$O/table.txt" 2>&1
echo "[$(el) s] table exit $?"
pack_tmp clgap
grep -E "^(attn|matvec|softmax|add_rms|gated|rope)" "$O/table.txt" | cut -c1-100
