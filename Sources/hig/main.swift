import HIGCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(CLI.main(arguments: Array(CommandLine.arguments.dropFirst())))
