#!/bin/bash
# One GPU call for the gated delta rule (~5 minutes): ggml's test-backend-ops built in the
# background from the start; GdnBackend/GatedDeltaNet tests on CUDA, NVIDIA OpenCL and NVIDIA Vulkan
# (bitwise against plain C++ and the oracle); `morph table --cases gdn_decode` on the three; morph_gdn_bench (CUDA events, outputs and states
# checked bitwise); the PyTorch peers (bench/gdn_peers.py: HF's recurrence eager and compiled, fla
# when importable); ggml's GATED_DELTA_NET perf cases in the same call. Raw files in $OUT/gdn.tgz; a
# short table prints last.
#   carry: [".carry-lead", ".gl"]  (gdn.tar.xz: static morph, morph_tests and morph_gdn_bench; ggml-peer.sh
#                                   + its tarball; libOpenCL.so.1; .gl: the Vulkan loader's packages)
#   command: bash bench/run_device_gdn.sh .carry-lead
B=${1:-.carry-lead}
S=$(cd "$(dirname "$0")" && pwd)
REAL_OUT=${OUT:-/tmp/morph-out}
O=/tmp/gdn
mkdir -p "$O" "$REAL_OUT"
T0=$(date +%s)
el() { echo $(( $(date +%s) - T0 )); }
tar -C "$B" -xJf "$B/gdn.tar.xz"
. "$S/device_loaders.sh"
vulkan_loader
opencl_icd
[ -n "${NO_GGML:-}" ] || WAIT_S=1 bash "$B/ggml-peer.sh" build cuda > "$O/ggml_build.log" 2>&1
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD"
machine_txt "$O/machine.txt"
timeout ${TEST_S:-150} "$B/morph_tests" --gtest_filter="${MORPH_TEST_FILTER:-*GdnBackend*:GatedDeltaNet.*}" \
  > "$O/tests.log" 2>&1
echo "[$(el) s] tests exit $? ($(grep -c '^\[       OK' "$O/tests.log") passed," \
  "$(grep -c '^\[  FAILED  \] [A-Z]' "$O/tests.log") failed, $(grep -c '^\[  SKIPPED \] [A-Z]' "$O/tests.log") skipped)"
grep -E "^\[  FAILED  \] [A-Z]|Failure|Which is" "$O/tests.log" | head -12
pack_tmp gdn
[ -x "$B/morph" ] && timeout 90 "$B/morph" table --cases gdn_decode --backends cuda,opencl,vulkan --no-plain-times \
  --jsonl "$O/table_gdn.jsonl" > "$O/table_gdn.txt" 2>&1
echo "[$(el) s] morph table exit $?"
timeout ${BENCH_S:-150} "$B/morph_gdn_bench" --reps 30 --json "$O/gdn.jsonl" > "$O/gdn.txt" 2>&1
echo "[$(el) s] bench exit $?"
pack_tmp gdn
timeout ${PEERS_S:-150} python3 "$S/gdn_peers.py" --reps 30 --json "$O/gdn_peers.jsonl" > "$O/gdn_peers.txt" 2>&1
echo "[$(el) s] peers exit $?"
pack_tmp gdn
if [ -z "${NO_GGML:-}" ]; then
  w=$(( ${GGML_DEADLINE_S:-500} - $(el) )); [ "$w" -lt 1 ] && w=1
  WAIT_S=$w bash "$B/ggml-peer.sh" wait cuda >> "$O/ggml_build.log" 2>&1
  timeout 60 bash "$B/ggml-peer.sh" perf cuda -o GATED_DELTA_NET 2>&1 | sed 's/\x1b\[[0-9;]*m//g' > "$O/ggml_gdn.txt"
  echo "[$(el) s] ggml exit $?"
fi
pack_tmp gdn
echo "== morph table"; grep -E "^gdn_decode|mismatches everywhere" "$O/table_gdn.txt" | cut -c1-110
echo "== Morph"; cat "$O/gdn.txt"
echo "== peers"; grep -v "^fla: not" "$O/gdn_peers.txt" | head -30; grep "^fla" "$O/gdn_peers.txt"
echo "== ggml"; grep -E "GATED_DELTA_NET" "$O/ggml_gdn.txt" | sed -E 's/ +/ /g' | head -12
exit 0
