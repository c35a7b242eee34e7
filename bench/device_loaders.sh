#!/bin/bash
# Sourced by the bench/run_device_*.sh scripts on the GPU machine: the Vulkan and OpenCL loaders
# that machine lacks (the GPU machine's README, ../.library/device/).
#   . "$(dirname "$0")/device_loaders.sh"; vulkan_loader; opencl_icd
#   device_start B   # O=$OUT/raw created, el (seconds since start), B on LD_LIBRARY_PATH,
#                    # ggml's test-backend-ops build started in the background, O/machine.txt

# Vulkan: the loader from the carried Debian packages in .gl/ (unpacked into / once), and
# VK_DRIVER_FILES naming NVIDIA's ICD file.
vulkan_loader() {
  if ! ldconfig -p | grep -q libvulkan.so.1; then
    for f in .gl/*.deb; do dpkg -x "$f" /; done
    ldconfig
  fi
  local icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
  [ -f "$icd" ] || icd=$(find / -name 'nvidia_icd*.json' -not -path '/proc/*' 2>/dev/null | head -1)
  if [ -n "$icd" ]; then export VK_DRIVER_FILES="$icd"; fi
}

# OpenCL: the carried ICD loader (libOpenCL.so.1) reads /tmp/icd/nvidia.icd, which names
# NVIDIA's libnvidia-opencl.so.1 (OCL_ICD_VENDORS).
opencl_icd() {
  local p
  p=$(ldconfig -p | awk '/libnvidia-opencl.so.1/ {print $NF; exit}')
  [ -n "$p" ] || p=$(find / -name 'libnvidia-opencl.so.1*' -not -path '/proc/*' 2>/dev/null | head -1)
  mkdir -p /tmp/icd && echo "$p" > /tmp/icd/nvidia.icd
  export OCL_ICD_VENDORS=/tmp/icd
}

# pack_tmp NAME: /tmp/NAME packed as $REAL_OUT/NAME.tgz (a call returns at most 8 files, so a
# script's raw files travel in one pack), written whole and then renamed, so a call cut by its
# time limit returns the last complete pack. REAL_OUT: the call's $OUT, saved before the script
# points OUT at /tmp/NAME.
pack_tmp() { tar -C /tmp -czf "$REAL_OUT/$1.tgz.part" "$1" && mv "$REAL_OUT/$1.tgz.part" "$REAL_OUT/$1.tgz"; }

# machine_txt FILE: "date: …", nvidia-smi's CSV header and GPU line (name, driver, clocks,
# memory) and torch's version — the machine.txt that morph/cells/results.h reads.
machine_txt() {
  {
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,memory.total --format=csv 2>&1
    python3 -c 'import torch; print("torch", torch.__version__)' 2>&1 | tail -1
  } > "$1"
}

# The start of a bench call: raw files under O=$OUT/raw (packed by the caller: a call returns at
# most 8 files), `el` = seconds since this call, the carried B on LD_LIBRARY_PATH, ggml's
# test-backend-ops build started in the background (ggml-peer.sh setsids it; WAIT_S=1 returns at
# once), the machine's GPU, driver, clocks and torch version in O/machine.txt.
device_start() {
  B=$1
  OUTDIR=${OUT:-/tmp/morph-out}
  O=$OUTDIR/raw
  mkdir -p "$O"
  T0=$(date +%s)
  el() { echo $(( $(date +%s) - T0 )); }
  WAIT_S=1 bash "$B/ggml-peer.sh" build cuda > "$O/ggml_build.log" 2>&1
  export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
  machine_txt "$O/machine.txt"
}

# device_env NAME B: the common start of a device script whose raw files travel as one pack:
# REAL_OUT = the call's $OUT, O=/tmp/NAME (pack_tmp NAME packs it), `el` = seconds since the
# call began, the carried B on LD_LIBRARY_PATH, Morph's caches under /tmp, MORPH_SOURCE_DIR the
# tree, and O/machine.txt ("date: …", nvidia-smi's CSV header and GPU line, torch's version).
device_env() {
  REAL_OUT=${OUT:-/tmp/morph-out}
  O=/tmp/$1
  B=$2
  mkdir -p "$O" "$REAL_OUT"
  T0=$(date +%s)
  el() { echo $(( $(date +%s) - T0 )); }
  export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
  export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" PYTHONUNBUFFERED=1
  machine_txt "$O/machine.txt"
}

# device_gpu_apis NAME B: device_env NAME B, then the Vulkan and OpenCL loaders and
# O/devices.txt (`morph devices` from B: what each backend found).
device_gpu_apis() {
  device_env "$1" "$2"
  vulkan_loader
  opencl_icd
  "$B/morph" devices > "$O/devices.txt" 2>&1
}

# gtest_run NAME SECONDS FILTER: $B/morph_tests with the filter under a time limit, its log in
# O/NAME.log, and a one-line summary (exit status, OK and FAILED counts) with the failures named.
gtest_run() {
  timeout "$2" "$B/morph_tests" --gtest_filter="$3" > "$O/$1.log" 2>&1
  rc=$?; echo "[$(el) s] $1: exit $rc (124: time limit); OK $(grep -c '^\[       OK' "$O/$1.log"), FAILED $(grep -c '^\[  FAILED  \] [A-Z]' "$O/$1.log")"
  grep -E '^\[  FAILED  \] [A-Z]' "$O/$1.log" | head -10
}
