#define _GNU_SOURCE
#include "CStatMany.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/// Who has a request: nobody yet, the helper (working on it, then done), or the caller.
enum { untaken, helper_working, helper_done, caller_took };

/// The helper's own copy of a request and its answer: the caller never waits for the helper, so
/// it may return, and free or close what its own requests point to, while the helper is still in
/// the middle of one.
typedef struct helper_request {
  int folder;
  size_t name;  ///< An offset into the batch's `names`.
  hig_stat_answer answer;
} helper_request;

struct hig_stat_batch {
  hig_stat_request *requests;
  size_t count;
  /// One state per request. The caller takes requests from the front and the helper from the
  /// back, so the helper's are always the last ones, of which only the first can be unfinished.
  _Atomic unsigned char *states;
  helper_request *helper_requests;
  char *names;
  /// The caller's folder descriptors and the batch's own duplicates of them, side by side.
  int *caller_folders;
  int *folders;
  size_t folder_count;
  /// Set when the caller is done: the helper then takes no more requests.
  atomic_bool closed;
  /// Two while the helper may still touch the batch: whoever lets go last frees it.
  atomic_int holders;
};

static hig_stat_answer answer(int folder, const char *name) {
  hig_stat_answer answer = {0};
  struct stat info;
  if (fstatat(folder, name, &info, 0) == 0) {
    answer.mode = info.st_mode;
    answer.size = info.st_size;
    answer.modified = info.st_mtim;
  } else {
    answer.result = errno;
  }
  return answer;
}

static void free_batch(hig_stat_batch *batch) {
  for (size_t index = 0; index < batch->folder_count; index++) close(batch->folders[index]);
  free(batch->folders);
  free(batch->caller_folders);
  free(batch->names);
  free(batch->helper_requests);
  free((void *)batch->states);
  free(batch);
}

static void let_go(hig_stat_batch *batch) {
  if (atomic_fetch_sub_explicit(&batch->holders, 1, memory_order_acq_rel) == 1) free_batch(batch);
}

static void *helper(void *argument) {
  hig_stat_batch *batch = argument;
  for (size_t index = batch->count; index-- > 0;) {
    if (atomic_load_explicit(&batch->closed, memory_order_acquire)) break;
    unsigned char expected = untaken;
    if (!atomic_compare_exchange_strong(&batch->states[index], &expected, helper_working)) break;
    helper_request *request = &batch->helper_requests[index];
    request->answer = answer(request->folder, batch->names + request->name);
    atomic_store_explicit(&batch->states[index], helper_done, memory_order_release);
  }
  let_go(batch);
  return NULL;
}

/// Copies what the helper needs (names, folder descriptors) into the batch and starts it, pinned
/// to another processor; nothing happens with one processor or when something fails.
static void start_helper(hig_stat_batch *batch) {
#ifdef __linux__
  cpu_set_t processors;
  int current = sched_getcpu();
  if (current < 0 || sched_getaffinity(0, sizeof processors, &processors) != 0 || !CPU_ISSET(current, &processors)
      || CPU_COUNT(&processors) < 2) {
    return;
  }
  // Even when the other processor is busy: a thread that waits for its turn there holds up the
  // process's exit only until the scheduler gives it one. Asking /proc/loadavg first left half the
  // searches of a benchmark without a helper, as a kernel thread or the previous process's
  // teardown ran at that instant (searches at x10 in turns, medians: 2.54 ms always helped against
  // 2.73 ms; beside a busy process 4.50 against 5.17 ms).
  size_t names_size = 0;
  for (size_t index = 0; index < batch->count; index++) names_size += strlen(batch->requests[index].name) + 1;
  batch->helper_requests = calloc(batch->count, sizeof *batch->helper_requests);
  batch->names = malloc(names_size);
  batch->caller_folders = malloc(batch->count * sizeof *batch->caller_folders);
  batch->folders = malloc(batch->count * sizeof *batch->folders);
  if (batch->helper_requests == NULL || batch->names == NULL || batch->caller_folders == NULL
      || batch->folders == NULL) {
    return;
  }
  size_t offset = 0;
  for (size_t index = 0; index < batch->count; index++) {
    hig_stat_request *request = &batch->requests[index];
    size_t length = strlen(request->name) + 1;
    memcpy(batch->names + offset, request->name, length);
    batch->helper_requests[index].name = offset;
    offset += length;
    // Requests share a few folders: duplicate each descriptor once.
    size_t folder = 0;
    while (folder < batch->folder_count && batch->caller_folders[folder] != request->folder) folder++;
    if (folder == batch->folder_count) {
      int own = fcntl(request->folder, F_DUPFD_CLOEXEC, 0);
      if (own < 0) return;
      batch->caller_folders[folder] = request->folder;
      batch->folders[folder] = own;
      batch->folder_count++;
    }
    batch->helper_requests[index].folder = batch->folders[folder];
  }
  // Another processor than ours: a new thread otherwise waits for this one's (up to half a
  // millisecond here) instead of starting on the idle one.
  CPU_CLR(current, &processors);
  pthread_attr_t attributes;
  if (pthread_attr_init(&attributes) != 0) return;
  pthread_attr_setaffinity_np(&attributes, sizeof processors, &processors);
  pthread_attr_setstacksize(&attributes, 64 * 1024);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  atomic_store(&batch->holders, 2);
  pthread_t thread;
  if (pthread_create(&thread, &attributes, helper, batch) != 0) atomic_store(&batch->holders, 1);
  pthread_attr_destroy(&attributes);
#endif
}

hig_stat_batch *hig_stat_many_start(
    hig_stat_request *requests, size_t count, size_t thread_minimum) {
  hig_stat_batch *batch = calloc(1, sizeof *batch);
  if (batch == NULL) return NULL;
  batch->requests = requests;
  batch->count = count;
  batch->states = calloc(count > 0 ? count : 1, sizeof *batch->states);
  atomic_init(&batch->closed, 0);
  atomic_init(&batch->holders, 1);
  if (batch->states == NULL) {
    free(batch);
    return NULL;
  }
  if (count > 0 && count >= thread_minimum) start_helper(batch);
  return batch;
}

void hig_stat_many_finish(hig_stat_batch *batch) {
  if (batch == NULL) return;
  size_t index = 0;
  for (; index < batch->count; index++) {
    unsigned char expected = untaken;
    if (!atomic_compare_exchange_strong(&batch->states[index], &expected, caller_took)) break;
    batch->requests[index].answer = answer(batch->requests[index].folder, batch->requests[index].name);
  }
  atomic_store_explicit(&batch->closed, 1, memory_order_release);
  // The rest are the helper's: take its answers, and answer the one it may still be working on
  // here instead of waiting for it (its processor may be busy with something else).
  for (; index < batch->count; index++) {
    hig_stat_request *request = &batch->requests[index];
    request->answer = atomic_load_explicit(&batch->states[index], memory_order_acquire) == helper_done
                        ? batch->helper_requests[index].answer
                        : answer(request->folder, request->name);
  }
  let_go(batch);
}
