#include <stdio.h>
int main(void) { long long a, b; freopen("aplusb.in", "r", stdin); freopen("aplusb.out", "w", stdout); scanf("%lld %lld", &a, &b); printf("%lld\n", a + b); return 0; }
