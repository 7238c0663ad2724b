// icmp: one signed 32-bit integer.
#include <climits>
#include "stock.h"
static int readInt32(InStream &in) {
  long long value = readInteger(in);
  if (value < INT_MIN || value > INT_MAX) in.quitf(_pe, "expected a 32-bit integer in the %s, found %lld", streamName(in), value);
  return (int)value;
}
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  if (ans.seekEof()) quitf(_fail, "the answer holds no number");
  int expected = readInt32(ans);
  if (ouf.seekEof()) quitf(_pe, "expected an integer in the output, found nothing");
  int found = readInt32(ouf);
  if (found != expected) quitf(_wa, "expected %d, found %d", expected, found);
  if (!ouf.seekEof()) quitf(_wa, "participant output has extra tokens after the number");
  quitf(_ok, "answer is %d", expected);
}
