#include <cstdio>
// Wrong on purpose: counts up from 1, so it runs out of questions.
int main() {
  for (long long y = 1;; y++) {
    printf("? %lld\n", y);
    fflush(stdout);
    char reply[4];
    if (scanf("%3s", reply) != 1) return 0;
    if (reply[0] == '=') { printf("! %lld\n", y); fflush(stdout); return 0; }
  }
}
