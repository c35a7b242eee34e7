#!/usr/bin/env python3
"""bench/RESULTS.md, generated from one device run's raw files (no hand edits): Morph beside
PyTorch eager and torch.compile, as ratios, with the machine and date.

    python3 bench/results_table.py --dir bench/results/h200-2026-11-30 [--notes bench/results_notes.md] > bench/RESULTS.md
    python3 bench/results_table.py --dir $OUT --summary       # short text table (device run's last lines)

Files read from --dir (written by bench/run_device_all.sh; any may be missing):
  machine.json  {"date", "gpu", "torch", ...}
  table.json    `morph table --backends cuda,opencl [--peers] --json`: one row per case and backend
  table_peers.jsonl  `peers.py --table --json`: the table's peers, where table.json lacks them
  morph.jsonl   `morph_cuda_bench --json`: {"name", "us", "bytes", "launches", "note"} per line
  peers.jsonl   `bench/peers.py --json`: {"name", "impl", "us", "bytes", "launches"} per line
--why DIR: bench/run_device_why.sh's raw files (Nsight Compute counts per case, Morph beside
  torch.compile): the section bench/why_table.py generates.
--notes: a Markdown file appended verbatim (the analysis: why a case misses, with counts).
"""
import argparse
import json
import os
import sys


def load_lines(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip().startswith("{")]


def load_json(path, default):
    if not os.path.exists(path):
        return default
    with open(path) as f:
        text = f.read().strip()
    return json.loads(text) if text else default


def us(v):
    return f"{v:.1f}" if isinstance(v, (int, float)) and v > 0 else "n/a"


def ratio(a, b):
    return f"{a / b:.2f}×" if isinstance(a, (int, float)) and isinstance(b, (int, float)) and a > 0 and b > 0 else "—"


def table_section(rows):
    """morph table rows -> Markdown lines: one line per case, CUDA and OpenCL side by side."""
    by_case = {}
    order = []
    for r in rows:
        if r["case"] not in by_case:
            order.append(r["case"])
        by_case.setdefault(r["case"], {})[r["backend"]] = r
    # Morph's device time on its own regime inputs and (newer runs: device_us_plain) on plain
    # uniform(-4, 4) inputs as the peers draw them; the comparison with the peers uses the latter
    # where present.
    # NVIDIA Vulkan beside them where the run has its rows (DESIGN's target: within 25% of CUDA).
    vk = any(r["backend"] == "vulkan" for r in rows)
    out = ["| case | shape | launches | mismatches | Morph CUDA µs | Morph CUDA µs, plain inputs | wall µs "
           "| NVIDIA OpenCL µs | OpenCL / CUDA " + ("| NVIDIA Vulkan µs | Vulkan / CUDA " if vk else "") +
           "| torch eager µs | torch.compile µs | Morph / compile | ≤ compile |",
           "|---|---|---|---|---|---|---|---|---|" + ("---|---|" if vk else "") + "---|---|---|---|"]
    notes = set()
    other = set()  # backends beside the shown columns that disagreed with the oracle
    for c in order:
        b = by_case[c]
        cu, cl = b.get("cuda"), b.get("opencl")
        any_r = cu or cl
        sh = any_r.get("shape", [])
        shape = (sh.replace("x", "×") if isinstance(sh, str) else "×".join(str(x) for x in sh)) or "—"
        naive, fused = any_r.get("naive_launches"), any_r.get("fused_launches")
        launches = f"{naive if naive is not None else '—'} → {fused if fused is not None else '—'}"
        # The backends of the columns shown; other backends' mismatches are listed below.
        shown = ("cuda", "opencl", "vulkan") if vk else ("cuda", "opencl")
        mism = sum(b[k].get("mismatches", 0) for k in shown if k in b)
        for k, x in b.items():
            if k not in shown and x.get("mismatches"):
                other.add(f"{c} on {k}: {x['mismatches']} mismatches vs the oracle")
        dcu = cu.get("device_us") if cu else None
        dcl = cl.get("device_us") if cl else None
        dvk = b["vulkan"].get("device_us") if "vulkan" in b else None
        vk_cols = f"{us(dvk)} | {ratio(dvk, dcu)} | " if vk else ""
        pcu = cu.get("device_us_plain") if cu else None
        vs = pcu or dcu  # Morph's figure beside the peers' (same kind of inputs where measured)
        comp = any_r.get("torch_compile_us")
        eager = any_r.get("torch_eager_us")
        if any_r.get("peers_note"):
            notes.add(any_r["peers_note"])
        ok = "—" if not (vs and comp) else ("yes" if vs <= comp else "**no**")
        out.append(f"| {c} | {shape} | {launches} | {mism} | {us(dcu)} | {us(pcu)} | "
                   f"{us(cu.get('wall_us', cu.get('time_us')) if cu else None)} | "
                   f"{us(dcl)} | {ratio(dcl, dcu)} | {vk_cols}{us(eager)} | {us(comp)} | {ratio(vs, comp)} | {ok} |")
    for n in sorted(notes):
        out.append(f"\nPeers n/a: {n}")
    if other:
        out.append("\nOther backends in the same table run that did not match the oracle bitwise: " + "; ".join(sorted(other)) + ".")
    return out


def bench_section(morph, peers):
    copy = next((r for r in morph if r["name"].startswith("copy")), None)
    copy_gbs = copy["bytes"] / copy["us"] / 1e3 if copy else 0
    by_name = {}
    for p in peers:
        by_name.setdefault(p["name"], {})[p["impl"]] = p
    out = ["| workload | Morph µs | launches | GB/s | % of copy | torch eager µs | torch.compile µs | Morph / compile |",
           "|---|---|---|---|---|---|---|---|"]
    for r in morph:
        name = r["name"]
        if ", ms" in name:
            continue
        gbs = r["bytes"] / r["us"] / 1e3 if r["bytes"] else 0
        pe = by_name.get(name.split(" [")[0].replace("sched: ", ""), {})
        if name.startswith("per call"):
            pe = by_name.get("per call: silu(a)*b, 4096", {})
        eager = pe.get("eager") or pe.get("torch")
        comp = pe.get("torch.compile")
        cell = lambda p: f"{p['us']:.1f} ({p['launches']})" if p else "—"
        pct = f"{100 * gbs / copy_gbs:.1f}%" if gbs and copy_gbs else "—"
        out.append(f"| {name} | {r['us']:.2f} | {r['launches']} | {gbs:.0f} | {pct} | {cell(eager)} | {cell(comp)} | "
                   f"{ratio(r['us'], comp['us'] if comp else None)} |")
    for r in morph:
        if ", ms" in r["name"]:
            out.append(f"| {r['name'].replace(', ms', '')} | {r['us'] / 1000:.3f} ms | | | | | | |")
    g = by_name.get("per call: silu(a)*b, 4096", {}).get("CUDA graph replay")
    if g:
        out.append(f"\nPeer per-call reference: CUDA graph replay of eager silu(a)*b at 4096: {g['us']:.2f} µs/call.")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--notes", default="")
    ap.add_argument("--summary", action="store_true")
    ap.add_argument("--why", default="", help="a bench/run_device_why.sh raw directory: the counts section (why_table.py)")
    a = ap.parse_args()
    machine = load_json(os.path.join(a.dir, "machine.json"), {})
    table = load_json(os.path.join(a.dir, "table.json"), [])
    for p in load_lines(os.path.join(a.dir, "table_peers.jsonl")):
        key = {"eager": "torch_eager_us", "torch.compile": "torch_compile_us"}.get(p.get("impl"))
        for r in table:
            if "error" in p and not r.get("torch_compile_us"):
                r["peers_note"] = p["error"]
            elif key and r["case"] == p.get("case") and not r.get(key):
                r[key] = p["us"]
    morph = load_lines(os.path.join(a.dir, "morph.jsonl"))
    peers = load_lines(os.path.join(a.dir, "peers.jsonl"))
    if a.summary:
        for line in table_section(table) + [""] + bench_section(morph, peers):
            print(line)
        return
    root = os.path.dirname(os.path.abspath(__file__)) + "/.."
    src = os.path.relpath(a.dir, root)
    print("# Benchmark results\n")
    extra = "".join(f" --{k} {os.path.relpath(v, root)}" for k, v in (("why", a.why), ("notes", a.notes)) if v)
    print(f"Generated by `bench/results_table.py --dir {src}{extra}` from the raw files committed there "
          "(written by `bench/run_device_all.sh` in one call on the GPU machine"
          + (", the counts by `bench/run_device_why.sh` in another" if a.why else "") + "). Do not edit by hand.\n")
    print(f"**Machine.** nvidia-smi (name, driver, SM clock at the query, memory clock, memory): "
          f"{machine.get('gpu', 'n/a')}; {machine.get('cpu', '?')} CPU cores; PyTorch {machine.get('torch', 'n/a')}; "
          f"run {machine.get('date', 'n/a')}.\n")
    print("**Method.** `morph table`: each case's fused plan, warm; *device µs* is the median of "
          "`--reps` runs timed by the device's clock (CUDA events around the plan; OpenCL profiling "
          "events, first launch's start to last launch's end; Vulkan timestamps around the plan after a "
          "~20 ms spin that holds the GPU clock); *wall µs* is the host wall time of a "
          "synchronized warm run (best of 5). The peers (`bench/peers.py --table`, same process "
          "order, same GPU) run the same expressions and shapes with CUDA events after a GPU spin, "
          "median of the same count, one input set (as Morph's table). The 64 Mi rows "
          "(`morph_cuda_bench`, `peers.py`): CUDA events after a ~2 ms GPU spin, median of 30, "
          "inputs rotated over 3 sets of 256 MiB (beyond the L2); GB/s counts each input read "
          "and the output written once; % of copy is against the device-to-device copy of the "
          "same run.\n")
    if table:
        print("## `morph table` (real model shapes)\n")
        print("\n".join(table_section(table)) + "\n")
    if morph:
        print("## 64 Mi f32 workloads, per-call cost, compile times\n")
        print("\n".join(bench_section(morph, peers)) + "\n")
    if a.why:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import why_table
        print("\n".join(why_table.section(a.why)))
    if a.notes and os.path.exists(a.notes):
        with open(a.notes) as f:
            sys.stdout.write(f.read())


if __name__ == "__main__":
    main()
