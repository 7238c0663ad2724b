// hcmp: the outputs are the same sequences of integers of any length (no leading zeros, no "-0").
#include "stock.h"
static std::string readHuge(InStream &in) {
  std::string word = in.readToken();
  size_t digits = word.size() > 0 && word[0] == '-' ? 1 : 0;
  bool valid = word.size() > digits && word.find_first_not_of("0123456789", digits) == std::string::npos && !(word[digits] == '0' && word.size() > digits + 1) && word != "-0";
  if (!valid) in.quitf(_pe, "expected an integer in the %s, found '%s'", streamName(in), __testlib_part(word).c_str());
  return word;
}
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  long long n = 0;
  while (!ans.seekEof()) {
    std::string expected = readHuge(ans);
    n++;
    if (ouf.seekEof()) quitf(_wa, "answer has more numbers: expected %s as the %s number", __testlib_part(expected).c_str(), nth(n).c_str());
    std::string found = readHuge(ouf);
    if (found != expected) quitf(_wa, "%s numbers differ - expected: '%s', found: '%s'", nth(n).c_str(), __testlib_part(expected).c_str(), __testlib_part(found).c_str());
  }
  if (!ouf.seekEof()) quitf(_wa, "participant output has extra numbers after %lld", n);
  quitf(_ok, "%lld numbers", n);
}
