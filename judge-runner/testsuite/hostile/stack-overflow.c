#include <stdio.h>
static int deep(int n) { volatile char frame[4096]; frame[0] = (char)n; return deep(n + 1) + frame[0]; }
int main(void) { printf("%d\n", deep(0)); return 0; }
