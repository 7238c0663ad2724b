#include <bits/stdc++.h>
int main() { volatile unsigned long x = 0; for (;;) x++; }
