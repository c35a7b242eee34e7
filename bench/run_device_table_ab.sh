#!/bin/bash
# A printed-source change against the binary before it on the GPU machine (~2-3 minutes):
# `morph table` for CASES on BACKENDS (default cuda,opencl,vulkan), new / old / new / old with
# one seed (the same inputs each time), REPS device-timed runs each. $B/all.tar.xz carries the
# new morph, $B/old.tar.xz morph_old. Raw JSON in $OUT/table_ab.tgz; a summary (median device µs
# per case, backend and binary; mismatches) prints last.
#   carry: [".carry-lead", ".gl"]   command: CASES=rope_norm_q_1tok bash bench/run_device_table_ab.sh .carry-lead
B=${1:-.carry-lead}
S=$(cd "$(dirname "$0")" && pwd)
REAL_OUT=${OUT:-/tmp/morph-out}
O=/tmp/table_ab
mkdir -p "$O" "$REAL_OUT"
[ -f "$B/all.tar.xz" ] && tar -C "$B" -xJf "$B/all.tar.xz"
[ -f "$B/old.tar.xz" ] && tar -C "$B" -xJf "$B/old.tar.xz"
. "$S/device_loaders.sh"
vulkan_loader
opencl_icd
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD"
machine_txt "$O/machine.txt"
"$B/morph" devices > "$O/devices.txt" 2>&1
for run in new old new2 old2; do
  bin=morph; case $run in old*) bin=morph_old;; esac
  timeout ${RUN_S:-60} "$B/$bin" table --backends "${BACKENDS:-cuda,opencl,vulkan}" --cases "$CASES" \
    --reps ${REPS:-30} --seed 7 --json > "$O/table_$run.json" 2> "$O/table_$run.err"
  echo "$run exit $? at $SECONDS s"
  pack_tmp table_ab
done
python3 - "$O" <<'PY' | tee "$O/summary.txt"
import json, sys, os
rows = {}
for run in ["new", "new2", "old", "old2"]:
    try:
        data = json.load(open(os.path.join(sys.argv[1], f"table_{run}.json")))
    except Exception as e:
        print(run, "unreadable:", e); continue
    for r in data:
        rows.setdefault((r["case"], r["backend"]), {})[run] = (r.get("device_us"), r.get("mismatches"))
print(f"{'case':24} {'backend':8} {'new':>8} {'new2':>8} {'old':>8} {'old2':>8}  mismatches")
for (case, be), v in sorted(rows.items()):
    f = lambda k: f"{v[k][0]:8.2f}" if k in v and isinstance(v[k][0], (int, float)) else f"{'-':>8}"
    mm = ",".join(str(v[k][1]) for k in ["new", "new2", "old", "old2"] if k in v)
    print(f"{case:24} {be:8} {f('new')} {f('new2')} {f('old')} {f('old2')}  {mm}")
PY
pack_tmp table_ab
