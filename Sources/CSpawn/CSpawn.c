#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <unistd.h>

int hig_spawn_piped(const char *path, char *const argv[], char *const envp[], pid_t *pid, int *input,
                    int *output) {
  int to_child[2], from_child[2];
  if (pipe2(to_child, O_CLOEXEC) != 0) return errno;
  if (pipe2(from_child, O_CLOEXEC) != 0) {
    int failure = errno;
    close(to_child[0]);
    close(to_child[1]);
    return failure;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, to_child[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, from_child[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1);
  int failure = posix_spawn(pid, path, &actions, NULL, argv, envp);
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
