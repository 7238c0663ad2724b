#include <stdio.h>
#include <string.h>
int main(void) { static char line[1 << 20]; memset(line, 'x', sizeof line); for (int i = 0; i < 1024; i++) fwrite(line, 1, sizeof line, stdout); return 0; }
