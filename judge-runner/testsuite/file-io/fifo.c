/* Hostile: the output file as a FIFO, on which a runner opening it would block for ever. */
#include <sys/stat.h>
int main(void) {
  return mkfifo("aplusb.out", 0666) == 0 ? 0 : 1;
}
