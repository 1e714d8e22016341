#ifndef HIG_CHEAPTRIM_H
#define HIG_CHEAPTRIM_H

/// Returns the memory freed so far to the system, from every allocator arena (glibc's
/// `malloc_trim`; elsewhere it does nothing).
///
/// glibc gives a thread that allocates while others do an arena of its own, and keeps what is
/// freed there for that arena's next allocations: memory a finished thread used and freed stays
/// in the process's resident set. A rebuild compares with the last build on a thread of its own,
/// then saves the knowledge base, its peak: at x100 the comparison's arena held its memory through
/// the save until it was trimmed, and trimming is quick (docs/benchmarks.md, "Smaller choices").
void hig_return_freed_memory(void);

#endif
