#!/bin/bash
# One call on the GPU machine (~3 minutes): the row fences' loads issued before the stages,
# speculative stages (FenceSchedule::speculate) and the integer max of |x| — the build before
# (B/morph_old) against this tree's (B/morph), interleaved twice, on the table's norm cases
# (softmax_vocab and swiglu_1tok as controls), then the CUDA and NVIDIA OpenCL row-fence tests and
# the same cases with torch eager and torch.compile (--peers): bench/run_device_softmax.sh with
# these cases. Raw files in $OUT/norms.tgz; a summary prints last.
#   carry: [".carry-lead", ".gl"] (morph, morph_old, morph_tests, libOpenCL.so.1)
#   command: bash bench/run_device_norms.sh .carry-lead
export NAME=norms
export CASES=${CASES:-add_rms_norm,gated_norm_1tok,rope_norm_q_1tok,rope_norm_k_512tok,gated_norm_4096tok,softmax_vocab,swiglu_1tok}
exec bash "$(cd "$(dirname "$0")" && pwd)/run_device_softmax.sh" "$@"
