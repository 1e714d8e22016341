import CExit
import HIGCommandLine

#if canImport(Glibc)
  import Glibc
#endif

let status = CLI.main(arguments: Array(CommandLine.arguments.dropFirst()))
#if DEBUG
  // Debug builds exit the usual way: coverage and sanitizers write their reports from exit handlers.
  exit(status)
#else
  // Everything hig writes is written by the time `main` returns, except what C stdio still buffers.
  // Exiting from C skips the exit handlers of the statically linked runtimes (~0.2 ms of every `hig
  // search`) and leaves the memory teardown off the caller's path (~0.4 ms; see CExit.h).
  hig_exit_leaving_teardown(status)
#endif
