// rcmpN: the outputs are the same sequences of real numbers, each within 10^-N absolute or relative error.
#include "checker-lib.h"
inline int compareReals(int argc, char **argv, double eps) {
  Files f(argc, argv);
  long long n = 0;
  while (!f.ans.seekEof()) {
    double expected = f.ans.real();
    n++;
    if (f.ouf.seekEof()) quitf(WA, "answer has more numbers: expected %.10g as the %s number", expected, ordinal(n));
    double found = f.ouf.real();
    double error = fabs(found - expected);
    if (error > eps && error > eps * fabs(expected))
      quitf(WA, "%s numbers differ - expected: '%.10f', found: '%.10f', error = '%.10f'", ordinal(n), expected, found, error);
  }
  if (!f.ouf.seekEof()) quitf(WA, "participant output has extra numbers after %lld", n);
  quitf(OK, "%lld numbers", n);
}
