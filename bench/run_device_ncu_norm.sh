#!/bin/bash
# One call on the GPU machine (~2 minutes): where add_rms_norm's and the one-token gated norm's
# row-fence kernels spend their time — Nsight Compute's full set on one launch of each (warp
# states, memory, launch stats) and its per-SASS-instruction source page (stall samples), as
# CSV. Raw files in $OUT/ncunorm.tgz; the warp-state summary prints last.
#   carry: [".carry-lead"] (morph of this tree)
#   command: bash bench/run_device_ncu_norm.sh .carry-lead
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
device_env ncunorm "${1:-.carry-lead}"
NCU=$(command -v ncu || find / -name ncu -type f -perm -u+x -not -path '/proc/*' 2>/dev/null | head -1)
"$NCU" --version > "$O/ncu_version.txt" 2>&1
for c in ${CASES:-add_rms_norm gated_norm_1tok}; do
  timeout 150 "$NCU" --set full --import-source yes -k regex:'^k_row_fence' --launch-skip 6 --launch-count 1 \
    -o "$O/$c" "$B/morph" table --backends cuda --cases "$c" --reps 3 --no-plain-times > "$O/$c.run.txt" 2>&1
  echo "[$(el) s] ncu $c exit $?"
  "$NCU" -i "$O/$c.ncu-rep" --page details --csv > "$O/$c.details.csv" 2> "$O/$c.details.err"
  "$NCU" -i "$O/$c.ncu-rep" --page source --csv --print-source sass > "$O/$c.sass.csv" 2> "$O/$c.sass.err"
  echo "[$(el) s] $c export: details $(wc -l < "$O/$c.details.csv") lines, sass $(wc -l < "$O/$c.sass.csv") lines"
  pack_tmp ncunorm
done
for c in ${CASES:-add_rms_norm gated_norm_1tok}; do
  echo "== $c"
  grep -E '"(Duration|Elapsed Cycles|Registers Per Thread|Achieved Occupancy|Warp Cycles Per Issued Instruction|Stall [A-Za-z ]+|Executed Instructions|Issue Slots Busy)"' "$O/$c.details.csv" | \
    awk -F'","' '{print $(NF-2)": "$NF}' | tr -d '"' | head -40
done
