// A fixed pool of host threads for the cpu backend: one launch's workgroups are spread over
// all of them (the calling thread works too), in chunks taken from a shared counter. Every
// thread runs with IEEE denormals (x86 MXCSR FTZ and DAZ cleared; DESIGN L4). After a run a
// worker spins (polling, with pause) for $MORPH_CPU_SPIN_US microseconds (default 200; 0: never)
// before it sleeps, and the caller spins as long for the run's end: the launches of a decode
// step follow each other within microseconds, and a futex wake-up costs ~20–400 µs on a VM. A
// run that the caller finishes alone (a small launch while the workers sleep) does not wait for
// them to wake. A pool of more threads than the machine has cores never spins.
//   rt::ThreadPool pool(rt::ThreadPool::default_threads());
//   pool.run(groups, [&](uint64_t begin, uint64_t end) { kernel(&args, begin, end); });
#pragma once
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace morph::rt {

class ThreadPool {
 public:
  /// `threads` >= 1 counts the caller: threads - 1 workers are started.
  explicit ThreadPool(unsigned threads);
  ~ThreadPool();
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  /// $MORPH_CPU_THREADS when set (an integer in [1, 1024]; anything else is a UserError naming
  /// it), else std::thread::hardware_concurrency(). $MORPH_CPU_SPIN_US likewise ([0, 10^6]) when
  /// a pool is made.
  static unsigned default_threads();
  unsigned threads() const { return static_cast<unsigned>(workers_.size()) + 1; }

  /// Calls fn(begin, end) over disjoint ranges covering [0, count), in parallel; returns when
  /// all are done. `min_chunk` is the smallest range worth handing to another thread. One run
  /// at a time (concurrent callers are serialized).
  void run(uint64_t count, uint64_t min_chunk, const std::function<void(uint64_t, uint64_t)>& fn);

 private:
  void worker();
  void work();

  std::vector<std::thread> workers_;
  std::mutex run_mu_;  // one run at a time
  std::mutex mu_;
  std::condition_variable wake_, done_;
  // Written under mu_ (so that a sleeping worker cannot miss a change), read without it by the
  // spinning ones: a run's fields below are set before generation_ is bumped (release).
  std::atomic<uint64_t> generation_{0};
  std::atomic<bool> stop_{false};
  // A worker that wakes for a run counts itself in `active_`, then works only if the run is
  // still open (`open_` == its generation); the caller closes the run when its own work() finds
  // no range left and then waits only for the workers that joined — never for a sleeping one
  // (a futex wake-up on a VM took ~400 µs, which a small launch paid in full).
  std::atomic<unsigned> active_{0};
  std::atomic<uint64_t> open_{0};
  int64_t spin_ns_ = 0;
  // The current run.
  const std::function<void(uint64_t, uint64_t)>* fn_ = nullptr;
  uint64_t count_ = 0, chunk_ = 1;
  std::atomic<uint64_t>* next_ = nullptr;
};

/// Clears the x86 flush-to-zero and denormals-are-zero modes of the calling thread and returns
/// the previous control word (0 elsewhere); restore_fp_mode puts it back.
unsigned ieee_fp_mode();
void restore_fp_mode(unsigned saved);

}  // namespace morph::rt
