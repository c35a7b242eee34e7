#!/bin/bash
# Exploration: NVIDIA Vulkan cost attribution with experiment knobs (MORPH_VKX_*), one call.
B=.carry-vkx
. $B/device_loaders.sh
device_gpu_apis vkx $B
grep -E "vulkan|cuda" $O/devices.txt
CASES=cell_neg_f32,cell_exp_f32,cell_silu_f32,cell_div_f32,cell_row_sum_f32,add_rms_norm,swiglu_512tok,gated_norm_4096tok
timeout 60 $B/morph table --backends cuda --cases $CASES --reps 5 --no-plain-times --jsonl $O/cuda.jsonl > $O/cuda.txt 2>&1
echo "cuda done $(el)"
MORPH_VULKAN_PIPELINE_STATS=1 timeout 90 $B/morph table --backends vulkan --cases $CASES --reps 5 --no-plain-times --jsonl $O/base.jsonl > $O/base.txt 2>$O/base.err
echo "base done $(el)"; pack_tmp vkx
run() { n=$1; shift; left=$((520 - $(el))); [ $left -gt 20 ] || { echo "skip $n"; return; }
  env "$@" timeout $((left < 70 ? left : 70)) $B/morph table --backends vulkan --cases $CASES --reps 5 --no-plain-times --jsonl $O/$n.jsonl > $O/$n.txt 2>&1
  echo "$n done $(el)"; pack_tmp vkx; }
run fmahw MORPH_VKX_FMA=hw
run div MORPH_VKX_NATIVE_DIV=1
run cmp MORPH_VKX_NATIVE_CMP=1
run nohost MORPH_VKX_NOHOST=1
run wide MORPH_VKX_WIDE=1
run fmaf32 MORPH_VKX_FMA=f32
run noprecise MORPH_VKX_NOPRECISE=1
run nomodes MORPH_VKX_NOMODES=1
run all MORPH_VKX_FMA=hw MORPH_VKX_NATIVE_DIV=1 MORPH_VKX_NATIVE_CMP=1 MORPH_VKX_NOHOST=1 MORPH_VKX_WIDE=1 MORPH_VKX_NOPRECISE=1 MORPH_VKX_NOMODES=1
grep "pipeline stats" $O/base.err | head -30
python3 - $O <<'PY'
import json,sys,glob,os
O=sys.argv[1]; t={}
for f in sorted(glob.glob(O+'/*.jsonl')):
    n=os.path.basename(f)[:-6]
    for l in open(f):
        r=json.loads(l); t.setdefault(r['case'],{})[n]=(r.get('device_us'),r.get('mismatches'))
cols=['cuda','base','fmahw','div','cmp','nohost','wide','fmaf32','noprecise','nomodes','all']
print('case'.ljust(20)+''.join(c[:9].rjust(10) for c in cols))
for c,v in t.items():
    print(c.ljust(20)+''.join((('%.1f'%v[k][0]) + ('*' if v[k][1] else '') if k in v and v[k][0] else '-').rjust(10) for k in cols))
PY
