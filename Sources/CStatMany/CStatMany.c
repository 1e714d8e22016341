#define _GNU_SOURCE
#include "CStatMany.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>

struct hig_stat_batch {
  hig_stat_request *requests;
  size_t count;
  atomic_size_t next;
  pthread_t helper;
  int helped;
};

/// Takes requests until none is left. The helper makes system calls only (no allocation, so no
/// second malloc arena), on a small stack.
static void *take_requests(void *argument) {
  hig_stat_batch *batch = argument;
  for (;;) {
    size_t index = atomic_fetch_add_explicit(&batch->next, 1, memory_order_relaxed);
    if (index >= batch->count) return NULL;
    hig_stat_request *request = &batch->requests[index];
    struct stat info;
    if (fstatat(request->folder, request->name, &info, 0) == 0) {
      request->result = 0;
      request->mode = info.st_mode;
      request->size = info.st_size;
      request->modified = info.st_mtim;
    } else {
      request->result = errno;
    }
  }
}

hig_stat_batch *hig_stat_many_start(hig_stat_request *requests, size_t count, size_t thread_minimum) {
  hig_stat_batch *batch = malloc(sizeof *batch);
  if (batch == NULL) return NULL;
  batch->requests = requests;
  batch->count = count;
  atomic_init(&batch->next, 0);
  batch->helped = 0;
#ifdef __linux__
  cpu_set_t processors;
  int current = sched_getcpu();
  if (count == 0 || count < thread_minimum || current < 0 || sched_getaffinity(0, sizeof processors, &processors) != 0
      || !CPU_ISSET(current, &processors) || CPU_COUNT(&processors) < 2) {
    return batch;
  }
  // Another processor than ours: a new thread otherwise waits for this one's (up to half a
  // millisecond here) instead of starting on the idle one.
  CPU_CLR(current, &processors);
  pthread_attr_t attributes;
  if (pthread_attr_init(&attributes) != 0) return batch;
  pthread_attr_setaffinity_np(&attributes, sizeof processors, &processors);
  pthread_attr_setstacksize(&attributes, 64 * 1024);
  batch->helped = pthread_create(&batch->helper, &attributes, take_requests, batch) == 0;
  pthread_attr_destroy(&attributes);
#endif
  return batch;
}

void hig_stat_many_finish(hig_stat_batch *batch) {
  if (batch == NULL) return;
  take_requests(batch);
  if (batch->helped) pthread_join(batch->helper, NULL);
  free(batch);
}
