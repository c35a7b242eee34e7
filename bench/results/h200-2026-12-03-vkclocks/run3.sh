#!/bin/bash
# Exploration 3: clocks under NVIDIA Vulkan vs CUDA (nvidia-smi sampling), spin length, prewarm.
B=.carry-vkx
. $B/device_loaders.sh
device_gpu_apis vkx3 $B
nvidia-smi --query-gpu=timestamp,pstate,clocks.sm,clocks.mem,utilization.gpu,power.draw --format=csv -lms 50 > $O/clocks.csv 2>&1 &
S=$!
CASES=cell_neg_f32,cell_exp_f32,silu_affine,add_rms_norm,cell_div_f32,chain7
mark() { echo "$(date +%H:%M:%S.%N) $1" >> $O/marks.txt; }
run() { n=$1; e=$2; shift 2; left=$((230 - $(el))); [ $left -gt 15 ] || { echo "skip $n"; return; }
  mark "start $n"
  env $e timeout $((left < 60 ? left : 60)) $B/morph table --cases $CASES "$@" --no-plain-times --jsonl $O/$n.jsonl > $O/$n.txt 2>&1
  mark "end $n"; echo "$n done $(el)"; pack_tmp vkx3; }
run vk1 "" --backends vulkan --reps 5
run cuda "" --backends cuda --reps 5
run vk_spin20 MORPH_VKX_SPIN_US=20000 --backends vulkan --reps 5
run vk_prewarm MORPH_VKX_PREWARM_MS=2000 --backends vulkan --reps 5
run vk_reps100 "" --backends vulkan --reps 100
run vk2 "" --backends vulkan --reps 5
kill $S
pack_tmp vkx3
python3 - $O <<'PY'
import json,sys,glob,os
O=sys.argv[1]; t={}
for f in sorted(glob.glob(O+'/*.jsonl')):
    n=os.path.basename(f)[:-6]
    for l in open(f):
        r=json.loads(l); t.setdefault(r['case'],{})[n]=(r.get('device_us'),r.get('mismatches'))
cols=['cuda','vk1','vk_spin20','vk_prewarm','vk_reps100','vk2']
print('case'.ljust(20)+''.join(c[:10].rjust(11) for c in cols))
for c,v in t.items():
    print(c.ljust(20)+''.join((('%.1f'%v[k][0]) + ('*' if v[k][1] else '') if k in v and v[k][0] else '-').rjust(11) for k in cols))
PY
cat $O/marks.txt
awk -F', ' 'NR>1{k=$2" sm"$3" mem"$4; c[k]++} END{for(k in c) print c[k], k}' $O/clocks.csv | sort -rn | head -12
