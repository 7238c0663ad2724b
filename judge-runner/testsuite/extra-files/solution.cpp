#include <cstdio>
#include "grader.h"
long long solve(long long a, long long b) { return a + b; }
int main() { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\n", solve(a, b)); }
