// wcmp: the outputs are the same sequences of tokens (whitespace does not matter).
#include "stock.h"
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  long long n = 0;
  while (!ans.seekEof()) {
    std::string expected = ans.readToken();
    n++;
    if (ouf.seekEof()) quitf(_wa, "answer has more tokens: expected '%s' as the %s token", __testlib_part(expected).c_str(), nth(n).c_str());
    std::string found = ouf.readToken();
    if (found != expected) quitf(_wa, "%s words differ - expected: '%s', found: '%s'", nth(n).c_str(), __testlib_part(expected).c_str(), __testlib_part(found).c_str());
  }
  if (!ouf.seekEof()) quitf(_wa, "participant output has extra tokens after %lld", n);
  quitf(_ok, "%lld tokens", n);
}
