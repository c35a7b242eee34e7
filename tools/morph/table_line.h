// One line of `morph table`'s text output, in the same columns for every kind of row (fusion
// cases, RoPE / attention op rows, matvec rows), so that a column means one thing all the way
// down: case, shape, backend, launches, mismatches, device us, [plain us], wall us, GB/s,
// finite, [eager us, compile us], then the expression and notes.
//   TableColumns cols{.plain_times = true};
//   print_table_header(cols);
//   print_table_line(cols, {.name = "rope_q", .shape = "1x32x128", .backend = "cpu", .launches = "2 -> 1", ...});
#pragma once
#include <string>

namespace morph::cli {

/// Which optional columns the table has.
struct TableColumns {
  bool plain_times = false;  // "plain us": device time on plain uniform(-4, 4) inputs
  bool peers = false;        // "eager us", "compile us": PyTorch eager and torch.compile
};

/// A row's cells. Times in microseconds, <= 0 printed "n/a"; `finite` a fraction in [0, 1], < 0
/// printed "-" (not measured for this kind of row).
struct TableLine {
  std::string name, shape, backend, launches, mismatches;
  double device_us = -1, plain_us = -1, wall_us = -1, gb_per_s = 0, finite = -1;
  double eager_us = -1, compile_us = -1;
  std::string what;  // the expression, then notes (e.g. "[oracle: 73 sampled rows of 512]")
};

/// Fixed-point text of `v` with `prec` decimals (4 for values in (0, 0.1)).
std::string table_number(double v, int prec);

void print_table_header(const TableColumns& cols);
void print_table_line(const TableColumns& cols, const TableLine& line);

}  // namespace morph::cli
