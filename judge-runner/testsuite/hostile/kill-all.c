#include <signal.h>
#include <stdio.h>
int main(void) { kill(-1, SIGKILL); puts("blocked"); return 0; }
