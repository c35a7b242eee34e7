#!/bin/bash
# carry: [".carry-math"] (static morph, morph_tests, libOpenCL.so.1)   command: bash bench/run_device_ptx_shuffles.sh .carry-math
# NVIDIA OpenCL with inline-PTX warp shuffles: the OpenCL suites, then the row and attention cases
# of the table on cuda and opencl (device times).
B=${1:-.carry-math}
. bench/device_loaders.sh; opencl_icd
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" XDG_CACHE_HOME=/tmp/mc MORPH_SOURCE_DIR="$PWD"
export MORPH_DAG_BACKEND_CASES=60 MORPH_CHAIN_BACKEND_CASES=150
$B/morph devices 2>&1 | grep -i opencl | head -3
timeout 220 $B/morph_tests --gtest_filter="*/opencl:OpenClDevice.*:OpenClSoftMath.*:-*Matvec*:*Q8_1*:*Island*" > $OUT/tests_opencl_ptx.log 2>&1
echo "== tests ($(grep -c '^\[       OK' $OUT/tests_opencl_ptx.log) passed)"; grep -E "^\[  (FAILED|PASSED|SKIPPED) |^\[==========\]|Failure| differ|first" $OUT/tests_opencl_ptx.log | head -20
timeout 60 $B/morph table --backends cuda,opencl --cases gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,rope_norm_q_1tok,rope_norm_k_512tok,attn_decode_8k --reps 20 --json > $OUT/table_ptx.json 2> $OUT/table_ptx.err
python3 - $OUT/table_ptx.json <<'PY'
import json,sys
rows=json.load(open(sys.argv[1])); by={}
for r in rows: by.setdefault(r.get('case'),{})[r.get('backend')]=r
for c,d in by.items():
  cu=d.get('cuda',{}); oc=d.get('opencl',{})
  t=lambda r: r.get('device_us') or r.get('time_us')
  print(f"{c:22s} cuda {t(cu)} opencl {t(oc)} mism {cu.get('mismatches')}/{oc.get('mismatches')}")
PY
