#include <stdio.h>
#include <unistd.h>
/* writes files where a later run (the next case, the next submission) could find them */
int main(void) {
  const char *places[] = {"/w/stash", "/tmp/stash", "/dev/shm/stash"};
  for (int i = 0; i < 3; i++) if (access(places[i], F_OK) == 0) { printf("ESCAPED: found %s\n", places[i]); return 0; }
  for (int i = 0; i < 3; i++) { FILE *f = fopen(places[i], "w"); if (f) { fputs("x", f); fclose(f); } }
  puts("blocked");
  return 0;
}
