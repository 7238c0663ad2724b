#include <string.h>
#include <unistd.h>
/* Writes to stderr without end: cut like stdout (Output Limit Exceeded), not left to wait on its pipe
 * until the wall clock ends it (issue 18). */
int main(void) {
  static char chunk[1 << 16];
  memset(chunk, 'e', sizeof chunk);
  for (;;) if (write(2, chunk, sizeof chunk) < 0) return 1;
}
