/* Hostile: the output file as a symlink to /proc/self/environ, which the runner would resolve as itself
 * (its JUDGE_SECRET, AMQP_URL, ...). */
#include <unistd.h>
int main(void) {
  return symlink("/proc/self/environ", "aplusb.out") == 0 ? 0 : 1;
}
