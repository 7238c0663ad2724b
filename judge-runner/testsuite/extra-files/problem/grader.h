#pragma once
// the problem provides this: the contestant only writes solve()
long long solve(long long a, long long b);
