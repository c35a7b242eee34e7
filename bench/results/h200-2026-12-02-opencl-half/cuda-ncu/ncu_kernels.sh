#!/bin/bash
B=.carry-attn
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}" XDG_CACHE_HOME=/tmp/nk-cache
NCU=$(command -v ncu || find / -name ncu -type f -perm -u+x -not -path '/proc/*' 2>/dev/null | head -1)
mkdir -p $OUT/nk
for c in attn_decode_8k softmax_vocab add_rms_norm; do
  timeout 120 "$NCU" --clock-control none --metrics gpu__time_duration.sum \
    "$B/morph" table --backends cuda --cases $c --seed 20261202 --reps 5 --no-plain-times > $OUT/nk/$c.txt 2>&1
  echo "== $c (exit $?)"
  python3 - $OUT/nk/$c.txt <<'PY'
import re, sys, statistics, collections
name = None; d = collections.defaultdict(list)
for line in open(sys.argv[1], errors='replace'):
    m = re.match(r'\s+(k_\w+|\w*spin\w*)\s*\(', line)
    if m: name = m.group(1); continue
    m = re.search(r'gpu__time_duration.sum\s+(\S+)\s+([\d.,]+)', line)
    if m and name:
        v = float(m.group(2).replace(',', '')); v = v / 1000 if m.group(1) == 'ns' else v * 1000 if m.group(1) == 'ms' else v
        d[name].append(v); name = None
for k, v in d.items(): print(f"  {k:24s} n={len(v):3d} median {statistics.median(v):8.2f} us  min {min(v):8.2f}")
PY
done
