#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
/* Everything but the work folder and /tmp is read-only: no file or folder can be made in the sandbox's
 * root, /etc, /dev or /dev/shm (issue 18), while /w and /tmp still take files. */
static int made(const char *path) {
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
  if (fd >= 0) { close(fd); return 1; }
  return 0;
}
int main(void) {
  const char *files[] = {"/pwned", "/etc/pwned", "/dev/pwned", "/dev/shm/pwned", "/proc/pwned", "/lib/pwned"};
  for (unsigned i = 0; i < sizeof files / sizeof *files; i++)
    if (made(files[i])) { printf("ESCAPED: created %s\n", files[i]); return 0; }
  const char *dirs[] = {"/pwned-dir", "/etc/pwned-dir", "/dev/pwned-dir"};
  for (unsigned i = 0; i < sizeof dirs / sizeof *dirs; i++)
    if (mkdir(dirs[i], 0755) == 0) { printf("ESCAPED: made %s\n", dirs[i]); return 0; }
  if (!made("/w/allowed") || !made("/tmp/allowed")) { printf("the work folder or /tmp refused a file: %d\n", errno); return 0; }
  puts("blocked");
  return 0;
}
