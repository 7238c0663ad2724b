// The special judge of "Split the Number", in testlib's convention: checker <input> <user output> <answer>;
// exit 0 accepted, 1 wrong answer, 3 judge failure; the reason goes to stderr.
#include <cstdio>
#include <cstdlib>

static int verdict(int code, const char *message, long long a = 0, long long b = 0) {
  fprintf(stderr, message, a, b);
  fputc('\n', stderr);
  return code;
}

int main(int argc, char **argv) {
  if (argc < 4) return verdict(3, "usage: checker input output answer");
  FILE *in = fopen(argv[1], "r"), *out = fopen(argv[2], "r");
  unsigned long long n;
  if (!in || fscanf(in, "%llu", &n) != 1) return verdict(3, "cannot read n from the input");
  long long a, b;
  char extra;
  if (!out || fscanf(out, "%lld %lld", &a, &b) != 2) return verdict(1, "wrong answer expected two integers");
  if (fscanf(out, " %c", &extra) == 1) return verdict(1, "wrong answer extra output after the two integers");
  if (a < 1 || b < 1) return verdict(1, "wrong answer %lld and %lld are not both positive", a, b);
  if ((unsigned long long)a + (unsigned long long)b != n) return verdict(1, "wrong answer %lld + %lld is not n", a, b);
  return verdict(0, "ok %lld + %lld", a, b);
}
