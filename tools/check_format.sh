#!/usr/bin/env bash
# Checks that Morph's C++ sources are formatted as .clang-format says (Google style, 120
# columns), without changing any file: clang-format --dry-run -Werror over every tracked .h/.cc
# under morph/, tools/, tests/, bench/ and examples/ (generated files excepted). Exit 0 when all
# are formatted, 1 with clang-format's diagnostics otherwise, 2 when clang-format is missing.
#   tools/check_format.sh                 # check
#   tools/check_format.sh --fix           # reformat those files in place
#   tools/check_format.sh --ctest         # the ctest `format`: the check; skipped (exit 77,
#                                         # said why) only where clang-format is not installed
# Uses $CLANG_FORMAT when set, else clang-format (Debian bookworm: clang-format 14).
set -euo pipefail
cd "$(dirname "$0")/.."
CF=${CLANG_FORMAT:-clang-format}
if ! command -v "$CF" > /dev/null; then
  if [ "${1:-}" = --ctest ]; then
    echo "check_format: SKIPPED: $CF not found (apt-get install clang-format; .ci/install-deps installs it)"
    exit 77
  fi
  echo "check_format: $CF not found (apt-get install clang-format; .ci/install-deps installs it)" >&2
  exit 2
fi
# Generated: morph/quant/iq_tables.cc (morph/quant/gen_iq_tables.py writes it).
list_sources() {
  if git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
    git ls-files -- 'morph/*.h' 'morph/*.cc' 'tools/*.h' 'tools/*.cc' 'tests/*.h' 'tests/*.cc' 'bench/*.h' \
      'bench/*.cc' 'examples/*.h' 'examples/*.cc'
  else
    find morph tools tests bench examples -name '*.h' -o -name '*.cc' | sort
  fi
}
mapfile -t files < <(list_sources | grep -v '^morph/quant/iq_tables\.cc$')
if [ "${1:-}" = --fix ]; then
  "$CF" -i --style=file "${files[@]}"
  echo "check_format: formatted ${#files[@]} files"
  exit 0
fi
if "$CF" --dry-run -Werror --style=file "${files[@]}"; then
  echo "check_format: ${#files[@]} files formatted as .clang-format says"
else
  echo "check_format: files above are not formatted; run tools/check_format.sh --fix" >&2
  exit 1
fi
