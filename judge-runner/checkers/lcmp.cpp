// lcmp: line by line, each line the same sequence of tokens; blank lines at the end do not count.
#include <sstream>
#include <vector>
#include "stock.h"
static std::vector<std::string> words(const std::string &line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}
// Whatever is left of a stream holds no token (blank lines only).
static bool onlyBlankLinesLeft(InStream &in) {
  while (!in.eof())
    if (!words(in.readLine()).empty()) return false;
  return true;
}
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  long long n = 0;
  for (;;) {
    if (ans.eof()) {
      if (!onlyBlankLinesLeft(ouf)) quitf(_wa, "participant output has extra lines after %lld", n);
      quitf(_ok, "%lld lines", n);
    }
    if (ouf.eof()) {
      if (!onlyBlankLinesLeft(ans)) quitf(_wa, "answer has more lines than the participant output (%lld)", n);
      quitf(_ok, "%lld lines", n);
    }
    std::string expected = ans.readLine(), found = ouf.readLine();
    n++;
    if (words(expected) != words(found))
      quitf(_wa, "%s lines differ - expected: '%s', found: '%s'", nth(n).c_str(), __testlib_part(expected).c_str(), __testlib_part(found).c_str());
  }
}
