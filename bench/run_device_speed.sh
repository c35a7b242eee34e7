#!/bin/bash
# The speed helper's call on the GPU machine (~2-3 minutes): `morph table` on CUDA and NVIDIA
# OpenCL with device times after a GPU spin, on the table's regime inputs and on plain
# uniform(-4, 4) inputs; the row-schedule variants of the gated norm (morph_rows_bench); the 64 Mi
# CUDA benchmarks (morph_cuda_bench). Raw files land in $OUT; a short summary is printed last.
#   carry: [".carry-speed"]   (static morph, morph_rows_bench, morph_cuda_bench, libOpenCL.so.1, this script)
#   command: bash .carry-speed/run_device_speed.sh .carry-speed
B=${1:-.carry-speed}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
P=$(ldconfig -p | awk '/libnvidia-opencl.so.1/ {print $NF; exit}')
[ -n "$P" ] || P=$(find / -name 'libnvidia-opencl.so.1*' -not -path '/proc/*' 2>/dev/null | head -1)
mkdir -p /tmp/icd && echo "$P" > /tmp/icd/nvidia.icd
export OCL_ICD_VENDORS=/tmp/icd XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" PYTHONUNBUFFERED=1
L="$O/logs.txt"
t0=$(date +%s)
stamp() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$L"; }
{ date -u +%Y-%m-%dT%H:%M:%SZ; nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv,noheader
  "$B/morph" devices; } >> "$L" 2>&1
CASES=${CASES:-swiglu_1tok,swiglu_512tok,silu_affine,chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab}
timeout ${TABLE_S:-110} "$B/morph" table --backends ${BACKENDS:-cuda,opencl} --cases "$CASES" --reps ${REPS:-20} \
  --oracle-max 65536 --json > "$O/table.json" 2>> "$L"
stamp "morph table exit $?"
timeout ${ROWS_S:-40} "$B/morph_rows_bench" --backend cuda --reps 20 --cases ${ROWS_CASES:-gated_norm_1tok,gated_norm_4096tok,gated_norm_512Ki,softmax_vocab} \
  --json "$O/rows.jsonl" >> "$L" 2>&1
stamp "rows_bench exit $?"
if [ -z "${SKIP_BENCH:-}" ]; then
  timeout ${BENCH_S:-45} "$B/morph_cuda_bench" --reps 20 --json "$O/morph.jsonl" >> "$L" 2>&1
  stamp "cuda_bench exit $?"
fi
if [ -n "${COMPILE:-}" ]; then
  MORPH_DISK_CACHE=0 timeout ${COMPILE_S:-40} "$B/morph_compile_time" --backends cuda --json "$O/compile.jsonl" >> "$L" 2>&1
  stamp "compile_time exit $?"
fi
if [ -n "${PEERS:-}" ]; then
  timeout ${PEERS_S:-80} python3 "$B/peers.py" --table --reps 20 --cases "$CASES" --json "$O/table_peers.jsonl" >> "$L" 2>&1
  stamp "peers exit $?"
fi
if [ -n "${NCU:-}" ] && command -v ncu > /dev/null; then
  # One profile of the gated norm's fused kernel (hardware counters; fails on gVisor machines).
  timeout ${NCU_S:-60} ncu --clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats \
    -k regex:k_row_fence -c 1 "$B/morph" run "rms_norm(x, eps=1e-6)*w*silu(g)" --shape 131072,128 --vec w \
    --backend cuda > "$O/ncu.txt" 2>&1
  stamp "ncu exit $?"
  grep -E "Duration|Memory Throughput|DRAM Throughput|Compute \(SM\) Throughput|Achieved Occupancy|Registers Per|Theoretical Occupancy|Issue" "$O/ncu.txt" | head -20
fi
python3 - "$O" <<'PY'
import json, sys, os
o = sys.argv[1]
try:
    rows = json.load(open(os.path.join(o, "table.json")))
except Exception as e:
    rows = []; print("table.json:", e)
print(f"{'case':20s} {'backend':7s} {'launch':>6s} {'mism':>5s} {'dev us':>8s} {'plain us':>9s} {'wall us':>8s}")
for r in rows:
    if r.get("device_us") is None and r.get("backend") not in ("cuda", "opencl"): continue
    f = lambda v: "n/a" if v is None else f"{v:.1f}"
    print(f"{r['case']:20s} {r['backend']:7s} {r['fused_launches']:>6} {r['mismatches']:>5} {f(r.get('device_us')):>8s} "
          f"{f(r.get('device_us_plain')):>9s} {f(r.get('wall_us')):>8s}")
for fn in ("rows.jsonl", "morph.jsonl", "table_peers.jsonl", "compile.jsonl"):
    p = os.path.join(o, fn)
    if not os.path.exists(p): continue
    for line in open(p):
        try: j = json.loads(line)
        except Exception: continue
        if fn == "table_peers.jsonl":
            print(f"peer {j.get('case','')} {j.get('impl','')} {j.get('us', 0):.1f} us launches {j.get('launches')}"); continue
        if fn == "compile.jsonl":
            print("compile", json.dumps(j)[:160]); continue
        if fn == "rows.jsonl":
            print(f"rows {j['case']:18s} {j['schedule']:52s} {j['us']:8.2f} us {j['bytes']/j['us']/1e3:7.0f} GB/s{' DIFFER' if j['differ'] else ''}")
        elif fn == "morph.jsonl" and any(k in j.get("name", "") for k in ("copy", "silu(a)*b 64Mi", "gated", "a*w+b 64Mi", "7-op", "silu(a*w+b)", "per call", "compile")):
            print(f"bench {j.get('name',''):44s} {j.get('us', 0):9.2f} {j.get('note','')}")
PY
