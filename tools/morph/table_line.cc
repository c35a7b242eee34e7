#include "tools/morph/table_line.h"

#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace morph::cli {

namespace {

std::string right(const std::string& s, size_t w) { return s.size() >= w ? s : std::string(w - s.size(), ' ') + s; }
std::string time_text(double us) { return us > 0 ? table_number(us, 1) : "n/a"; }

}  // namespace

std::string table_number(double v, int prec) {
  std::ostringstream os;
  os << std::fixed << std::setprecision(v != 0 && v < 0.1 ? 4 : prec) << v;
  return os.str();
}

// A fraction as a percentage rounded down, so that 99.6% is not printed as 100% (which reads as
// "every output finite and non-zero"): whole percents, one decimal from 99% up.
static std::string finite_percent(double f) {
  const double p = 100 * f;
  std::ostringstream os;
  os << std::fixed << std::setprecision(p >= 99 && p < 100 ? 1 : 0)
     << (p >= 99 ? std::floor(p * 10) / 10 : std::floor(p)) << "%";
  return os.str();
}

void print_table_header(const TableColumns& cols) {
  std::cout << std::left << std::setw(19) << "case" << std::setw(15) << "shape" << std::setw(8) << "backend"
            << right("launches", 10) << right("mismatches", 12) << right("device us", 12)
            << (cols.plain_times ? right("plain us", 10) : "") << right("wall us", 10) << right("GB/s", 9)
            << right("finite", 8) << (cols.peers ? right("eager us", 11) + right("compile us", 11) : "")
            << "  expression\n";
}

void print_table_line(const TableColumns& cols, const TableLine& l) {
  std::cout << std::left << std::setw(19) << l.name << std::setw(15) << l.shape << std::setw(8) << l.backend
            << right(l.launches, 10) << right(l.mismatches, 12) << right(time_text(l.device_us), 12)
            << (cols.plain_times ? right(time_text(l.plain_us), 10) : "") << right(time_text(l.wall_us), 10)
            << right(table_number(l.gb_per_s, 2), 9) << right(l.finite >= 0 ? finite_percent(l.finite) : "-", 8)
            << (cols.peers ? right(time_text(l.eager_us), 11) + right(time_text(l.compile_us), 11) : "") << "  "
            << l.what << "\n"
            << std::flush;
}

}  // namespace morph::cli
