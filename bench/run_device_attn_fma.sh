#!/bin/bash
# One call on the GPU machine (~7 minutes): decode attention with the fused-chain definition
# (docs/attention.md, 2026-12-06) against the build before it — B/attn_bench_old (the tree of
# rounded products) and B/morph_attention_bench (this tree), each `--sweep` (Llama-3-8B heads,
# f16 cache, batch 1 4K/8K/32K/128K and batch 8 8K over the schedules; every output checked
# bitwise against its own binary's reference and automatic schedule), then the default bench of
# this build (decode 4K-128K at batch 1 and 8, bf16/f32 caches, prefill, RoPE), torch SDPA in the
# same call (bench/attention_peers.py), and the attention tests on CUDA, NVIDIA OpenCL and NVIDIA
# Vulkan. Raw files in $OUT/attn_fma.tgz; a summary prints last.
#   carry: [".carry-lead", ".gl"] (attn.tar.xz: morph, morph_tests, morph_attention_bench,
#          attn_bench_old; libOpenCL.so.1)
#   command: bash bench/run_device_attn_fma.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
B=${1:-.carry-lead}
[ -f "$B/attn.tar.xz" ] && tar -C "$B" -xJf "$B/attn.tar.xz"
NAME=${NAME:-attn_fma}
device_gpu_apis "$NAME" "$B"
for v in new old; do
  bin="$B/morph_attention_bench"
  [ "$v" = old ] && bin="$B/attn_bench_old"
  timeout ${SWEEP_S:-120} "$bin" --sweep --reps ${REPS:-20} --json "$O/sweep_$v.jsonl" > "$O/sweep_$v.log" 2>&1
  echo "[$(el) s] sweep $v exit $?"
  pack_tmp "$NAME"
done
timeout ${BENCH_S:-90} "$B/morph_attention_bench" --reps ${REPS:-20} --json "$O/bench_new.jsonl" > "$O/bench_new.log" 2>&1
echo "[$(el) s] bench exit $?"
timeout ${PEERS_S:-45} python3 "$S/attention_peers.py" --reps ${REPS:-20} --json "$O/peers.jsonl" > "$O/peers.log" 2>&1
echo "[$(el) s] peers exit $?"
pack_tmp "$NAME"
gtest_run cuda "${TEST_S:-100}" '*AttentionBackend*/cuda:Attention.*:*TunerTiming.Attention*' > "$O/cuda.summary" &
gtest_run opencl "${TEST_S:-100}" '*AttentionBackend*/opencl' > "$O/opencl.summary" &
gtest_run vulkan "${TEST_S:-100}" '*AttentionBackend*/vulkan' > "$O/vulkan.summary" &
wait
cat "$O/cuda.summary" "$O/opencl.summary" "$O/vulkan.summary"
pack_tmp "$NAME"
python3 - "$O" <<'PY'
import json, sys, re
o = sys.argv[1]
def load(f):
    try:
        return [json.loads(l) for l in open(f"{o}/{f}") if l.strip().startswith("{")]
    except OSError:
        return []
old = {r["name"]: r for r in load("sweep_old.jsonl")}
print("sweep (µs): new / old, check (new)")
for r in load("sweep_new.jsonl"):
    if not r["name"].startswith("sweep"): continue
    o_ = old.get(r["name"])
    print(f'{r["name"]:<90} {r["us"]:8.2f} / {o_["us"] if o_ else float("nan"):8.2f}  {r["check"]}')
print("bench (new):")
for r in load("bench_new.jsonl"):
    print(f'{r["name"]:<60} {r["us"]:9.2f} µs  copy {r["copy_us"]:8.2f}  {r["check"]}')
PY
grep -v '^{"torch"' "$O/peers.log" | cut -c1-160 | tail -25
