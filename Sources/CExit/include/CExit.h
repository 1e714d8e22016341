#ifndef HIG_CEXIT_H
#define HIG_CEXIT_H

/// Ends the process with `status` once everything written is flushed, without making whoever waits
/// for it also wait for the kernel to tear down its memory (Linux; elsewhere a plain `_exit`).
///
/// A process's exit status reaches its parent only after the kernel has unmapped and freed all of
/// its memory; for a short `hig search` that teardown is a tenth of the process. Here a task that
/// shares the address space (`clone(CLONE_VM)`, no threads, no open files) holds the last reference
/// to it, so the kernel frees it when that task ends, right after, off the caller's path. Every open
/// file is closed first, so readers of hig's output see its end at once, exactly as before.
void hig_exit_leaving_teardown(int status) __attribute__((noreturn));

#endif
