#!/bin/bash
# One call on the GPU machine: NVIDIA Vulkan changes against the build's own fallbacks, the same
# binary each time, chosen by environment switches. VARIANTS lists the runs, space-separated
# "name:NAME=VALUE,NAME=VALUE" (the last variant is the one under test; default
# "base:$BASE_ENV new:$NEW_ENV", BASE_ENV/NEW_ENV space-separated NAME=VALUE lists, empty for the
# build's defaults), interleaved PASSES times (default 2): `morph table --backends cuda,vulkan`
# over CASES; then the Vulkan tests of VK_TESTS (default: the device's own tests and every Vulkan
# conformance suite) under the last variant's switches. Raw files in $OUT/NAME.tgz (NAME: default
# vkenv); a summary prints last.
#   carry: [".carry-lead", ".gl"] (vkenv.tar.xz: morph, morph_tests; libOpenCL.so.1)
#   command: BASE_ENV="MORPH_VULKAN_PROVEN_NATIVE=0" bash bench/run_device_vkenv.sh .carry-lead
#   env: VARIANTS, CASES, PASSES, TABLE_S (seconds per table run), TEST_S, VK_TESTS, NAME, TESTS_FIRST=1,
#        FLOOR_CASES (cell cases also run at FLOOR_ROWS rows, default 1: the launch floor; shown as
#        CASE@rN)
S=$(cd "$(dirname "$0")" && pwd)
. "$S/device_loaders.sh"
B=${1:-.carry-lead}
NAME=${NAME:-vkenv}
[ -f "$B/$NAME.tar.xz" ] && tar -C "$B" -xJf "$B/$NAME.tar.xz"
device_gpu_apis "$NAME" "$B"
grep -i vulkan "$O/devices.txt" | tr ';' '\n' | grep -i -E 'f16|fma|proven|NVIDIA' | head -6
VARIANTS=${VARIANTS:-"base:$(echo $BASE_ENV | tr ' ' ,) new:$(echo $NEW_ENV | tr ' ' ,)"}
echo "variants: $VARIANTS" | tee "$O/switches.txt"
CASES=${CASES:-swiglu_512tok,silu_affine,chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,attn_decode_8k,cell_silu_f32,cell_exp_f32,cell_tanh_f32}
VK_TESTS=${VK_TESTS:-'VulkanDevice.*:*/vulkan'}
last=${VARIANTS##* }
tests() {
  (
    for kv in $(echo "${last#*:}" | tr , ' '); do export "$kv"; done
    gtest_run vulkan "${TEST_S:-200}" "$VK_TESTS" > "$O/vulkan.summary"
  )
  cat "$O/vulkan.summary"
  pack_tmp "$NAME"
}
[ "${TESTS_FIRST:-0}" = 1 ] && tests
runs=()
for i in $(seq 1 "${PASSES:-2}"); do
  for var in $VARIANTS; do
    v=${var%%:*}
    env $(echo "${var#*:}" | tr , ' ') timeout "${TABLE_S:-85}" "$B/morph" table --backends cuda,vulkan \
      --cases "$CASES" --reps 20 --cells-rows 512 --no-plain-times --jsonl "$O/table_${v}_$i.jsonl" \
      > "$O/table_${v}_$i.txt" 2>&1
    echo "[$(el) s] table $v $i exit $?"
    if [ -n "${FLOOR_CASES:-}" ]; then  # tiny launches: the dispatch floor, appended to the run's rows
      env $(echo "${var#*:}" | tr , ' ') timeout 60 "$B/morph" table --backends cuda,vulkan --cases "$FLOOR_CASES" \
        --reps 50 --cells-rows "${FLOOR_ROWS:-1}" --no-plain-times --jsonl "$O/floor_${v}_$i.jsonl" \
        > "$O/floor_${v}_$i.txt" 2>&1
      sed 's/"case": *"\([^"]*\)"/"case":"\1@r'"${FLOOR_ROWS:-1}"'"/' "$O/floor_${v}_$i.jsonl" >> "$O/table_${v}_$i.jsonl"
    fi
    runs+=("${v}_$i")
    pack_tmp "$NAME"
  done
done
[ "${TESTS_FIRST:-0}" = 1 ] || tests
python3 "$S/table_runs_summary.py" "$O" "${runs[@]}"
