#include <cstdio>
// Wrong on purpose: int overflows on the largest cases (the judge must answer Wrong Answer).
int main() {
  int a, b;
  if (scanf("%d %d", &a, &b) != 2) return 1;
  printf("%d\n", a + b);
}
