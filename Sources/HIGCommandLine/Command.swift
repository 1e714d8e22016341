/// One `hig` subcommand: its argument table and what it does with parsed arguments.
///
/// A command only translates arguments into calls on the stage modules and prints their results.
protocol Command {
  /// What follows `hig` to run it ("search").
  static var name: String { get }
  static var spec: CommandSpec { get }
  /// Runs the command; returns the exit status (0 success, 1 failure or warnings as documented).
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32
}

/// A command in the CLI's table: its name, spec and run function.
///
/// The spec is made only when asked for: a `hig search` builds the search command's alone, not all
/// of them (their help texts were a few percent of its start-up).
struct CommandEntry: Sendable {
  let name: String
  private let makeSpec: @Sendable () -> CommandSpec
  let run: @Sendable (ParsedArguments, CommandContext) throws -> Int32

  init<C: Command>(_ command: C.Type) {
    name = C.name
    makeSpec = { C.spec }
    run = { arguments, context in try C.run(arguments, context: context) }
  }

  var spec: CommandSpec { makeSpec() }
}
