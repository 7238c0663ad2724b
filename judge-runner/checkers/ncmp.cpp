// ncmp: the outputs are the same sequences of signed 64-bit integers.
#include "checker-lib.h"
int main(int argc, char **argv) {
  Files f(argc, argv);
  long long n = 0;
  while (!f.ans.seekEof()) {
    long long expected = f.ans.integer();
    n++;
    if (f.ouf.seekEof()) quitf(WA, "answer has more numbers: expected %lld as the %s number", expected, ordinal(n));
    long long found = f.ouf.integer();
    if (found != expected) quitf(WA, "%s numbers differ - expected: '%lld', found: '%lld'", ordinal(n), expected, found);
  }
  if (!f.ouf.seekEof()) quitf(WA, "participant output has extra numbers after %lld", n);
  quitf(OK, "%lld numbers", n);
}
