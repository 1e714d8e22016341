#ifndef HIG_CSTATMANY_H
#define HIG_CSTATMANY_H

#include <stddef.h>
#include <sys/stat.h>

/// The part of what fstatat(2) said that a freshness check uses: a whole `struct stat` would make a
/// few hundred requests four times larger, and fresh memory costs a page fault per 4 kB.
typedef struct hig_stat_answer {
  int result;  ///< 0, or the errno of the failed call.
  mode_t mode;
  off_t size;
  struct timespec modified;
} hig_stat_answer;

/// One file to stat: its name relative to an open folder, and the answer.
typedef struct hig_stat_request {
  const char *name;  ///< NUL-terminated, relative to `folder`.
  int folder;        ///< An open folder's descriptor.
  hig_stat_answer answer;
} hig_stat_request;

/// Stat calls under way on a thread of their own (see `hig_stat_many_start`).
typedef struct hig_stat_batch hig_stat_batch;

/// Starts answering `requests` (fstatat(2), following links) on a new thread, pinned to another
/// processor than the caller's, and returns at once, so that the caller can do other work meanwhile.
/// Fewer than `thread_minimum` requests get no thread: starting one costs about as much as 60 stats.
/// The requests and the folders must stay valid until `hig_stat_many_finish`; the thread works on
/// copies of the names and duplicates of the folders, and may outlive that call.
///
/// Why: a freshness check of a few hundred files is a few hundred system calls of about a
/// microsecond each, and nothing else, while the search it guards needs only the processor: on two
/// processors the two overlap. With one processor, or when no thread can be made, no thread is
/// started and `hig_stat_many_finish` does all the work. Returns NULL only when out of memory.
hig_stat_batch *hig_stat_many_start(
    hig_stat_request *requests, size_t count, size_t thread_minimum);

/// Answers on the calling thread every request the other thread has not answered yet (including
/// one it may be in the middle of), fills in the others' answers, and lets go of `batch`. It never
/// waits for the other thread: on a busy machine that thread may not get its processor for
/// milliseconds, and then this call simply does all the work, as a plain loop would.
void hig_stat_many_finish(hig_stat_batch *batch);

#endif
