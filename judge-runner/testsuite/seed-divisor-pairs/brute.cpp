#include <cstdio>
// O(n) per question: right for subtask 1, too slow for subtask 2 (30 points).
int main() {
  int t;
  if (scanf("%d", &t) != 1) return 1;
  while (t--) {
    long long n, sum = 0;
    scanf("%lld", &n);
    for (long long i = 1; i <= n; i++) sum += n / i;
    printf("%lld\n", sum);
  }
}
