// wcmp: the outputs are the same sequences of tokens (whitespace does not matter).
#include "checker-lib.h"
int main(int argc, char **argv) {
  Files f(argc, argv);
  long long n = 0;
  while (!f.ans.seekEof()) {
    std::string expected = f.ans.token();
    n++;
    if (f.ouf.seekEof()) quitf(WA, "answer has more tokens: expected '%s' as the %s token", expected.c_str(), ordinal(n));
    std::string found = f.ouf.token();
    if (found != expected) quitf(WA, "%s words differ - expected: '%s', found: '%s'", ordinal(n), expected.c_str(), found.c_str());
  }
  if (!f.ouf.seekEof()) quitf(WA, "participant output has extra tokens after %lld", n);
  quitf(OK, "%lld tokens", n);
}
