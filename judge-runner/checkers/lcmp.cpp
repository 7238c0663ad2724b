// lcmp: line by line, each line the same sequence of tokens; blank lines at the end do not count.
#include <sstream>
#include <vector>
#include "checker-lib.h"
static std::vector<std::string> words(const std::string &line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}
int main(int argc, char **argv) {
  Files f(argc, argv);
  std::string expected, found;
  long long n = 0;
  for (;;) {
    bool moreAnswer = f.ans.line(expected), moreOutput = f.ouf.line(found);
    if (!moreAnswer) {
      for (; moreOutput; moreOutput = f.ouf.line(found))
        if (!words(found).empty()) quitf(WA, "participant output has extra lines after %lld", n);
      quitf(OK, "%lld lines", n);
    }
    if (!moreOutput) {
      for (; moreAnswer; moreAnswer = f.ans.line(expected))
        if (!words(expected).empty()) quitf(WA, "answer has more lines than the participant output (%lld)", n);
      quitf(OK, "%lld lines", n);
    }
    n++;
    if (words(expected) != words(found))
      quitf(WA, "%s lines differ - expected: '%.100s', found: '%.100s'", ordinal(n), expected.c_str(), found.c_str());
  }
}
