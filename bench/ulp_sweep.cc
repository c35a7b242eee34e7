// ulp_sweep: accuracy of Morph's math (morph/algebra/math.h) against a double-precision
// reference, over ALL 2^32 f32 inputs (default) or a random sample plus specials. Per op it
// prints the max error in float ULPs of the reference, the worst input, the count above 1 ULP
// and the count of special-value mismatches (NaN / inf / signed zero). Multi-threaded, with a
// progress line on stderr. The table in docs/math.md comes from `ulp_sweep --json` (through
// bench/math_table.py; `--markdown` prints the same table directly).
//   ulp_sweep --op exp                  # exhaustive, one op
//   ulp_sweep --op silu,gelu --stride 256 --threads 2   # every 256th bit pattern, two ops
//   ulp_sweep --samples 1000000 --markdown --threads 2
//   ulp_sweep --threads 16 --json sweep.json            # all ops, all 2^32, raw results as JSON
// How errors are counted (also in docs/math.md): r = the double reference; where r is NaN the
// result must be NaN; where (float)r is ±inf (overflow) the result must be that inf; where
// (float)r is finite the error is |y - r| / ulp(r), ulp(r) = 2^(max(e, -126) - 23) with
// e = floor(log2 |r|) (denormal results are measured in units of 2^-149), and an infinite or
// NaN y counts as an infinite error and a special mismatch; a zero y whose sign differs from a
// zero (float)r is a special mismatch. sin/cos: the ULP columns cover |x| <= 2^17, the
// "beyond" column the rest.
#include <atomic>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "morph/dsl/scalar.h"

// The sweep evaluates the definitions on N independent lanes at once (Lane<T>: N values with
// exactly the scalar host semantics per lane, declared before the math templates so their
// qualified dsl:: calls see these overloads). That gives the CPU independent work per loop
// iteration (2-4x faster here) while computing lane-wise the very same bits as F = float;
// every 61st input is also evaluated with F = float and any difference aborts the sweep.

namespace morph::dsl {
inline constexpr int kLanes = 8;
template <class T>
struct Lane {
  T v[kLanes];
  Lane() = default;
  Lane(T s) {
    for (int i = 0; i < kLanes; ++i) v[i] = s;
  }  // NOLINT
};
using LF = Lane<float>;
using LI = Lane<int32_t>;
using LU = Lane<uint32_t>;
using LB = Lane<bool>;

// clang-format off
#define MORPH_LANE_BIN(T, R, op)                                                       \
  inline Lane<R> operator op(const Lane<T>& a, const Lane<T>& b) { Lane<R> r; for (int i = 0; i < kLanes; ++i) r.v[i] = a.v[i] op b.v[i]; return r; } \
  inline Lane<R> operator op(const Lane<T>& a, T b) { Lane<R> r; for (int i = 0; i < kLanes; ++i) r.v[i] = a.v[i] op b; return r; } \
  inline Lane<R> operator op(T a, const Lane<T>& b) { Lane<R> r; for (int i = 0; i < kLanes; ++i) r.v[i] = a op b.v[i]; return r; }
#define MORPH_LANE_ARITH(T) MORPH_LANE_BIN(T, T, +) MORPH_LANE_BIN(T, T, -) MORPH_LANE_BIN(T, T, *) \
  MORPH_LANE_BIN(T, bool, <) MORPH_LANE_BIN(T, bool, <=) MORPH_LANE_BIN(T, bool, >) MORPH_LANE_BIN(T, bool, >=) \
  MORPH_LANE_BIN(T, bool, ==) MORPH_LANE_BIN(T, bool, !=)
MORPH_LANE_ARITH(float)
MORPH_LANE_BIN(float, float, /)
MORPH_LANE_ARITH(int32_t)
MORPH_LANE_ARITH(uint32_t)
MORPH_LANE_BIN(int32_t, int32_t, &) MORPH_LANE_BIN(int32_t, int32_t, |) MORPH_LANE_BIN(int32_t, int32_t, ^)
MORPH_LANE_BIN(uint32_t, uint32_t, &) MORPH_LANE_BIN(uint32_t, uint32_t, |) MORPH_LANE_BIN(uint32_t, uint32_t, ^)
MORPH_LANE_BIN(bool, bool, &&) MORPH_LANE_BIN(bool, bool, ||)
#undef MORPH_LANE_ARITH
#undef MORPH_LANE_BIN
inline LI operator<<(const LI& a, int s) { LI r; for (int i = 0; i < kLanes; ++i) r.v[i] = static_cast<int32_t>(static_cast<uint32_t>(a.v[i]) << s); return r; }
inline LI operator>>(const LI& a, int s) { LI r; for (int i = 0; i < kLanes; ++i) r.v[i] = a.v[i] >> s; return r; }
inline LF operator-(const LF& a) { LF r; for (int i = 0; i < kLanes; ++i) r.v[i] = -a.v[i]; return r; }

template <> struct scalar_family<LF> { using I = LI; using U = LU; using B = LB; };
template <> inline LF f32c<LF>(uint32_t bits) { return LF(std::bit_cast<float>(bits)); }

#define MORPH_LANE_UN(fn, T) inline Lane<T> fn(const Lane<T>& a) { Lane<T> r; for (int i = 0; i < kLanes; ++i) r.v[i] = fn(a.v[i]); return r; }
MORPH_LANE_UN(floor, float) MORPH_LANE_UN(rint, float) MORPH_LANE_UN(trunc, float) MORPH_LANE_UN(abs, float) MORPH_LANE_UN(sqrt, float)
#undef MORPH_LANE_UN
    // clang-format on
    inline LF fma(const LF& a, const LF& b, const LF& c) {
  LF r;
  for (int i = 0; i < kLanes; ++i) r.v[i] = fma(a.v[i], b.v[i], c.v[i]);
  return r;
}
template <class T>
inline Lane<T> min(const Lane<T>& a, const Lane<T>& b) {
  Lane<T> r;
  for (int i = 0; i < kLanes; ++i) r.v[i] = min(a.v[i], b.v[i]);
  return r;
}
template <class T>
inline Lane<T> max(const Lane<T>& a, const Lane<T>& b) {
  Lane<T> r;
  for (int i = 0; i < kLanes; ++i) r.v[i] = max(a.v[i], b.v[i]);
  return r;
}
template <class T>
inline Lane<T> select(const LB& c, const Lane<T>& a, const Lane<T>& b) {
  Lane<T> r;
  for (int i = 0; i < kLanes; ++i) r.v[i] = c.v[i] ? a.v[i] : b.v[i];
  return r;
}
template <Arith To, class From>
inline Lane<To> bitcast(const Lane<From>& a) {
  Lane<To> r;
  for (int i = 0; i < kLanes; ++i) r.v[i] = std::bit_cast<To>(a.v[i]);
  return r;
}
template <Arith To, class From>
inline Lane<To> cast(const Lane<From>& a) {
  Lane<To> r;
  for (int i = 0; i < kLanes; ++i) r.v[i] = cast<To>(a.v[i]);
  return r;
}
}  // namespace morph::dsl

#include "morph/algebra/math.h"
#include "morph/algebra/ops.h"

namespace {

using morph::algebra::UnOp;
namespace math = morph::algebra::math;

using morph::dsl::kLanes;
using LF = morph::dsl::LF;

struct OpDef {
  UnOp op;
  float (*f)(float);
  LF (*fl)(LF);
  double (*ref)(double);
  bool limited;  // sin/cos: the ULP target holds for |x| <= 2^17
  double target;
  bool lanes = true;  // evaluate on kLanes lanes (false where the scalar loop is faster here)
};

double ref_sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }
double ref_silu(double x) { return std::isinf(x) ? (x > 0 ? x : -0.0) : x / (1.0 + std::exp(-x)); }
double ref_gelu(double x) { return std::isinf(x) ? (x > 0 ? x : -0.0) : 0.5 * x * std::erfc(-x / std::sqrt(2.0)); }
double ref_gelu_tanh(double x) {  // 0.5 x (1 + tanh(u)) = x / (1 + e^{-2u}), no cancellation
  if (std::isinf(x)) return x > 0 ? x : -0.0;
  double u = std::sqrt(2.0 / M_PI) * (x + 0.044715 * x * x * x);
  return x / (1.0 + std::exp(-2.0 * u));
}
double ref_softplus(double x) { return x > 0 ? x + std::log1p(std::exp(-x)) : std::log1p(std::exp(x)); }
double ref_relu(double x) { return std::isnan(x) ? x : (x > 0 ? x : 0.0); }

const std::vector<OpDef>& ops() {
  static const std::vector<OpDef> v = {
      {UnOp::Neg, math::neg<float>, math::neg<LF>, [](double x) { return -x; }, false, 0.5},
      {UnOp::Recip, math::recip<float>, math::recip<LF>, [](double x) { return 1.0 / x; }, false, 1},
      {UnOp::Abs, math::abs<float>, math::abs<LF>, [](double x) { return std::fabs(x); }, false, 0.5},
      {UnOp::Square, math::square<float>, math::square<LF>, [](double x) { return x * x; }, false, 0.5},
      {UnOp::Exp, math::exp<float>, math::exp<LF>, [](double x) { return std::exp(x); }, false, 1},
      {UnOp::Log, math::log<float>, math::log<LF>, [](double x) { return std::log(x); }, false, 1},
      {UnOp::Sqrt, math::sqrt<float>, math::sqrt<LF>, [](double x) { return std::sqrt(x); }, false, 1},
      {UnOp::Rsqrt, math::rsqrt<float>, math::rsqrt<LF>, [](double x) { return 1.0 / std::sqrt(x); }, false, 1},
      {UnOp::Tanh, math::tanh<float>, math::tanh<LF>, [](double x) { return std::tanh(x); }, false, 2},
      {UnOp::Sigmoid, math::sigmoid<float>, math::sigmoid<LF>, ref_sigmoid, false, 2},
      {UnOp::Silu, math::silu<float>, math::silu<LF>, ref_silu, false, 2},
      {UnOp::Gelu, math::gelu<float>, math::gelu<LF>, ref_gelu, false, 2, false},
      {UnOp::GeluTanh, math::gelu_tanh<float>, math::gelu_tanh<LF>, ref_gelu_tanh, false, 2},
      {UnOp::Softplus, math::softplus<float>, math::softplus<LF>, ref_softplus, false, 2},
      {UnOp::Relu, math::relu<float>, math::relu<LF>, ref_relu, false, 0.5},
      {UnOp::Erf, math::erf<float>, math::erf<LF>, [](double x) { return std::erf(x); }, false, 2, false},
      {UnOp::Sin, math::sin<float>, math::sin<LF>, [](double x) { return std::sin(x); }, true, 2},
      {UnOp::Cos, math::cos<float>, math::cos<LF>, [](double x) { return std::cos(x); }, true, 2},
  };
  return v;
}

struct Stats {
  double max_ulp = 0;
  uint32_t worst = 0;
  uint64_t above1 = 0;
  uint64_t special = 0;
  uint32_t worst_special = 0;
  double beyond_max = 0;  // sin/cos for |x| > 2^17
  uint32_t beyond_worst = 0;
  uint64_t count = 0;
  void merge(const Stats& o) {
    if (o.max_ulp > max_ulp) {
      max_ulp = o.max_ulp;
      worst = o.worst;
    }
    if (o.beyond_max > beyond_max) {
      beyond_max = o.beyond_max;
      beyond_worst = o.beyond_worst;
    }
    if (o.special && !special) worst_special = o.worst_special;
    above1 += o.above1;
    special += o.special;
    count += o.count;
  }
};

inline float bf(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
inline uint32_t fb(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

/// Error of y against the double reference r: ULPs, or +inf with `special` set.
inline double ulp_error(float y, double r, bool& special) {
  special = false;
  if (std::isnan(r)) {
    special = !std::isnan(y);
    return special ? INFINITY : 0;
  }
  float rf = static_cast<float>(r);
  if (std::isinf(rf)) {
    special = y != rf;
    return special ? INFINITY : 0;
  }
  if (!std::isfinite(y)) {
    special = true;
    return INFINITY;
  }
  if (y == 0 && rf == 0 && std::signbit(y) != std::signbit(rf)) special = true;
  double ar = std::fabs(r);
  int e = ar == 0 ? -126 : std::ilogb(ar);
  if (e < -126) e = -126;
  double ulp = std::ldexp(1.0, e - 23);
  return std::fabs(static_cast<double>(y) - r) / ulp;
}

inline void account(const OpDef& d, uint32_t u, float y, Stats& s) {
  float x = bf(u);
  double r = d.ref(static_cast<double>(x));
  bool special;
  double err = ulp_error(y, r, special);
  ++s.count;
  if (special) {
    if (!s.special) s.worst_special = u;
    ++s.special;
  }
  if (d.limited && !(std::fabs(x) <= 131072.0f)) {
    if (!std::isnan(x) && !std::isinf(x) && err > s.beyond_max) {
      s.beyond_max = err;
      s.beyond_worst = u;
    }
    return;
  }
  if (err > 1.0) ++s.above1;
  if (err > s.max_ulp) {
    s.max_ulp = err;
    s.worst = u;
  }
}

std::vector<uint32_t> specials() {
  std::vector<uint32_t> v = {0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00000u,
                             0x7f800001u, 0x00000001u, 0x80000001u, 0x007fffffu, 0x807fffffu, 0x00800000u,
                             0x80800000u, 0x7f7fffffu, 0xff7fffffu, 0x3f800000u, 0xbf800000u, 0x3f7fffffu,
                             0x3f800001u, 0x42b17218u, 0x42b17217u, 0xc2cff1b5u, 0xc2ce8ed0u, 0xc2aeac50u,
                             0x33800000u, 0xb3800000u, 0x39800000u, 0x48000000u, 0x48000001u, 0xc8000000u};
  for (uint32_t u = 1; u < 4096; ++u) {  // tiny denormals and the top of the normal range
    v.push_back(u);
    v.push_back(u | 0x80000000u);
    v.push_back(0x7f800000u - u);
    v.push_back(0xff800000u - u);
  }
  return v;
}

void usage() {
  std::fprintf(stderr,
               "usage: ulp_sweep [--op NAME[,NAME...]|all] [--samples N | --stride S] [--seed S] [--threads T]\n"
               "                 [--markdown] [--json FILE]\n"
               "  default: every op, all 2^32 inputs, hardware threads; --stride S takes every S-th bit\n"
               "  pattern (plus the specials); --json writes the raw per-op results to FILE\n");
}

/// "a,b,c" -> {"a", "b", "c"}.
std::vector<std::string> split_list(const std::string& s) {
  std::vector<std::string> out;
  size_t b = 0;
  for (;;) {
    size_t e = s.find(',', b);
    out.push_back(s.substr(b, e == std::string::npos ? std::string::npos : e - b));
    if (e == std::string::npos) return out;
    b = e + 1;
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::string op_name = "all";
  uint64_t samples = 0, stride = 0;
  std::string json_path;
  uint64_t seed = std::random_device{}();
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  bool markdown = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) {
        usage();
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--op")
      op_name = next();
    else if (a == "--samples")
      samples = std::stoull(next());
    else if (a == "--seed")
      seed = std::stoull(next());
    else if (a == "--threads")
      threads = static_cast<unsigned>(std::stoul(next()));
    else if (a == "--stride")
      stride = std::stoull(next());
    else if (a == "--json")
      json_path = next();
    else if (a == "--markdown")
      markdown = true;
    else {
      usage();
      return 2;
    }
  }
  std::vector<const OpDef*> sel;
  for (const std::string& want : split_list(op_name)) {
    size_t before = sel.size();
    for (const OpDef& d : ops())
      if (want == "all" || morph::algebra::name(d.op) == want) sel.push_back(&d);
    if (sel.size() == before) {
      std::fprintf(stderr, "ulp_sweep: unknown op '%s'\n", want.c_str());
      return 2;
    }
  }
  if (samples && stride) {
    std::fprintf(stderr, "ulp_sweep: --samples and --stride exclude each other\n");
    return 2;
  }
  const bool exhaustive = samples == 0 && stride <= 1;
  std::vector<uint32_t> inputs;
  if (samples) {
    std::mt19937_64 rng(seed);
    inputs = specials();
    for (uint64_t i = 0; i < samples; ++i) inputs.push_back(static_cast<uint32_t>(rng()));
    std::fprintf(stderr, "ulp_sweep: %zu inputs (seed %" PRIu64 ")\n", inputs.size(), seed);
  } else if (!exhaustive) {
    inputs = specials();
    for (uint64_t u = 0; u < (uint64_t{1} << 32); u += stride) inputs.push_back(static_cast<uint32_t>(u));
    std::fprintf(stderr, "ulp_sweep: %zu inputs (every %" PRIu64 "th bit pattern + specials)\n", inputs.size(), stride);
  }
  const uint64_t total = exhaustive ? (uint64_t{1} << 32) : inputs.size();
  const uint64_t chunk = exhaustive ? (uint64_t{1} << 22) : 65536;

  std::vector<Stats> results;
  std::vector<double> seconds;
  // Rewritten after every op, so an interrupted run keeps the ops it finished.
  auto write_json = [&]() -> bool {
    if (json_path.empty()) return true;
    FILE* f = std::fopen(json_path.c_str(), "w");
    if (!f) {
      std::fprintf(stderr, "ulp_sweep: cannot write %s\n", json_path.c_str());
      return false;
    }
    std::fprintf(f, "{\"coverage\": \"%s\", \"inputs_per_op\": %" PRIu64 ", \"threads\": %u, \"ops\": [\n",
                 exhaustive ? "exhaustive" : (samples ? "sampled" : "strided"), total, threads);
    for (size_t i = 0; i < results.size(); ++i) {
      const Stats& st = results[i];
      std::fprintf(f,
                   "  {\"op\": \"%s\", \"max_ulp\": %.6f, \"worst\": \"0x%08x\", \"worst_value\": %.9g, "
                   "\"above_1ulp\": %" PRIu64 ", \"special_mismatches\": %" PRIu64
                   ", \"target\": %.1f, "
                   "\"met\": %s, \"count\": %" PRIu64 ", \"seconds\": %.1f",
                   std::string(morph::algebra::name(sel[i]->op)).c_str(), st.max_ulp, st.worst, bf(st.worst), st.above1,
                   st.special, sel[i]->target, st.max_ulp <= sel[i]->target && st.special == 0 ? "true" : "false",
                   st.count, seconds[i]);
      if (sel[i]->limited)
        std::fprintf(f, ", \"beyond_2p17_max_ulp\": %.4g, \"beyond_2p17_worst\": \"0x%08x\"", st.beyond_max,
                     st.beyond_worst);
      std::fprintf(f, "}%s\n", i + 1 < results.size() ? "," : "");
    }
    std::fprintf(f, "]}\n");
    std::fclose(f);
    return true;
  };

  for (const OpDef* d : sel) {
    Stats st;
    std::mutex mu;
    std::atomic<uint64_t> next{0}, done{0};
    auto t0 = std::chrono::steady_clock::now();
    auto worker = [&] {
      Stats local;
      for (;;) {
        uint64_t b = next.fetch_add(chunk);
        if (b >= total) break;
        uint64_t e = std::min(total, b + chunk);
        for (uint64_t i = b; i < e; i += kLanes) {
          LF xl;
          uint32_t us[kLanes];
          const int n = static_cast<int>(std::min<uint64_t>(kLanes, e - i));
          for (int j = 0; j < kLanes; ++j) {
            us[j] = j < n ? (exhaustive ? static_cast<uint32_t>(i + j) : inputs[i + j]) : us[0];
            xl.v[j] = bf(us[j]);
          }
          LF yl;
          if (d->lanes)
            yl = d->fl(xl);
          else
            for (int j = 0; j < kLanes; ++j) yl.v[j] = d->f(xl.v[j]);
          for (int j = 0; j < n; ++j) {
            if ((i + j) % 61 == 0 && fb(d->f(xl.v[j])) != fb(yl.v[j])) {
              std::fprintf(stderr, "ulp_sweep: lane and scalar results differ for %s(0x%08x)\n",
                           std::string(morph::algebra::name(d->op)).c_str(), us[j]);
              std::abort();
            }
            account(*d, us[j], yl.v[j], local);
          }
        }
        done += e - b;
      }
      std::lock_guard<std::mutex> g(mu);
      st.merge(local);
    };
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);
    bool live = true;
    std::thread progress([&] {
      while (live) {
        std::this_thread::sleep_for(std::chrono::milliseconds(exhaustive ? 2000 : 200));
        double f = double(done.load()) / double(total);
        double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (live)
          std::fprintf(stderr, "\r%-10s %6.2f%%  %7.0f s elapsed  eta %7.0f s   ",
                       std::string(morph::algebra::name(d->op)).c_str(), 100 * f, el, f > 0 ? el / f - el : 0.0);
      }
    });
    for (auto& th : pool) th.join();
    live = false;
    progress.join();
    double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::fprintf(stderr, "\r%-10s done in %.1f s%40s\n", std::string(morph::algebra::name(d->op)).c_str(), el, "");
    results.push_back(st);
    seconds.push_back(el);
    if (!write_json()) return 1;
    if (!markdown) {
      std::printf("%-10s max %.3f ulp at 0x%08x (%.9g)  >1ulp: %" PRIu64 "  special mismatches: %" PRIu64,
                  std::string(morph::algebra::name(d->op)).c_str(), st.max_ulp, st.worst, bf(st.worst), st.above1,
                  st.special);
      if (st.special) std::printf(" (first 0x%08x)", st.worst_special);
      if (d->limited)
        std::printf("  beyond 2^17: max %.3g ulp at 0x%08x (%.9g)", st.beyond_max, st.beyond_worst,
                    bf(st.beyond_worst));
      std::printf("  [%s target %.1f]\n", st.max_ulp <= d->target && st.special == 0 ? "meets" : "MISSES", d->target);
      std::fflush(stdout);
    }
  }
  if (markdown) {
    std::printf("| op | max ULP | worst input | inputs > 1 ULP | special mismatches | target |\n");
    std::printf("|---|---|---|---|---|---|\n");
    for (size_t i = 0; i < sel.size(); ++i) {
      const Stats& st = results[i];
      std::string extra;
      if (sel[i]->limited) {
        char buf[160];
        std::snprintf(buf, sizeof buf, " (\\|x\\| <= 2^17; beyond: max %.3g at 0x%08x)", st.beyond_max,
                      st.beyond_worst);
        extra = buf;
      }
      std::printf("| %s | %.3f%s | 0x%08x (%.9g) | %" PRIu64 " | %" PRIu64 " | <= %.1f %s |\n",
                  std::string(morph::algebra::name(sel[i]->op)).c_str(), st.max_ulp, extra.c_str(), st.worst,
                  bf(st.worst), st.above1, st.special, sel[i]->target,
                  st.max_ulp <= sel[i]->target && st.special == 0 ? "met" : "MISSED");
    }
    std::printf("\n%s: %" PRIu64 " inputs per op%s\n", exhaustive ? "exhaustive" : "sampled", total,
                exhaustive ? " (all f32 bit patterns)" : "");
  }
  return 0;
}
