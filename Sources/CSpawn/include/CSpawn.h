#ifndef HIG_CSPAWN_H
#define HIG_CSPAWN_H

#include <sys/types.h>

/// Starts the program at `path` with `argv` and this process's environment, its standard input and
/// output connected to two new pipes whose other ends are returned in `input` (to write to) and
/// `output` (to read from). Returns 0, or the errno of what failed.
///
/// Written in C for what Swift's Glibc module leaves out (it is not built with _GNU_SOURCE): on
/// Linux the pipes are close-on-exec from the moment they exist (pipe2), so a program another thread
/// starts meanwhile cannot inherit them, and the child closes every other descriptor it inherited
/// (posix_spawn_file_actions_addclosefrom_np; macOS: POSIX_SPAWN_CLOEXEC_DEFAULT). `hig fetch`
/// relies on this: its HTTP helper ends when its input closes, which only happens once no other
/// process holds that pipe open.
int hig_spawn_piped(const char *path, char *const argv[], pid_t *pid, int *input, int *output);

#endif
