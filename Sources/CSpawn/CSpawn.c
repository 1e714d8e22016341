#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <unistd.h>

#ifdef __APPLE__
#include <crt_externs.h>
#define hig_environment (*_NSGetEnviron())
#else
extern char **environ;
#define hig_environment environ
#endif

/// A pipe whose two ends are close-on-exec. Linux makes them so in the same call; macOS has no
/// pipe2, so another thread's child could inherit them in between (the child below still closes
/// them: POSIX_SPAWN_CLOEXEC_DEFAULT).
static int hig_pipe(int ends[2]) {
#ifdef __linux__
  return pipe2(ends, O_CLOEXEC);
#else
  if (pipe(ends) != 0) return -1;
  fcntl(ends[0], F_SETFD, FD_CLOEXEC);
  fcntl(ends[1], F_SETFD, FD_CLOEXEC);
  return 0;
#endif
}

int hig_spawn_piped(const char *path, char *const argv[], pid_t *pid, int *input, int *output) {
  int to_child[2], from_child[2];
  if (hig_pipe(to_child) != 0) return errno;
  if (hig_pipe(from_child) != 0) {
    int failure = errno;
    close(to_child[0]);
    close(to_child[1]);
    return failure;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, to_child[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, from_child[1], STDOUT_FILENO);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
#ifdef __APPLE__
  // Every descriptor not named here is closed in the child.
  posix_spawn_file_actions_addinherit_np(&actions, STDERR_FILENO);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_CLOEXEC_DEFAULT);
#else
  posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1);
#endif
  int failure = posix_spawn(pid, path, &actions, &attributes, argv, hig_environment);
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  close(to_child[0]);
  close(from_child[1]);
  if (failure != 0) {
    close(to_child[1]);
    close(from_child[0]);
    return failure;
  }
  *input = to_child[1];
  *output = from_child[0];
  return 0;
}
