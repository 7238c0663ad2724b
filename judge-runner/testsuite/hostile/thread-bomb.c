#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
static void *idle(void *arg) { (void)arg; pause(); return NULL; }
int main(void) {
  for (int i = 0; i < 100000; i++) {
    pthread_t t;
    if (pthread_create(&t, NULL, idle, NULL) != 0) { puts("blocked"); return 0; }
  }
  puts("ESCAPED: 100000 threads");
  return 0;
}
