#!/bin/bash
# Regenerates bench/RESULTS_QUANT.md from the raw runs kept in bench/results (newest first): the
# q8_1 matvec of NVFP4, Q1_0 and Q2_0 beside MXFP4, Q4_0 and Q4_K on an H100 (ggml in the same call), the
# q8_1 matvec with the PRMT nibble decode and ten schedules (ggml in the same call), the
# f32-activation matvec's schedule sweep of every planar type (ggml's times from that call), then the
# q8_1 matvec timed back to back with its quantizer as ggml's MUL_MAT is, with the 8-items-per-block
# quantizer (the final binaries of 2026-12-02's session, then the first run of it) and before it (ggml's times from the call before both), every matvec beside ggml with back-to-back times (f16/bf16/f32 and q8_1 without the
# quantizer),
# the F32/F16/BF16 matvec (matvec_plain.h) with row parts and the next chunk prefetched, with row
# parts and the old prefetch (ggml in the same call, both), before row parts (ggml's times from the
# call before), the f32-activation matvec of every
# type, the q8_1 matvec (ggml's times from the call before it). Every number comes from
# bench/matvec_results.py over those files.
#   bash bench/results_quant.sh > bench/RESULTS_QUANT.md
set -euo pipefail
cd "$(dirname "$0")/.."
R=bench/results
python3 bench/matvec_results.py $R/h100-2026-12-07-q81-new
echo
python3 bench/matvec_results.py $R/h200-2026-12-03-q81
echo
python3 bench/matvec_results.py --ggml-from $R/h200-2026-12-03-q81 $R/h200-2026-12-03-sweep1
echo
python3 bench/matvec_results.py --ggml-from $R/h200-2026-12-03-q81 $R/h200-2026-12-03-sweep2
echo
python3 bench/matvec_results.py --ggml-from $R/h200-2026-12-02-b2b $R/h200-2026-12-02-b2b-quant3
echo
python3 bench/matvec_results.py --ggml-from $R/h200-2026-12-02-b2b $R/h200-2026-12-02-b2b-quant2
echo
python3 bench/matvec_results.py --ggml-from $R/h200-2026-12-02-b2b $R/h200-2026-12-02-b2b-quant
echo
python3 bench/matvec_results.py $R/h200-2026-12-02-b2b
echo
python3 bench/matvec_results.py $R/h200-2026-12-02-parts2
echo
python3 bench/matvec_results.py $R/h200-2026-12-02-parts1
echo
python3 bench/matvec_results.py --ggml-from $R/h200-2026-12-02-plain2 $R/h200-2026-12-02-plain3
echo
python3 bench/matvec_results.py $R/h200-2026-12-01-quant2
echo
python3 bench/matvec_results.py --ggml-from $R/h200-2026-12-02-q81b $R/h200-2026-12-02-q81c
