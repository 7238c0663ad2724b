#include <cstdio>
int main() {
  long long lo = 1, hi = 1000000000;
  while (lo < hi) {
    long long mid = lo + (hi - lo) / 2;
    printf("? %lld\n", mid);
    fflush(stdout);
    char reply[4];
    if (scanf("%3s", reply) != 1) return 0;
    if (reply[0] == '=') { lo = hi = mid; break; }
    if (reply[0] == '<') lo = mid + 1; else hi = mid - 1;
  }
  printf("! %lld\n", lo);
  fflush(stdout);
}
