#include <pthread.h>
static void *burn(void *arg) { volatile unsigned long x = 0; (void)arg; for (;;) x++; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, burn, 0); burn(0); return 0; }
