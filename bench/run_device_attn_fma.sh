#!/bin/bash
# One call on the GPU machine (~3-8 minutes): decode attention of two builds side by side —
# B/morph_attention_bench (this tree) against B/attn_bench_old (the build before; first used for
# the fused-chain definition of 2026-12-06, docs/attention.md, bench/results/h100-2026-12-06-attn-*),
# each `--sweep` (Llama-3-8B heads, f16 cache, batch 1 4K/8K/32K/128K and batch 8 8K over the
# schedules; every output checked bitwise against its own binary's reference and automatic
# schedule), then the default bench of this build (decode 4K-128K at batch 1 and 8, bf16/f32
# caches, prefill, RoPE; SKIP_BENCH=1 skips it), torch SDPA in the same call
# (bench/attention_peers.py), `morph table` attn_decode_8k on CUDA, NVIDIA OpenCL and NVIDIA Vulkan
# for both builds (SKIP_TABLE=1 skips it), and the attention tests on the three APIs. Raw files in
# $OUT/$NAME.tgz (NAME: attn_fma unless set); a summary prints last.
#   carry: [".carry-lead", ".gl"] (attn.tar.xz: morph, morph_old, morph_tests,
#          morph_attention_bench, attn_bench_old; libOpenCL.so.1)
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
[ -z "$SKIP_BENCH" ] && timeout ${BENCH_S:-90} "$B/morph_attention_bench" --reps ${REPS:-20} --json "$O/attn_bench.jsonl" > "$O/attn_bench.log" 2>&1
echo "[$(el) s] bench exit $?"
timeout ${PEERS_S:-45} python3 "$S/attention_peers.py" --reps ${REPS:-20} --json "$O/attn_peers.jsonl" > "$O/attn_peers.log" 2>&1
echo "[$(el) s] peers exit $?"
pack_tmp "$NAME"
[ -z "$SKIP_TABLE" ] && for v in new old; do  # the table's decode row on the three APIs (device µs; 0 mismatches expected)
  bin="$B/morph"
  [ "$v" = old ] && bin="$B/morph_old"
  timeout ${TABLE_S:-60} "$bin" table --backends cuda,opencl,vulkan --cases attn_decode_8k --reps 20 \
    > "$O/table_$v.txt" 2>&1
  echo "[$(el) s] table $v exit $?"
done
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
for r in load("attn_bench.jsonl"):
    print(f'{r["name"]:<60} {r["us"]:9.2f} µs  copy {r["copy_us"]:8.2f}  {r["check"]}')
PY
grep -v '^{"torch"' "$O/attn_peers.log" | cut -c1-160 | tail -25
grep -h "^attn" "$O/table_new.txt" "$O/table_old.txt" | cut -c1-110
