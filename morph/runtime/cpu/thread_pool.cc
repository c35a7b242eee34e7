#include "morph/runtime/cpu/thread_pool.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#if defined(__x86_64__) || defined(__i386__)
#include <xmmintrin.h>
#endif

#include "morph/base/env_number.h"

namespace morph::rt {

unsigned ieee_fp_mode() {
#if defined(__x86_64__) || defined(__i386__)
  unsigned saved = _mm_getcsr();
  _mm_setcsr(saved & ~(0x8000u | 0x0040u));  // FTZ (bit 15), DAZ (bit 6)
  return saved;
#else
  return 0;
#endif
}

void restore_fp_mode(unsigned saved) {
#if defined(__x86_64__) || defined(__i386__)
  _mm_setcsr(saved);
#else
  (void)saved;
#endif
}

unsigned ThreadPool::default_threads() {
  const uint64_t n = env_number("MORPH_CPU_THREADS", 1, 1024, 0, "a thread count in [1, 1024]");
  return n > 0 ? static_cast<unsigned>(n) : std::max(1u, std::thread::hardware_concurrency());
}

namespace {

// $MORPH_CPU_SPIN_US (microseconds a thread polls before it sleeps), default 200.
int64_t spin_ns() {
  return static_cast<int64_t>(
             env_number("MORPH_CPU_SPIN_US", 0, 1000000, 200, "a time in microseconds in [0, 1000000]")) *
         1000;
}

// Polls `done` for up to `ns` nanoseconds; true when it held.
template <class F>
bool spin_until(F done, int64_t ns) {
  if (ns <= 0) return done();
  const auto until = std::chrono::steady_clock::now() + std::chrono::nanoseconds(ns);
  for (unsigned i = 0;; ++i) {
    if (done()) return true;
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
    if ((i & 63u) == 63u && std::chrono::steady_clock::now() >= until) return done();
  }
}

}  // namespace

ThreadPool::ThreadPool(unsigned threads) : spin_ns_(spin_ns()) {
  // More threads than cores: a polling thread takes the core a working one needs (1024 threads
  // spinning 1 s each on 2 cores made a 0.04 s run take 46 s), so they sleep at once instead.
  const unsigned cores = std::thread::hardware_concurrency();
  if (cores > 0 && threads > cores) spin_ns_ = 0;
  for (unsigned i = 1; i < std::max(1u, threads); ++i) workers_.emplace_back([this] { worker(); });
}

ThreadPool::~ThreadPool() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_.store(true, std::memory_order_release);
  }
  wake_.notify_all();
  for (std::thread& t : workers_) t.join();
}

void ThreadPool::work() {
  for (;;) {
    uint64_t b = next_->fetch_add(chunk_, std::memory_order_relaxed);
    if (b >= count_) return;
    (*fn_)(b, std::min(count_, b + chunk_));
  }
}

void ThreadPool::worker() {
  ieee_fp_mode();
  uint64_t seen = 0;
  auto ready = [&] {
    return stop_.load(std::memory_order_acquire) || generation_.load(std::memory_order_acquire) != seen;
  };
  for (;;) {
    if (!spin_until(ready, spin_ns_)) {
      std::unique_lock<std::mutex> lock(mu_);
      wake_.wait(lock, ready);
    }
    if (stop_.load(std::memory_order_acquire)) return;
    seen = generation_.load(std::memory_order_acquire);
    // Join, then check that the run is still open (sequentially consistent with the caller's
    // close-then-count: either the caller sees this worker and waits for it, or this worker
    // sees the run closed and touches none of its fields).
    active_.fetch_add(1, std::memory_order_seq_cst);
    if (open_.load(std::memory_order_seq_cst) == seen) work();
    if (active_.fetch_sub(1, std::memory_order_seq_cst) == 1) {
      std::lock_guard<std::mutex> lock(mu_);  // the caller may be about to sleep on done_
      done_.notify_one();
    }
  }
}

void ThreadPool::run(uint64_t count, uint64_t min_chunk, const std::function<void(uint64_t, uint64_t)>& fn) {
  if (count == 0) return;
  unsigned saved = ieee_fp_mode();
  min_chunk = std::max<uint64_t>(1, min_chunk);
  if (workers_.empty() || count <= min_chunk) {
    fn(0, count);
    restore_fp_mode(saved);
    return;
  }
  std::lock_guard<std::mutex> run_lock(run_mu_);
  std::atomic<uint64_t> next{0};
  {
    std::lock_guard<std::mutex> lock(mu_);
    fn_ = &fn;
    count_ = count;
    // About 4 chunks per thread: balance against the cost of taking one.
    chunk_ = std::max<uint64_t>(min_chunk, count / (uint64_t{threads()} * 4));
    next_ = &next;
    const uint64_t g = generation_.load(std::memory_order_relaxed) + 1;
    open_.store(g, std::memory_order_seq_cst);
    generation_.store(g, std::memory_order_release);
  }
  wake_.notify_all();
  work();
  // Every range is taken; close the run and wait for the workers inside it.
  open_.store(0, std::memory_order_seq_cst);
  auto finished = [&] { return active_.load(std::memory_order_seq_cst) == 0; };
  if (!spin_until(finished, spin_ns_)) {
    std::unique_lock<std::mutex> lock(mu_);
    done_.wait(lock, finished);
  }
  fn_ = nullptr;
  next_ = nullptr;
  restore_fp_mode(saved);
}

}  // namespace morph::rt
