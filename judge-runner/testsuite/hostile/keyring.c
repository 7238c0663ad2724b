#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>
/* a key stashed in the user keyring would outlive the run (research §4.2 trap 4) */
int main(void) {
  long id = syscall(SYS_add_key, "user", "stash", "secret", 6, -4 /* KEY_SPEC_USER_KEYRING */);
  if (id >= 0) { puts("ESCAPED: add_key worked"); return 0; }
  long found = syscall(SYS_request_key, "user", "stash", NULL, 0);
  if (found >= 0) { puts("ESCAPED: found a stashed key"); return 0; }
  puts("blocked");
  return 0;
}
