// yesno: one YES or NO, in any letter case.
#include <algorithm>
#include "checker-lib.h"
static std::string upper(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return (char)toupper(c); });
  return s;
}
int main(int argc, char **argv) {
  Files f(argc, argv);
  std::string expected = upper(f.ans.token());
  if (expected != "YES" && expected != "NO") quitf(FAIL, "the answer is '%s', not YES or NO", expected.c_str());
  std::string found = upper(f.ouf.token());
  if (found != "YES" && found != "NO") quitf(PE, "YES or NO expected, but '%s' found", found.c_str());
  if (found != expected) quitf(WA, "expected %s, found %s", expected.c_str(), found.c_str());
  if (!f.ouf.seekEof()) quitf(WA, "extra tokens after the answer");
  quitf(OK, "answer is %s", expected.c_str());
}
