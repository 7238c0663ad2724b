// nyesno: a sequence of YES or NO, in any letter case.
#include "stock.h"
static std::string yesOrNo(InStream &in, long long n) {
  std::string word = upperCase(in.readToken());
  if (word != "YES" && word != "NO") in.quitf(_pe, "YES or NO expected as the %s token of the %s, but '%s' found", nth(n).c_str(), streamName(in), __testlib_part(word).c_str());
  return word;
}
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  long long n = 0, yes = 0;
  while (!ans.seekEof()) {
    std::string expected = yesOrNo(ans, ++n);
    if (ouf.seekEof()) quitf(_wa, "answer has more tokens: expected %s as the %s", expected.c_str(), nth(n).c_str());
    std::string found = yesOrNo(ouf, n);
    if (found != expected) quitf(_wa, "%s answers differ - expected: %s, found: %s", nth(n).c_str(), expected.c_str(), found.c_str());
    if (expected == "YES") yes++;
  }
  if (!ouf.seekEof()) quitf(_wa, "participant output has extra tokens after %lld", n);
  quitf(_ok, "%lld answers (%lld YES, %lld NO)", n, yes, n - yes);
}
