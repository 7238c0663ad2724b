#include <bits/stdc++.h>
int main() { std::vector<char> v(1u << 30, 1); std::cout << (int)v[12345] << std::endl; }
