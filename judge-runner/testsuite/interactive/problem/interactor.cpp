#include <cstdio>
#include <cstring>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r");
  long long secret;
  if (!in || fscanf(in, "%lld", &secret) != 1) { fprintf(stderr, "FAIL cannot read the secret\n"); return 3; }
  for (int queries = 0; queries <= 25; queries++) {
    char kind[4];
    long long x;
    if (scanf("%3s %lld", kind, &x) != 2) { fprintf(stderr, "wrong answer the program stopped asking\n"); return 1; }
    if (strcmp(kind, "!") == 0) {
      if (x == secret) { fprintf(stderr, "ok guessed in %d queries\n", queries); return 0; }
      fprintf(stderr, "wrong answer guessed %lld, the number was %lld\n", x, secret);
      return 1;
    }
    printf("%s\n", x < secret ? "<" : x > secret ? ">" : "=");
    fflush(stdout);
  }
  fprintf(stderr, "wrong answer too many queries\n");
  return 1;
}
