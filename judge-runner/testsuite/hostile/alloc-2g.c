#include <stdlib.h>
/* touches every page of 2 GB (volatile, so the compiler cannot drop the writes) */
int main(void) {
  size_t n = (size_t)2 << 30;
  volatile char *p = malloc(n);
  if (!p) return 3;
  for (size_t i = 0; i < n; i += 4096) p[i] = 1;
  return 0;
}
