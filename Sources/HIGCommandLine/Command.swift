/// One `hig` subcommand: its argument table and what it does with parsed arguments.
///
/// A command only translates arguments into calls on the stage modules and prints their results.
protocol Command {
  static var spec: CommandSpec { get }
  /// Runs the command; returns the exit status (0 success, 1 failure or warnings as documented).
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32
}

/// A command in the CLI's table: its spec and its run function.
struct CommandEntry: Sendable {
  let spec: CommandSpec
  let run: @Sendable (ParsedArguments, CommandContext) throws -> Int32

  init<C: Command>(_ command: C.Type) {
    spec = C.spec
    run = { arguments, context in try C.run(arguments, context: context) }
  }
}
