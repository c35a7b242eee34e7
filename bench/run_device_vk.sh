#!/bin/bash
# One short Vulkan call on the GPU machine (NVIDIA H200, NVIDIA's Vulkan driver): `morph devices`
# (denormal, fma and shuffle probes), the Vulkan conformance suites (the ones that failed on
# NVIDIA before float compares and min/max were printed on bit patterns, and the scalar, control
# and row-schedule suites that run the device's checked `/`, its fma() and native subgroup
# shuffles), and `morph table` on cuda beside vulkan with device times (timestamp queries), run
# side by side: under 60 s with the defaults (TEST_S=45, TABLE_S=45; raise them for more). Run
# from the repo root with the static binaries and the Vulkan loader debs carried:
#   carry: [".carry-vk", ".gl"]
#   command: bash .carry-vk/run_device_vk.sh .carry-vk
B=${1:-.carry-vk}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
if ! ldconfig -p | grep -q libvulkan.so.1; then
  for f in .gl/*.deb; do dpkg -x "$f" /; done
  ldconfig
fi
ICD=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -f "$ICD" ] || ICD=$(find / -name 'nvidia_icd*.json' -not -path '/proc/*' 2>/dev/null | head -1)
[ -n "$ICD" ] && export VK_DRIVER_FILES="$ICD"
export __EGL_VENDOR_LIBRARY_FILENAMES=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" MORPH_CLI="$PWD/$B/morph"
export MORPH_DAG_BACKEND_CASES=${MORPH_DAG_BACKEND_CASES:-12} MORPH_CHAIN_BACKEND_CASES=${MORPH_CHAIN_BACKEND_CASES:-40}
"$B/morph" devices 2>&1 | tee "$O/devices.txt" | grep -E "vulkan|cuda"
F=${MORPH_TEST_FILTER:-'VulkanDevice.*:*ConformanceScalar*/vulkan:*ConformanceControl*/vulkan:*FenceSchedule*/vulkan:*FusionBackends*/vulkan:*DagConformance*/vulkan:*FuseBuilderBackend*/vulkan:*LongGridStride*/vulkan:*ConformanceMemory*/vulkan'}
timeout ${TEST_S:-45} "$B/morph_tests" --gtest_filter="$F" > "$O/tests_vulkan.log" 2>&1 &
T=$!
CASES=${CASES:-swiglu_1tok,swiglu_512tok,silu_affine,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,chain7}
# One case per call (a timeout then loses one case, not the table); the disk caches carry over.
END=$((SECONDS + ${TABLE_S:-45}))
echo "[" > "$O/table_vulkan.json"
for c in ${CASES//,/ }; do
  left=$((END - SECONDS)); [ $left -gt 5 ] || break
  timeout $left "$B/morph" table --backends cuda,vulkan --cases "$c" --json > "$O/t_$c.json" 2>> "$O/table_vulkan.err"
  echo "morph table $c exit $?"
  python3 -c "import json,sys; [print(json.dumps(r)+',') for r in json.load(open(sys.argv[1]))]" "$O/t_$c.json" >> "$O/table_vulkan.json" 2>/dev/null
  rm -f "$O/t_$c.json"
done
echo "{}]" >> "$O/table_vulkan.json"
wait $T; echo "morph_tests (vulkan) exit $?"
grep -E "^\[  (FAILED|PASSED|SKIPPED) |^\[==========\]|Failure|LOOPS|MODE" "$O/tests_vulkan.log" | head -40
python3 - "$O/table_vulkan.json" <<'EOF' || tail -5 "$O/table_vulkan.err"
import json, sys
rows = json.load(open(sys.argv[1]))
print(f"{'case':22} {'backend':8} {'device_us':>10} {'wall_us':>10} {'compile_ms':>10} mismatches")
for r in rows:
    if not r: continue
    d = r.get('device_us'); w = r.get('wall_us') or r.get('time_us'); c = r.get('compile_us')
    print(f"{r['case']:22} {r['backend']:8} {d if d is None else round(d, 1)!s:>10} {w if w is None else round(w, 1)!s:>10} "
          f"{'' if c is None else round(c / 1e3, 1)!s:>10} {r.get('mismatches')}")
EOF
