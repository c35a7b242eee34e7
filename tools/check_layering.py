#!/usr/bin/env python3
"""Morph's layering check: no folder of morph/ includes headers of a folder above it.

The layers (lowest first; README.md "Layout" and STYLE.md show the same data flow). A file in a
folder may include headers of its own folder and of folders on a LOWER layer only — not of a
folder on its own layer (siblings stay independent: the oracle never sees the authoring surface)
nor above it:

    0  base
    1  ir, io
    2  interp (the oracle), dsl (the authoring surface), codegen (printers)
    3  algebra (Morph's math over the DSL), runtime (devices; runtime/<backend>/ are part of it)
    4  reduce (the canonical reduction tree)
    5  fusion
    6  expr (the text language), ops, quant
    7  tune
    8  check (fused = unfused = oracle = plain C++)
    9  cells (the ledger of op x type x backend cells: reads everything below)

Library code never includes tools/ or tests/. Unit tests (*_test.cc) are exempt: a test may
build what it tests from any layer. Run from anywhere:

    python3 tools/check_layering.py          # prints each violation, exit 1 if any

ctest runs it as `layering` (tests/CMakeLists.txt), so `.ci/run` does too.
"""
import os
import re
import sys

LAYERS = {
    "base": 0,
    "ir": 1, "io": 1,
    "interp": 2, "dsl": 2, "codegen": 2,
    "algebra": 3, "runtime": 3,
    "reduce": 4,
    "fusion": 5,
    "expr": 6, "ops": 6, "quant": 6,
    "tune": 7,
    "check": 8,
    "cells": 9,
}

# Justified exceptions: (including folder, included header path) -> reason. Keep this empty
# unless a reason is written here.
EXCEPTIONS = {
}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def folder_of(path):
    """'morph/fusion/plan.h' -> 'fusion'; None outside morph/."""
    parts = path.split("/")
    return parts[1] if len(parts) >= 3 and parts[0] == "morph" else None


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    errors = []
    unknown = set()
    checked = 0
    for dirpath, _, files in os.walk(os.path.join(root, "morph")):
        for name in sorted(files):
            if not name.endswith((".h", ".cc", ".def")) or name.endswith("_test.cc"):
                continue
            path = os.path.relpath(os.path.join(dirpath, name), root).replace(os.sep, "/")
            src = folder_of(path)
            if src not in LAYERS:
                unknown.add(src)
                continue
            checked += 1
            with open(os.path.join(root, path), encoding="utf-8") as f:
                for lineno, line in enumerate(f, 1):
                    m = INCLUDE.match(line)
                    if not m:
                        continue
                    inc = m.group(1)
                    where = f"{path}:{lineno}: includes \"{inc}\""
                    if inc.startswith(("tools/", "tests/")):
                        errors.append(f"{where}: library code must not include {inc.split('/')[0]}/")
                        continue
                    dst = folder_of(inc)
                    if dst is None or dst == src:
                        continue
                    if (src, inc) in EXCEPTIONS:
                        continue
                    if dst not in LAYERS:
                        unknown.add(dst)
                        continue
                    if LAYERS[dst] >= LAYERS[src]:
                        rel = "on the same layer as" if LAYERS[dst] == LAYERS[src] else "above"
                        errors.append(f"{where}: {dst}/ (layer {LAYERS[dst]}) is {rel} {src}/ (layer {LAYERS[src]})")
    for u in sorted(unknown):
        errors.append(f"morph/{u}/: folder has no layer in tools/check_layering.py (add it to LAYERS)")
    for e in errors:
        print(e)
    print(f"check_layering: {checked} files, {len(errors)} violation(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
