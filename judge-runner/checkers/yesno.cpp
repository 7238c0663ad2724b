// yesno: one YES or NO, in any letter case.
#include "stock.h"
static std::string yesOrNo(InStream &in) {
  if (in.seekEof()) in.quitf(_pe, "YES or NO expected in the %s, but it is empty", streamName(in));
  std::string word = upperCase(in.readToken());
  if (word != "YES" && word != "NO") in.quitf(_pe, "YES or NO expected in the %s, but '%s' found", streamName(in), __testlib_part(word).c_str());
  return word;
}
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  std::string expected = yesOrNo(ans), found = yesOrNo(ouf);
  if (found != expected) quitf(_wa, "expected %s, found %s", expected.c_str(), found.c_str());
  if (!ouf.seekEof()) quitf(_wa, "extra tokens after the answer");
  quitf(_ok, "answer is %s", expected.c_str());
}
