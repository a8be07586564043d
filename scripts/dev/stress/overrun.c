/* Writes one byte past a 24-byte allocation and frees it: glibc's malloc checking
 * (MALLOC_CHECK_=3 with libc_malloc_debug.so preloaded) must abort on the free, plain
 * malloc must not notice. scripts/dev/stress.sh runs it to prove its checked runs check. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *volatile p = malloc(24);
  memset(p, 'x', 25);
  free(p);
  puts("freed without complaint");
  return 0;
}
