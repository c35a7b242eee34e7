#!/bin/bash
# Exploration 4: NVIDIA Vulkan routes timed with a 20 ms spin per rep (clocks held at 1980 MHz).
B=.carry-vkx
. $B/device_loaders.sh
device_gpu_apis vkx4 $B
nvidia-smi --query-gpu=timestamp,pstate,clocks.sm,clocks.mem,utilization.gpu,power.draw --format=csv -lms 100 > $O/clocks.csv 2>&1 &
S=$!
CASES=swiglu_512tok,swiglu_1tok,silu_affine,chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,cell_neg_f32,cell_neg_bf16,cell_exp_f32,cell_silu_f32,cell_div_f32,cell_sqrt_f32,cell_row_sum_f32,cell_row_max_f32,cell_tanh_f32
timeout 60 $B/morph table --backends cuda --cases $CASES --reps 5 --no-plain-times --jsonl $O/cuda.jsonl > $O/cuda.txt 2>&1
echo "cuda done $(el)"
run() { n=$1; shift; left=$((470 - $(el))); [ $left -gt 20 ] || { echo "skip $n"; return; }
  env "$@" timeout $((left < 75 ? left : 75)) $B/morph table --backends vulkan --cases $CASES --reps 5 --no-plain-times --jsonl $O/$n.jsonl > $O/$n.txt 2>&1
  echo "$n done $(el)"; pack_tmp vkx4; }
run div64 MORPH_VKX_NONE=1
timeout 70 $B/morph_tests --gtest_filter='VulkanDevice.*:*ConformanceScalar*/vulkan*:*FusionBackends*/vulkan*' > $O/tests_vulkan.log 2>&1; echo "tests exit $? $(el)"
run base MORPH_VKX_DIV64=0
run fast64 MORPH_VKX_FMA=fast64 MORPH_VKX_DIV64=0
run shfl MORPH_VKX_SHFL=1 MORPH_VKX_DIV64=0
run wide MORPH_VKX_WIDE=1 MORPH_VKX_DIV64=0
run hw MORPH_VKX_FMA=hw MORPH_VKX_DIV64=0
kill $S
grep -E "^\[  (FAILED|PASSED) |ROUTE|^\[==========\]" $O/tests_vulkan.log | head -12
pack_tmp vkx4
python3 - $O <<'PY'
import json,sys,glob,os
O=sys.argv[1]; t={}
for f in sorted(glob.glob(O+'/*.jsonl')):
    n=os.path.basename(f)[:-6]
    for l in open(f):
        r=json.loads(l); t.setdefault(r['case'],{})[n]=(r.get('device_us'),r.get('mismatches'))
cols=['cuda','base','div64','fast64','shfl','wide','hw']
print('case'.ljust(20)+''.join(c[:9].rjust(10) for c in cols))
for c,v in t.items():
    print(c.ljust(20)+''.join((('%.1f'%v[k][0]) + ('*' if v[k][1] else '') if k in v and v[k][0] else '-').rjust(10) for k in cols))
PY
awk -F', ' 'NR>1{c[$3]++} END{for(k in c) print c[k], k}' $O/clocks.csv | sort -rn | head -5
