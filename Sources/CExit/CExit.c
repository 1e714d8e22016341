#define _GNU_SOURCE
#include "CExit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef __linux__
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>

/// The sharing task's stack: it only returns, so a little is plenty.
static char teardown_stack[16384] __attribute__((aligned(16)));

static int end_teardown_task(void *unused) {
  (void)unused;
  return 0;
}
#endif

void hig_exit_leaving_teardown(int status) {
  fflush(NULL);
#ifdef __linux__
  // The task gets a copy of the descriptor table: closing every descriptor first keeps it from
  // holding a pipe open after hig is gone. If clone fails, hig simply exits the usual way.
  if (syscall(SYS_close_range, 0U, ~0U, 0U) != 0) {  // kernels before 5.9: the standard three at least
    close(0);
    close(1);
    close(2);
  }
  // Valgrind cannot follow a clone that shares memory without being a thread, and stops the
  // program; under it (its preload library is named in LD_PRELOAD) hig exits the usual way.
  const char *preload = getenv("LD_PRELOAD");
  if (preload == NULL || strstr(preload, "vgpreload") == NULL) {
    clone(end_teardown_task, teardown_stack + sizeof teardown_stack, CLONE_VM | SIGCHLD, NULL);
  }
#endif
  _exit(status);
}
