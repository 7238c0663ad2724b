#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
/* the runner's environment holds OJ_TEST_SECRET (set by the test): no process here may see it */
extern char **environ;
int main(void) {
  for (char **e = environ; *e; e++) if (strstr(*e, "OJ_TEST_SECRET")) { puts("ESCAPED: in environ"); return 0; }
  DIR *proc = opendir("/proc");
  struct dirent *d;
  while (proc && (d = readdir(proc))) {
    char path[300], buf[65536];
    snprintf(path, sizeof path, "/proc/%s/environ", d->d_name);
    FILE *f = fopen(path, "r");
    if (!f) continue;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    for (size_t i = 0; i + 14 <= n; i++) if (memcmp(buf + i, "OJ_TEST_SECRET", 14) == 0) { printf("ESCAPED: in %s\n", path); return 0; }
  }
  puts("blocked");
  return 0;
}
