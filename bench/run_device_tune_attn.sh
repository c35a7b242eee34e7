#!/bin/bash
# One short call on the GPU machine (~3 minutes): `morph tune attn_decode_8k` on CUDA, NVIDIA
# OpenCL and NVIDIA Vulkan at decode shapes — every attention schedule candidate timed by the
# device's clock and checked bitwise, among them k2 (AttnConfig::combine 2: one launch, the last
# workgroup combines) against the default's two launches. Raw JSON in $OUT/tune.tgz; per backend
# and shape the default's and k2's µs last.
#   carry: [".carry-lead", ".gl"]   command: bash bench/run_device_tune_attn.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_gpu_apis tune "${1:-.carry-lead}"
for be in cuda opencl vulkan; do
  timeout "${TUNE_S:-70}" "$B/morph" tune attn_decode_8k --backend "$be" --shapes "${SHAPES:-1x4096,1x8192,8x8192}" \
    --json > "$O/tune_$be.json" 2> "$O/tune_$be.err"
  echo "[$(el) s] tune $be exit $?"
  pack_tmp tune
done
python3 - "$O" <<'PY'
import json, sys, glob
for f in sorted(glob.glob(sys.argv[1] + "/tune_*.json")):
    try:
        rows = json.load(open(f))
    except Exception as e:
        print(f, "unreadable:", e); continue
    for r in rows:
        c = r["candidates"]; m = r["median_us"]
        k2 = m[c.index("k2")] if "k2" in c else float("nan")
        print(f"{r['backend']:7s} {r['shape']}: default {r['default_us']:.1f} us, k2 (one launch) {k2:.1f} us, winner {r['winner']} {r['winner_us']:.1f}")
PY
