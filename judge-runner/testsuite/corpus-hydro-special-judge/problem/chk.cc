// chk.cc for Hydro's special-judge example, whose config.yaml names it (upstream's own was not copied):
// the participant's one real number must equal the answer's exactly. Written for this project; it
// includes testlib.h, which the judge offers (judge-runner/vendor/testlib).
#include "testlib.h"

int main(int argc, char *argv[]) {
  registerTestlibCmd(argc, argv);
  double expected = ans.readDouble(), found = ouf.readDouble();
  if (found == expected) quitf(_ok, "the answer is %.10g", expected);
  quitf(_wa, "too %s: expected %.10g, found %.10g", found < expected ? "small" : "big", expected, found);
}
