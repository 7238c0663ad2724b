// rcmpN: the outputs are the same sequences of real numbers, each within 10^-N absolute or relative error.
// Written for this project.
#pragma once
#include "stock.h"
inline int compareReals(int argc, char **argv, double eps) {
  registerTestlibCmd(argc, argv);
  long long n = 0;
  while (!ans.seekEof()) {
    double expected = readReal(ans);
    n++;
    if (ouf.seekEof()) quitf(_wa, "answer has more numbers: expected %.10g as the %s number", expected, nth(n).c_str());
    double found = readReal(ouf);
    if (!doubleCompare(expected, found, eps))
      quitf(_wa, "%s numbers differ - expected: '%.10f', found: '%.10f', error = '%.10f'", nth(n).c_str(), expected, found, doubleDelta(expected, found));
  }
  if (!ouf.seekEof()) quitf(_wa, "participant output has extra numbers after %lld", n);
  quitf(_ok, "%lld numbers", n);
}
