#include <fcntl.h>
#include <stdio.h>
#include <sys/mount.h>
#include <unistd.h>
int main(void) {
  if (open("/usr/pwned", O_WRONLY | O_CREAT, 0644) >= 0) { puts("ESCAPED: created /usr/pwned"); return 0; }
  if (open("/usr/bin/gcc", O_WRONLY) >= 0) { puts("ESCAPED: opened /usr/bin/gcc for writing"); return 0; }
  if (mount("none", "/usr", NULL, MS_REMOUNT | MS_BIND, NULL) == 0) { puts("ESCAPED: remounted /usr"); return 0; }
  if (mount("tmpfs", "/mnt", "tmpfs", 0, NULL) == 0) { puts("ESCAPED: mounted a tmpfs"); return 0; }
  puts("blocked");
  return 0;
}
