#!/bin/bash
B=.carry-attn
. bench/device_loaders.sh
opencl_icd
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" XDG_CACHE_HOME=/tmp/tl-cache
mkdir -p $OUT/tl
for c in softmax_vocab attn_decode_8k add_rms_norm; do
  MORPH_EXP_TIMELINE=1 timeout 60 "$B/morph" table --backends opencl --cases $c --seed 20261202 --reps 10 --no-plain-times \
    > $OUT/tl/$c.txt 2> $OUT/tl/$c.err
  echo "== $c"; grep -E "^$c" $OUT/tl/$c.txt | cut -c1-100; grep timeline $OUT/tl/$c.err | tail -4
done
timeout 60 "$B/morph" table --backends cuda --cases softmax_vocab,attn_decode_8k,add_rms_norm --seed 20261202 --reps 10 --no-plain-times | grep -E "^(softmax|attn|add)" | cut -c1-100
