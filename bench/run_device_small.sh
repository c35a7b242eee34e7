#!/bin/bash
# One call on the GPU machine (~5 minutes): where the table's small launches spend their time,
# Morph beside torch.compile. (1) `morph tune` on the elementwise cases with the small-workgroup
# candidates (l1.wg64, l1.wg128, l2.wg64) beside the default; (2) Nsight Compute's kernel
# duration, instructions, registers and grid of every Morph kernel of the table's small cases
# and of softmax_vocab's three launches; (3) the same counters for torch.compile's (Triton) and
# eager kernels of the same cases (bench/peers.py --table). Raw files in $OUT/small.tgz; a
# per-kernel summary prints last.
#   carry: [".carry-lead"] (morph of this tree)
#   command: bash bench/run_device_small.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_env small "${1:-.carry-lead}"
NCU=$(command -v ncu || find / -name ncu -type f -perm -u+x -not -path '/proc/*' 2>/dev/null | head -1)
CASES=${CASES:-swiglu_1tok,gated_norm_1tok,add_rms_norm,softmax_vocab,rope_norm_q_1tok}
METRICS=gpu__time_duration.sum,smsp__inst_executed.sum,launch__registers_per_thread,launch__grid_size,launch__block_size,dram__bytes_read.sum,sm__warps_active.avg.pct_of_peak_sustained_active
timeout 120 "$B/morph" tune swiglu_1tok swiglu_512tok silu_affine chain7 --backend cuda --json > "$O/tune.json" 2> "$O/tune.err"
echo "[$(el) s] morph tune exit $?"
pack_tmp small
timeout 120 "$NCU" --clock-control none --csv --metrics "$METRICS" -k regex:'^(k_|attn|rope|q8|matvec)' \
  "$B/morph" table --backends cuda --cases "$CASES" --reps 3 --no-plain-times > "$O/ncu_morph.csv" 2> "$O/ncu_morph.err"
echo "[$(el) s] ncu morph table exit $?"
pack_tmp small
timeout 200 "$NCU" --clock-control none --csv --metrics "$METRICS" \
  python3 "$S/peers.py" --table --cases "${CASES/,rope_norm_q_1tok/}" --reps 3 > "$O/ncu_torch.csv" 2> "$O/ncu_torch.err"
echo "[$(el) s] ncu torch exit $?"
pack_tmp small
python3 - "$O" <<'EOF'
import csv, sys, collections, json
o = sys.argv[1]
for name in ("ncu_morph.csv", "ncu_torch.csv"):
    rows = []
    try:
        lines = [l for l in open(f"{o}/{name}") if l.startswith('"')]
        rows = list(csv.DictReader(lines))
    except Exception as e:
        print(name, "unreadable:", e); continue
    k = collections.OrderedDict()
    for r in rows:
        key = (r.get("Kernel Name", "?")[:60], r.get("Grid Size", ""), r.get("Block Size", ""))
        k.setdefault(key, collections.defaultdict(list))[r["Metric Name"]].append(r["Metric Value"])
    print(f"== {name}: kernel | grid | block | n | median duration | inst | regs | dram read")
    for (kn, g, b), m in k.items():
        d = sorted(float(x.replace(',', '')) for x in m.get("gpu__time_duration.sum", ["nan"]))
        ins = m.get("smsp__inst_executed.sum", ["?"])[0]
        print(f"{kn} | {g} | {b} | {len(d)} | {d[len(d)//2]:.0f} | {ins} | {m.get('launch__registers_per_thread',['?'])[0]} | {m.get('dram__bytes_read.sum',['?'])[0]}")
try:
    for r in json.load(open(f"{o}/tune.json")):
        print(r["case"], "default", round(r["default_us"], 2), "winner", r["winner"], round(r["winner_us"], 2),
              dict(zip(r["candidates"], [round(x, 2) for x in r["median_us"]])))
except Exception as e:
    print("tune.json:", e)
EOF
