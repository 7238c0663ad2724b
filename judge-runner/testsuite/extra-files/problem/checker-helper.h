#pragma once
inline bool same(long long a, long long b) { return a == b; }
