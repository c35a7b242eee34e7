#!/bin/bash
# One call on the GPU machine (~5 minutes): the conformance suite at the current commit on CUDA
# (every `*/cuda` and CUDA test; the random chains and DAGs time-boxed last) and the matvec
# tests on NVIDIA OpenCL (the serial schedule among them). Logs in $OUT/conf.tgz; a summary last.
#   carry: [".carry-attn"]   (static morph, morph_tests, libOpenCL.so.1)
#   command: bash bench/run_device_conformance.sh .carry-attn
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
device_env conf "${1:-.carry-attn}"
opencl_icd
# the three sets side by side (NVRTC compiles on the host's cores; the GPU is shared): the call
# takes the longest time box, not their sum
gtest_run cuda "${CUDA_S:-240}" '*/cuda:Cuda*:Nvrtc*:-*RandomChains*:*RandomDags*:*RandomGraphs*' > "$O/cuda.summary" &
gtest_run opencl_matvec "${CL_S:-90}" '*Matvec*/opencl:TuneCandidates.EveryMatvecCandidate*/opencl' > "$O/opencl_matvec.summary" &
gtest_run cuda_random "${RANDOM_S:-90}" '*RandomChains*/cuda:*RandomDags*/cuda:*RandomGraphs*/cuda' > "$O/cuda_random.summary" &
wait
cat "$O/cuda.summary" "$O/opencl_matvec.summary" "$O/cuda_random.summary"
pack_tmp conf
