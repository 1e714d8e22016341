#include "CHeapTrim.h"

#ifdef __linux__
#include <malloc.h>
#endif

void hig_return_freed_memory(void) {
#ifdef __GLIBC__
  malloc_trim(0);
#endif
}
