#include <stdio.h>
#include <unistd.h>
/* leaves a daemon behind (double fork + setsid) and exits at once */
int main(void) {
  if (fork() == 0) {
    setsid();
    if (fork() == 0) { for (;;) sleep(1000); }
    _exit(0);
  }
  puts("blocked");
  return 0;
}
