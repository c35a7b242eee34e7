#!/usr/bin/env python3
"""Peers for Morph's decode attention and RoPE+norm rows (`morph table --cases attn_decode_8k,
rope_norm_q_1tok,rope_norm_k_512tok`), to run in the same session on the same GPU (docs/attention.md
"What a GPU run should measure"): torch SDPA at Llama-3-8B decode shapes (32 q heads, 8 kv heads,
head_dim 128, f16 KV) with the flash and memory-efficient backends, batch 1 and 8, contexts 4K-128K;
and Qwen3's q/k RMSNorm + RoPE in eager and torch.compile. CUDA events, warm-up, median of reps.
Also prints SDPA's max error against a float64 evaluation on the same inputs (the accuracy Morph's
attention_test reports beside its own).

Timing as Morph's bench (bench/attention_bench.cc): a GPU spin (torch.cuda._sleep) is queued before
each timed region, so Python's dispatch cost never shows between the events. Also: causal prefill
(2048 tokens) through SDPA, and flash_attn's flash_attn_with_kvcache when the package is importable.
ggml's FLASH_ATTN_EXT and ROPE come from /work/shared/peers/ggml-peer.sh (perf cuda -o ...).

    python3 bench/attention_peers.py [--reps 30] [--json attn_peers.jsonl]
"""
import argparse
import itertools
import json
import statistics

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel


def time_events(fn, reps):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    out = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        torch.cuda._sleep(2_000_000)  # ~1 ms spin: the launches below queue behind it
        a.record()
        fn()
        b.record()
        b.synchronize()
        out.append(a.elapsed_time(b) * 1e3)  # us
    return statistics.median(out)


def sdpa_rows(reps, rows):
    hq, hkv, d = 32, 8, 128
    for batch in (1, 8):
        for ctx in (4096, 8192, 32768, 131072):
            g = torch.Generator(device="cuda").manual_seed(ctx + batch)
            q = torch.rand(batch, hq, 1, d, device="cuda", generator=g, dtype=torch.float16) * 2 - 1
            k = torch.rand(batch, hkv, ctx, d, device="cuda", generator=g, dtype=torch.float16) * 2 - 1
            v = torch.rand(batch, hkv, ctx, d, device="cuda", generator=g, dtype=torch.float16) * 4 - 2
            kv_bytes = 2 * k.numel() * k.element_size()
            ref = None
            if batch == 1 and ctx <= 8192:  # float64 reference (GQA by repeat)
                kr = k.double().repeat_interleave(hq // hkv, dim=1)
                vr = v.double().repeat_interleave(hq // hkv, dim=1)
                ref = torch.softmax(q.double() @ kr.transpose(-1, -2) / d**0.5, dim=-1) @ vr
            for name, be in (("flash", SDPBackend.FLASH_ATTENTION), ("efficient", SDPBackend.EFFICIENT_ATTENTION)):
                try:
                    with sdpa_kernel(be):
                        fn = lambda: F.scaled_dot_product_attention(q, k, v, enable_gqa=True)
                        us = time_events(fn, reps)
                        err = (fn().double() - ref).abs().max().item() if ref is not None else None
                except RuntimeError as e:  # backend not available for these shapes
                    print(f"sdpa {name} batch {batch} ctx {ctx}: {e}")
                    continue
                row = {"peer": f"torch_sdpa_{name}", "batch": batch, "ctx": ctx, "us": us,
                       "kv_gb_per_s": kv_bytes / (us * 1e3), "max_err_vs_f64": err}
                rows.append(row)
                print(json.dumps(row))


def sdpa_default_rows(reps, rows):
    """SDPA with PyTorch's own backend choice (cuDNN where it takes the shape), on f16 inputs
    rotated over >= 256 MB as morph_attention_bench rotates its own (so that the 60 MB L2 never
    serves K and V), and once more on one set (L2-warm where K and V fit), for comparison."""
    hq, hkv, d = 32, 8, 128
    for batch in (1, 8):
        for ctx in (4096, 8192, 32768, 131072):
            kv_bytes = 2 * batch * hkv * ctx * d * 2
            sets = max(1, min(4, -(-256_000_000 // kv_bytes)))
            g = torch.Generator(device="cuda").manual_seed(ctx + batch)
            data = []
            for _ in range(sets):
                q = torch.rand(batch, hq, 1, d, device="cuda", generator=g, dtype=torch.float16) * 2 - 1
                k = torch.rand(batch, hkv, ctx, d, device="cuda", generator=g, dtype=torch.float16) * 2 - 1
                v = torch.rand(batch, hkv, ctx, d, device="cuda", generator=g, dtype=torch.float16) * 4 - 2
                data.append((q, k, v))
            turn = itertools.count()
            cold = lambda: F.scaled_dot_product_attention(*data[next(turn) % sets], enable_gqa=True)
            warm = lambda: F.scaled_dot_product_attention(*data[0], enable_gqa=True)
            for name, fn in (("torch_sdpa_default", cold), ("torch_sdpa_default_l2warm", warm)):
                us = time_events(fn, reps)
                row = {"peer": name, "batch": batch, "ctx": ctx, "us": us, "sets": sets if fn is cold else 1,
                       "kv_gb_per_s": kv_bytes / (us * 1e3), "max_err_vs_f64": None}
                rows.append(row)
                print(json.dumps(row))
            del data


def flash_attn_rows(reps, rows):
    try:
        from flash_attn import flash_attn_with_kvcache
    except Exception as e:  # noqa: BLE001 - any import failure means "not available"
        print(f"flash_attn not importable: {e}")
        rows.append({"peer": "flash_attn", "error": f"not importable: {e}"})
        return
    hq, hkv, d = 32, 8, 128
    for batch in (1, 8):
        for ctx in (4096, 8192, 32768, 131072):
            q = torch.rand(batch, 1, hq, d, device="cuda", dtype=torch.float16) * 2 - 1
            k = torch.rand(batch, ctx, hkv, d, device="cuda", dtype=torch.float16) * 2 - 1
            v = torch.rand(batch, ctx, hkv, d, device="cuda", dtype=torch.float16) * 4 - 2
            lens = torch.full((batch,), ctx, dtype=torch.int32, device="cuda")
            us = time_events(lambda: flash_attn_with_kvcache(q, k, v, cache_seqlens=lens), reps)
            row = {"peer": "flash_attn_with_kvcache", "batch": batch, "ctx": ctx, "us": us,
                   "kv_gb_per_s": 2 * k.numel() * 2 / (us * 1e3)}
            rows.append(row)
            print(json.dumps(row))


def prefill_rows(reps, rows):
    hq, hkv, d, n = 32, 8, 128, 2048
    for dt in (torch.float16, torch.float32):
        q = torch.rand(1, hq, n, d, device="cuda", dtype=dt) * 2 - 1
        k = torch.rand(1, hkv, n, d, device="cuda", dtype=dt) * 2 - 1
        v = torch.rand(1, hkv, n, d, device="cuda", dtype=dt) * 4 - 2
        for name, be in (("flash", SDPBackend.FLASH_ATTENTION), ("efficient", SDPBackend.EFFICIENT_ATTENTION),
                         ("math", SDPBackend.MATH)):
            try:
                with sdpa_kernel(be):
                    fn = lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
                    us = time_events(fn, max(3, reps // 4))
            except RuntimeError as e:
                print(f"sdpa prefill {name} {dt}: {str(e)[:200]}")
                continue
            row = {"peer": f"torch_sdpa_{name}_prefill", "dtype": str(dt).replace("torch.", ""), "tokens": n,
                   "us": us, "tflops": 2 * 2 * hq * d * n * n / 2 / (us * 1e6)}
            rows.append(row)
            print(json.dumps(row))


def rope_norm_torch(x, w, cos, sin, eps):
    # Qwen3: RMSNorm over head_dim (f32), then rotate_half RoPE (HF modeling_qwen3).
    var = x.pow(2).mean(-1, keepdim=True)
    x = x * torch.rsqrt(var + eps) * w
    half = x.shape[-1] // 2
    rot = torch.cat((-x[..., half:], x[..., :half]), dim=-1)
    return x * cos + rot * sin


def rope_rows(reps, rows):
    d, theta, eps = 128, 1e6, 1e-6
    inv = 1.0 / (theta ** (torch.arange(0, d, 2, device="cuda", dtype=torch.float32) / d))
    for tokens, heads in ((1, 32), (512, 8), (4096, 32)):
        x = torch.rand(tokens, heads, d, device="cuda") * 8 - 4
        w = torch.rand(d, device="cuda") + 0.5
        pos = torch.randint(0, 32768, (tokens,), device="cuda").float()
        f = pos[:, None] * inv[None, :]
        emb = torch.cat((f, f), dim=-1)[:, None, :]
        cos, sin = emb.cos(), emb.sin()
        for mode, fn in (("eager", rope_norm_torch), ("compile", torch.compile(rope_norm_torch))):
            us = time_events(lambda: fn(x, w, cos, sin, eps), reps)
            row = {"peer": f"torch_rope_norm_{mode}", "tokens": tokens, "heads": heads, "us": us,
                   "gb_per_s": 2 * x.numel() * 4 / (us * 1e3)}
            rows.append(row)
            print(json.dumps(row))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--json", default=None)
    a = ap.parse_args()
    rows = []
    print(json.dumps({"torch": torch.__version__, "device": torch.cuda.get_device_name()}))
    for part in (sdpa_rows, sdpa_default_rows, flash_attn_rows, prefill_rows, rope_rows):
        try:
            part(a.reps, rows)
        except Exception as e:  # noqa: BLE001 - report and go on with the next part
            print(f"{part.__name__} failed: {e}")
            rows.append({"part": part.__name__, "error": str(e)[:300]})
        if a.json:  # written after every part: a timeout keeps what is done
            with open(a.json, "w") as f:
                for r in rows:
                    f.write(json.dumps(r) + "\n")


if __name__ == "__main__":
    main()
