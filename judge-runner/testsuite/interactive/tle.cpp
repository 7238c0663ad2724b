#include <cstdio>
int main() { char s[8]; scanf("%7s", s); }
