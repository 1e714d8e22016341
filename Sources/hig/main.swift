import Foundation
import HIGCommandLine

exit(CLI.main(arguments: Array(CommandLine.arguments.dropFirst())))
