// fcmp: the outputs are the same lines, character for character (CRLF and LF alike, nothing else forgiven).
#include "stock.h"
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  long long n = 0;
  while (!ans.eof()) {
    std::string expected = ans.readLine();
    n++;
    if (ouf.eof()) quitf(_wa, "answer has more lines: expected '%s' as the %s line", __testlib_part(expected).c_str(), nth(n).c_str());
    std::string found = ouf.readLine();
    if (found != expected) quitf(_wa, "%s lines differ - expected: '%s', found: '%s'", nth(n).c_str(), __testlib_part(expected).c_str(), __testlib_part(found).c_str());
  }
  if (!ouf.eof()) quitf(_wa, "participant output has extra lines after %lld", n);
  quitf(_ok, "%lld lines", n);
}
