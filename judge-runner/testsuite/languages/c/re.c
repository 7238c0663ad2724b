#include <stdio.h>
int main(void) { volatile int *p = 0; long long a, b; scanf("%lld %lld", &a, &b); *p = (int)(a + b); return 0; }
