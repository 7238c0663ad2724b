#include <cstdio>
// O(sqrt n) per question: floor(n / i) is constant on blocks [i, n / (n / i)].
int main() {
  int t;
  if (scanf("%d", &t) != 1) return 1;
  while (t--) {
    long long n, sum = 0;
    scanf("%lld", &n);
    for (long long i = 1, j; i <= n; i = j + 1) {
      long long q = n / i;
      j = n / q;
      sum += q * (j - i + 1);
    }
    printf("%lld\n", sum);
  }
}
