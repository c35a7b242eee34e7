#!/bin/bash
# Regenerates bench/RESULTS_GDN.md from the raw runs of bench/run_device_gdn.sh kept in bench/results
# (newest first): the kernel of today (two items per group and column, the halves joined by the
# butterfly's last step), the withdrawn pipelined kernel, the first kernel (one subgroup per group).
# Every number comes from bench/gdn_table.py over those files.
#   bash bench/results_gdn.sh > bench/RESULTS_GDN.md
set -euo pipefail
cd "$(dirname "$0")/.."
R=bench/results
first=1
for run in "$@"; do
  [ $first = 1 ] || echo
  first=0
  python3 bench/gdn_table.py "$R/$run"
done
