#!/bin/bash
B=.carry-attn
REAL_OUT=${OUT:-/tmp/morph-out}
O=/tmp/streamexp
mkdir -p "$O" "$REAL_OUT"
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" XDG_CACHE_HOME=/tmp/morph-cache
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$O/machine.txt" 2>&1
C=swiglu_1tok,swiglu_512tok,silu_affine,chain7,gated_norm_4096tok,softmax_vocab,add_rms_norm
for round in 1 2; do
for v in 0 1 2; do
  MORPH_EXP_STREAM=$v timeout 60 "$B/morph" table --backends cuda --cases $C --seed 20261202 --reps 30 --no-plain-times \
    --jsonl "$O/table_$v.jsonl" > "$O/table_${v}_$round.txt" 2>&1
  echo "table $v round $round exit $?"
done
done
for v in 0 1 2; do
  MORPH_EXP_STREAM=$v timeout 100 "$B/morph_cuda_bench" --reps 30 --json "$O/bench_$v.jsonl" > "$O/bench_$v.txt" 2>&1
  echo "bench $v exit $?"
done
tar -C /tmp -czf "$REAL_OUT/streamexp.tgz" streamexp
for v in 0 1 2; do echo "== variant $v"; for r in 1 2; do grep -E "^(swiglu|silu|chain|gated|softmax|add)" "$O/table_${v}_$r.txt" | awk '{print $1, $(NF-4)}' | tr '\n' ' '; echo; done; grep -E "copy|silu|a\*w|7-op|gated" "$O/bench_$v.txt" | cut -c1-90; done
