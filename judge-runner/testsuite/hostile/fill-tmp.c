#include <stdio.h>
#include <signal.h>
#include <string.h>
int main(void) {
  signal(SIGXFSZ, SIG_IGN);
  static char block[1 << 20];
  memset(block, 'x', sizeof block);
  FILE *f = fopen("/tmp/fill", "w");
  if (!f) { puts("blocked"); return 0; }
  for (int i = 0; i < 1024; i++) {
    if (fwrite(block, 1, sizeof block, f) != sizeof block || fflush(f) != 0) { puts("blocked"); return 0; }
  }
  puts("ESCAPED: wrote 1 GB to /tmp");
  return 0;
}
