import Foundation
import HIGCommandLine

let status = CLI.main(arguments: Array(CommandLine.arguments.dropFirst()))
// Everything hig writes is written by the time `main` returns, except what C stdio still buffers;
// `_exit` then skips the exit handlers of the statically linked runtimes (~0.2 ms of every `hig
// search`).
fflush(nil)
_exit(status)
