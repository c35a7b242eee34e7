#!/bin/bash
# A follow-up call on the GPU machine (~5 minutes) after bench/run_device_final.sh: (1) the cells'
# workloads that call's time box cut (prefill attention per KV type, matvec ffn_down of every ggml
# type) on CUDA, into cells.jsonl; (2) why NVIDIA Vulkan is slow: `morph tune` on Vulkan for a
# fence case and a map case prints every candidate schedule's device time (tune.json); (3) the
# random-chain property test on NVIDIA Vulkan that the conformance call's limit cut
# (MORPH_CHAIN_BACKEND_CASES chains, default 100). Logs in $OUT; a short summary prints last.
#   carry: [".carry-lead", ".gl"]     command: bash bench/run_device_cells_vk.sh .carry-lead
B=${1:-.carry-lead}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
vulkan_loader
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
"$B/morph" devices > "$O/devices.txt" 2>&1
C=attn_prefill_512_f32kv,attn_prefill_512_f16kv,attn_prefill_512_bf16kv
for t in f32 f16 bf16 q4_0 q4_1 q5_0 q5_1 q8_1 q2_K q3_K q5_K q6_K q8_K iq2_xxs iq2_xs iq2_s iq3_xxs iq3_s \
  iq1_s iq1_m iq4_nl iq4_xs tq1_0 tq2_0 mxfp4; do C="$C,matvec_${t}_down"; done
timeout ${CELLS_S:-150} "$B/morph" table --backends cuda --cases "$C" --seed 20261201 --oracle-max 16384 --reps 10 \
  --no-plain-times --jsonl "$O/cells.jsonl" > "$O/cells_table.txt" 2>&1
echo "cells table exit $? ($(wc -l < "$O/cells.jsonl") rows)"
timeout ${TUNE_S:-90} "$B/morph" tune gated_norm_4096tok swiglu_512tok --backend vulkan --json > "$O/tune_vulkan.json" \
  2> "$O/tune_vulkan.err"
echo "tune vulkan exit $?"
MORPH_CHAIN_BACKEND_CASES=${CHAINS:-100} timeout ${TEST_S:-200} "$B/morph_tests" \
  --gtest_filter='Backends/FusionPropertyBackends.RandomChainsEqualOracle/vulkan' > "$O/tests_vulkan_chains.log" 2>&1
echo "vulkan chains exit $?"
grep -E "^\[  (FAILED|PASSED)|\[ info \]|\[ seed \]" "$O/tests_vulkan_chains.log"
python3 - "$O/tune_vulkan.json" <<'PY'
import json, sys
try:
    rows = json.load(open(sys.argv[1]))
except Exception as e:
    print("tune_vulkan.json unreadable:", e); sys.exit(0)
for r in rows:
    print(r.get("case"), r.get("family"), "default", r.get("default_us"), "winner", r.get("winner"), r.get("winner_us"))
    for name, t in zip(r.get("candidates", []), r.get("median_us", [])):
        print("   ", name, t)
PY
