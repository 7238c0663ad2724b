// uncmp: the outputs hold the same signed 64-bit integers in any order (the same multiset).
#include <algorithm>
#include <vector>
#include "stock.h"
static std::vector<long long> all(InStream &in) {
  std::vector<long long> values;
  while (!in.seekEof()) values.push_back(readInteger(in));
  std::sort(values.begin(), values.end());
  return values;
}
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  std::vector<long long> expected = all(ans), found = all(ouf);
  if (expected.size() != found.size()) quitf(_wa, "expected %d numbers, found %d", (int)expected.size(), (int)found.size());
  for (size_t i = 0; i < expected.size(); i++)
    if (expected[i] != found[i]) quitf(_wa, "%s smallest numbers differ - expected: '%lld', found: '%lld'", nth((long long)i + 1).c_str(), expected[i], found[i]);
  quitf(_ok, "%d numbers (in any order)", (int)expected.size());
}
