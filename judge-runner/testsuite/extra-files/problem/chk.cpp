#include <cstdio>
#include "checker-helper.h"
int main(int argc, char **argv) {
  FILE *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r");
  long long got = 0, want = 0;
  if (fscanf(ans, "%lld", &want) != 1) return 3;
  if (fscanf(out, "%lld", &got) != 1) { fprintf(stderr, "wrong output format no number\n"); return 2; }
  if (same(got, want)) { fprintf(stderr, "ok\n"); return 0; }
  fprintf(stderr, "wrong answer %lld instead of %lld\n", got, want);
  return 1;
}
