"""Build a CUDA harness that times variants of one Morph-printed row-fence kernel
(bench/run_device_gap.sh): the kernel as printed (v0) and hand-made variants of the same source,
each checked bitwise against v0. Usage: variants.py PRINTED.cu OUT.cu"""
import re
import sys


RCP = """
// 1/d for d in [0.7, 2.5] without a division: a quadratic seed (relative error 2^-4.1) and two
// Newton steps by fma (2^-16.4); x_sigmoid's Markstein step then corrects the quotient
static __device__ __forceinline__ float morph_rcp_nr(float d) {
  float y = __fmaf_rn(__fmaf_rn(d, 0.32010227f, -1.5364933f), d, 2.263928f);
  float e = __fmaf_rn(-d, y, 1.0f);
  y = __fmaf_rn(y, e, y);
  e = __fmaf_rn(-d, y, 1.0f);
  return __fmaf_rn(y, e, y);
}
"""


def variant(src, name, unroll=False, bounds=None, plain_inc=False, neg=False, rcp=False):
    s = src.replace('extern "C" __global__ void k_row_fence(',
                    'extern "C" __global__ void %s%s(' % (
                        "__launch_bounds__(%d, %d) " % bounds if bounds else "", name))
    if unroll:  # every run-time loop of the kernel: the epilogue's software-pipelined loop
        s = re.sub(r"\n(\s*)for \(", r"\n\1#pragma unroll\n\1for (", s)
    if plain_inc:  # i + step with no wrap-around guard (safe where the end and step are constants)
        s = re.sub(r"(\w+) = \1 > 4294967295u - (\w+) \? (\w+) : \1 \+ \2\)", r"\1 = \1 + \2)", s)
    if neg:  # negation as the operator, which ptxas folds into an fma's operand
        s = re.sub(r"as_float\(as_uint\((\w+)\) \^ 0x80000000u\)", r"(-\1)", s)
    if rcp:  # 1 / d (the numerator a variable holding 1.0) by morph_rcp_nr: not bitwise, timing only
        ones = set(re.findall(r"float (\w+) = as_float\(0x3f800000u\)", s))
        s = re.sub(r"__fdiv_rn\((\w+), (\w+)\)",
                   lambda m: "morph_rcp_nr(%s)" % m.group(2) if m.group(1) in ones else m.group(0), s)
    return s


HEADER_END = 'extern "C" __global__ void k_row_fence('


def main():
    src = open(sys.argv[1]).read()
    src = src.replace("typedef unsigned long long ulong;", "")
    head, body = src.split(HEADER_END, 1)
    body = HEADER_END + body
    variants = [("v0_printed", {}), ("v1_unroll", dict(unroll=True)),
                ("v2_bounds8", dict(bounds=(128, 8))), ("v3_unroll_bounds8", dict(unroll=True, bounds=(128, 8))),
                ("v4_bounds7", dict(bounds=(128, 7))),
                ("v5_plain_inc", dict(plain_inc=True)), ("v6_neg", dict(neg=True)),
                ("v7_plain_inc_neg", dict(plain_inc=True, neg=True)),
                ("v8_plain_inc_neg_b6", dict(plain_inc=True, neg=True, bounds=(128, 6))),
                ("v9_unrolled_neg", dict(plain_inc=True, neg=True, unroll=True)),
                ("v10_rcp_not_bitwise", dict(rcp=True)), ("v11_rcp_neg_not_bitwise", dict(rcp=True, neg=True)),
                ("v12_rcp_neg_unrolled_nb", dict(rcp=True, neg=True, plain_inc=True, unroll=True)),
                # 2026-12-06: 48 registers (ptxas, no spill) for 10 or 9 workgroups per SM, against
                # the printed kernel's 64 (8 per SM)
                ("v13_bounds10", dict(bounds=(128, 10))), ("v14_bounds9", dict(bounds=(128, 9)))]
    out = [head, RCP]
    for name, kw in variants:
        out.append(variant(body, name, **kw))
    out.append(open(sys.argv[0].replace("variants.py", "harness.cu.in")).read())
    out.append("static Kernel kVariants[] = {%s};\n" % ", ".join('{"%s", %s}' % (n, n) for n, _ in variants))
    out.append("int main(int argc, char** argv) { return run(argc, argv, kVariants, %d); }\n" % len(variants))
    open(sys.argv[2], "w").write("".join(out))


if __name__ == "__main__":
    main()
