#define _GNU_SOURCE
#include "CFolderSwap.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#ifdef __linux__
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#endif

int hig_swap_paths(const char *a, const char *b) {
#if defined(__linux__) && defined(SYS_renameat2)
  // The system call itself: glibc before 2.28 has no wrapper.
  return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
#elif defined(__APPLE__)
  return renamex_np(a, b, RENAME_SWAP);
#else
  errno = ENOSYS;
  return -1;
#endif
}
