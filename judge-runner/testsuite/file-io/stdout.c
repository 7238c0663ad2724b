#include <stdio.h>
int main(void) { long long a = 0, b = 0; scanf("%lld %lld", &a, &b); printf("%lld\n", a + b); return 0; }
