#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  const char *paths[] = {"/etc/shadow", "/etc/passwd", "/root/.bashrc", "/root/.ssh", "/home", "/var/lib/postgresql"};
  for (unsigned i = 0; i < sizeof paths / sizeof paths[0]; i++) {
    if (access(paths[i], F_OK) == 0) { printf("ESCAPED: %s is visible\n", paths[i]); return 0; }
  }
  puts("blocked");
  return 0;
}
