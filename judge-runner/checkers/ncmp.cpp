// ncmp: the outputs are the same sequences of signed 64-bit integers.
#include "stock.h"
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  long long n = 0;
  while (!ans.seekEof()) {
    long long expected = readInteger(ans);
    n++;
    if (ouf.seekEof()) quitf(_wa, "answer has more numbers: expected %lld as the %s number", expected, nth(n).c_str());
    long long found = readInteger(ouf);
    if (found != expected) quitf(_wa, "%s numbers differ - expected: '%lld', found: '%lld'", nth(n).c_str(), expected, found);
  }
  if (!ouf.seekEof()) quitf(_wa, "participant output has extra numbers after %lld", n);
  quitf(_ok, "%lld numbers", n);
}
