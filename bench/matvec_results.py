#!/usr/bin/env python3
"""Markdown tables of the quantized-matvec run (bench/run_device_quant.sh) from its raw files:
Morph's matvec_*.jsonl (bench/matvec_bench.cc), ggml's test-backend-ops perf output
(ggml_mul_mat_n*.txt) and torch.jsonl (bench/matvec_peers.py). Per type and shape: bytes (ggml's
bytes of W + x + y), the floor at the card's datasheet bandwidth (H200 4.8 TB/s; H100 3.35 TB/s where
the run's machine.txt names an H100), Morph's best schedule by hot time (hot: one W, as
ggml times) with its TB/s and % of that bandwidth, the best cold time over all schedules (W rotated
past the L2), ggml's µs and TB/s for the same bytes (cuBLAS through torch.matmul where ggml has
no row), ggml / Morph (> 1: Morph faster), whether every checked output was bitwise equal, and —
where the run has them — the best schedule's back-to-back time (for q8_1 with the quantizer)
and ggml / Morph on it; then cuBLAS's own table. No number is typed in by hand.

    python3 bench/matvec_results.py bench/results/h200-2026-12-01-quant > table.md

Rows of the q8_1-activation variant (matvec_bench --q8_1-only: x quantized to Q8_1, integer dot
products, dp4a on CUDA) get tables of their own. `--ggml-from DIR` takes ggml's perf lines from
another run directory (said in the heading) where the run itself has none.
"""
import json
import os
import re
import sys

PEAK, PEAK_TXT = 4.8e12, "4.8"  # H200 HBM3e datasheet bandwidth, bytes/s (main() sets the run's)
# Datasheet bandwidth of the other card a run may have come on (machine.txt names it).
PEAKS = {"H100": (3.35e12, "H100 80GB HBM3", "3.35"), "H200": (4.8e12, "H200", "4.8")}


def card_of(d):
    """(peak bytes/s, card name, peak in TB/s as printed) of run directory d: its machine.txt's
    GPU line where it names an H100, else the H200 (the runs before machine.txt was kept)."""
    path = os.path.join(d, "machine.txt")
    text = open(path).read() if os.path.exists(path) else ""
    return PEAKS["H100"] if "H100" in text else PEAKS["H200"]


def load_jsonl(path):
    if not os.path.exists(path):
        return []
    out = []
    for line in open(path):
        line = line.strip()
        if line.startswith("{"):
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                pass
    return out


# ggml-common.h block facts (elements, bytes), to count bytes for text-log rows.
BLOCKS = {"f32": (1, 4), "f16": (1, 2), "bf16": (1, 2), "q4_0": (32, 18), "q4_1": (32, 20), "q5_0": (32, 22),
          "q5_1": (32, 24), "q8_0": (32, 34), "q2_K": (256, 84), "q3_K": (256, 110), "q4_K": (256, 144),
          "q5_K": (256, 176), "q6_K": (256, 210), "iq2_xxs": (256, 66), "iq2_xs": (256, 74), "iq2_s": (256, 82),
          "iq3_xxs": (256, 98), "iq3_s": (256, 110), "iq1_s": (256, 50), "iq1_m": (256, 56), "iq4_nl": (32, 18),
          "iq4_xs": (256, 136), "tq1_0": (256, 54), "tq2_0": (256, 66), "mxfp4": (32, 17)}


def text_rows(path):
    """Rows of matvec_bench's console lines (when only the log came back)."""
    out = []
    if not os.path.exists(path):
        return out
    pat = re.compile(r"^(\w+)\s+(\d+)x(\d+)\s+n=(\d+)\s+(\S+)\s+hot\s+([\d.]+) us\s+[\d.]+ TB/s\s+cold\s+([\d.]+) us"
                     r"\s+[\d.]+ TB/s\s+(\S+)(?:\s+(\d+))?")
    for line in open(path):
        m = pat.match(line.strip())
        if not m or m.group(1) not in BLOCKS:
            continue
        t, rows, k, n = m.group(1), int(m.group(2)), int(m.group(3)), int(m.group(4))
        blk, byt = BLOCKS[t]
        b = rows * k // blk * byt + 4 * n * k + 4 * n * rows
        status = m.group(8)
        out.append({"type": t, "rows": rows, "k": k, "ncols": n, "sched": m.group(5), "us_hot": float(m.group(6)),
                    "us_cold": float(m.group(7)), "bytes": b, "checked": status != "unchecked",
                    "mismatches": int(m.group(9)) if status == "MISMATCH" and m.group(9) else 0})
    return out


def ggml_perf(path):
    """{(type, m, n, k): us} from test-backend-ops perf lines."""
    res = {}
    if not os.path.exists(path):
        return res
    pat = re.compile(r"MUL_MAT\(type_a=(\w+),type_b=(\w+),m=(\d+),n=(\d+),k=(\d+)[^)]*\):\s+(\d+) runs -\s+([\d.]+) us/run")
    for line in open(path):
        m = pat.search(line)
        if m and m.group(2) == "f32":
            res[(m.group(1), int(m.group(3)), int(m.group(4)), int(m.group(5)))] = float(m.group(7))
    return res


def tbs(b, us):
    return b / (us * 1e-6) / 1e12 if us and us > 0 else None


def fmt(v, spec):
    return "n/a" if v is None else format(v, spec)


def table(rows, ggml, torch_rows, rows_n, k, n, variant, out):
    sel = [r for r in rows if r["rows"] == rows_n and r["k"] == k and r["ncols"] == n and r["us_hot"] > 0
           and r.get("variant", "f32") == variant]
    if not sel:
        return
    by_type = {}
    for r in sel:
        by_type.setdefault(r["type"], []).append(r)
    peers = {t["type"]: t for t in torch_rows if t.get("impl") == "torch.matmul" and t["rows"] == rows_n
             and t["k"] == k and t["ncols"] == n}
    xs = "x f32" if variant == "f32" else "x quantized to Q8_1, integer dot products (dp4a)"
    out.append(f"\n### {rows_n} x {k}, {n} column{'s' if n > 1 else ''} ({xs})\n")
    # Back to back; for the q8_1 variant with the quantizer's launch before each matvec, as ggml's
    # MUL_MAT (which quantizes x in its own kernel) is timed.
    b2b_key = "us_b2b_with_quantizer" if variant == "q8_1" else "us_b2b"
    has_b2b = any(r.get(b2b_key, -1) > 0 for r in sel)
    out.append(f"| type | bytes (MB) | floor µs | Morph µs hot | TB/s | % of {PEAK_TXT} | Morph µs cold | TB/s cold | "
               "schedule | ggml µs | ggml TB/s | ggml / Morph | bitwise |" +
               ((" Morph µs back to back, quantizer included | ggml / Morph back to back |" if variant == "q8_1" else
                 " Morph µs back to back | ggml / Morph back to back |") if has_b2b else ""))
    out.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|" + ("---|---|" if has_b2b else ""))
    for t, rs in by_type.items():
        best = min(rs, key=lambda r: r["us_hot"])
        cold = min(r["us_cold"] for r in rs)
        b = best["bytes"]
        g = ggml.get((t, rows_n, n, k))
        p = peers.get(t)
        peer = f"{g:.2f}" if g else (f"{p['us_hot']:.2f} (cuBLAS)" if p else "n/a")
        gus = g if g else (p["us_hot"] if p else None)
        checked = all(r.get("checked") for r in rs)
        mism = sum(r["mismatches"] for r in rs)
        bit = ("yes" if mism == 0 else f"NO ({mism})") if checked else "not checked"
        out.append(f"| {t} | {b / 1e6:.1f} | {b / PEAK * 1e6:.2f} | {best['us_hot']:.2f} | {fmt(tbs(b, best['us_hot']), '.2f')} | "
                   f"{100 * b / (best['us_hot'] * 1e-6) / PEAK:.0f}% | {cold:.2f} | {fmt(tbs(b, cold), '.2f')} | "
                   f"{best['sched']} | {peer} | {fmt(tbs(b, gus), '.2f')} | "
                   f"{fmt(gus / best['us_hot'] if gus else None, '.2f')} | {bit} |" +
                   (f" {best.get(b2b_key, -1):.2f} | {fmt(gus / best[b2b_key] if gus and best.get(b2b_key, -1) > 0 else None, '.2f')} |"
                    if has_b2b else ""))


def main():
    args = sys.argv[1:]
    ggml_dir = None
    if "--ggml-from" in args:
        i = args.index("--ggml-from")
        ggml_dir = args[i + 1]
        del args[i:i + 2]
    d = args[0] if args else "."
    global PEAK, PEAK_TXT
    PEAK, card, PEAK_TXT = card_of(d)
    rows = []
    for f in sorted(os.listdir(d)):
        if f.startswith("matvec_") and f.endswith(".jsonl"):
            rows += load_jsonl(os.path.join(d, f))
    if not rows:  # only the console output came back
        for f in sorted(os.listdir(d)):
            if f.endswith(".log") or f.endswith("_tail.txt"):
                rows += text_rows(os.path.join(d, f))
    ggml = {}
    gd = d if any(f.startswith("ggml_mul_mat") for f in os.listdir(d)) or not ggml_dir else ggml_dir
    for f in sorted(os.listdir(gd)):
        if f.startswith("ggml_mul_mat"):
            ggml.update(ggml_perf(os.path.join(gd, f)))
    torch_rows = load_jsonl(os.path.join(d, "torch.jsonl"))
    out = [f"## Quantized matvec on the {card} (generated by bench/matvec_results.py from " + d + ")", ""]
    if gd != d:
        out.append(f"ggml's times are from {gd} (the same machine kind, another call: this run has none).")
    copy = [t for t in torch_rows if t.get("impl") == "copy"]
    if copy:
        out.append(f"Device-to-device copy (torch, 256 MiB): {copy[0]['us']:.1f} µs, {copy[0]['tbs']:.2f} TB/s.")
    out.append("Bytes: ggml's bytes of W + x + y. Hot: one W (ggml's perf mode does the same); cold: W rotated "
               "over >= 200 MB of copies. ggml / Morph compares ggml's µs with Morph's hot µs "
               "(for f16/bf16/f32 where ggml has no row, cuBLAS through torch.matmul). Hot and cold time one "
               "launch between two CUDA events (the queue kept busy before it); back to back times 20 launches "
               "between the events, per launch — ggml's own perf protocol (test-backend-ops repeats the op in "
               "one graph and divides the wall time by the runs). ggml's MUL_MAT of a quantized type quantizes x "
               "to Q8_1 in a kernel of its own inside the timed op: the q8_1 tables' back-to-back time includes "
               "Morph's quantizer launch too, and their hot/cold times and ggml / Morph do not.")
    shapes = sorted({(r["rows"], r["k"], r["ncols"], r.get("variant", "f32")) for r in rows},
                    key=lambda s: (s[3] != "f32", s[2], -s[0]))
    for rn, k, n, v in shapes:
        table(rows, ggml, torch_rows, rn, k, n, v, out)
    tp = [t for t in torch_rows if t.get("impl") == "torch.matmul"]
    if tp:
        out.append("\n### cuBLAS (torch.matmul, W and x in the same dtype)\n")
        out.append("| type | shape | columns | µs hot | TB/s hot | µs cold | TB/s cold |")
        out.append("|---|---|---|---|---|---|---|")
        for t in tp:
            out.append(f"| {t['type']} | {t['rows']} x {t['k']} | {t['ncols']} | {t['us_hot']:.2f} | "
                       f"{fmt(tbs(t['bytes'], t['us_hot']), '.2f')} | {t['us_cold']:.2f} | {fmt(tbs(t['bytes'], t['us_cold']), '.2f')} |")
    print("\n".join(out))


if __name__ == "__main__":
    main()
