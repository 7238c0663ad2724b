// The interactor of "Guess the Number": interactor <input> <output> <answer>; the program's output is our
// stdin and our stdout is its input. Exit 0 accepted, 1 wrong answer, 3 judge failure; reason on stderr.
#include <cstdio>
#include <cstring>

const int MAX_QUESTIONS = 30;

int main(int argc, char **argv) {
  FILE *in = argc > 1 ? fopen(argv[1], "r") : nullptr;
  long long secret;
  if (!in || fscanf(in, "%lld", &secret) != 1) { fprintf(stderr, "FAIL cannot read the secret\n"); return 3; }
  for (int asked = 0;; asked++) {
    char kind[4];
    long long y;
    if (scanf("%3s %lld", kind, &y) != 2) { fprintf(stderr, "wrong answer the program stopped before answering\n"); return 1; }
    if (strcmp(kind, "!") == 0) {
      if (y == secret) { fprintf(stderr, "ok found %lld with %d questions\n", secret, asked); return 0; }
      fprintf(stderr, "wrong answer answered %lld, the number was %lld\n", y, secret);
      return 1;
    }
    if (strcmp(kind, "?") != 0) { fprintf(stderr, "wrong answer expected '?' or '!', got '%s'\n", kind); return 1; }
    if (asked == MAX_QUESTIONS) { fprintf(stderr, "wrong answer more than %d questions\n", MAX_QUESTIONS); return 1; }
    printf("%s\n", y < secret ? "<" : y > secret ? ">" : "=");
    fflush(stdout);
  }
}
