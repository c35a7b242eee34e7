#!/bin/bash
# Regenerates bench/RESULTS_GDN.md from the raw runs of bench/run_device_gdn.sh kept in bench/results
# (the kernel that ships first, then the two variants measured and withdrawn the same day). Every
# number comes from bench/gdn_table.py over those files.
#   bash bench/results_gdn.sh > bench/RESULTS_GDN.md
set -euo pipefail
cd "$(dirname "$0")/.."
R=bench/results
echo "# Gated DeltaNet (ops::gated_delta_net) on a GPU"
echo
echo "Three calls on H100s, 2026-12-07, each with ggml and the PyTorch peers in the same call. The first is"
echo "the kernel that ships (docs/gated_delta_net.md \"The kernel\"); the other two are variants measured"
echo "and withdrawn (the same bits; the doc says why)."
echo
python3 bench/gdn_table.py $R/h100-2026-12-07-gdn | sed '1s/^## /## The kernel that ships: /'
echo
python3 bench/gdn_table.py $R/h100-2026-12-07-gdn-pipe |
  sed '1s/^## /## Withdrawn: one subgroup per group with the next token'"'"'s staging, norms and decay during the current token (two barriers per token): /'
echo
python3 bench/gdn_table.py $R/h100-2026-12-07-gdn-split |
  sed '1s/^## /## Withdrawn: two items per group and column (16 rows each, 2·Dk items per workgroup): /'
if [ -f $R/h100-2026-12-07-gdn-split/table_gdn.txt ]; then
  echo
  echo "\`morph table --cases gdn_decode\` in that call (the withdrawn two-items kernel on CUDA, NVIDIA OpenCL and NVIDIA Vulkan):"
  echo
  echo '```'
  grep -E "^case|^gdn_decode|mismatches everywhere" $R/h100-2026-12-07-gdn-split/table_gdn.txt
  echo '```'
fi
