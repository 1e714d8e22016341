/// One `hig` subcommand: its argument table, the checks across its options, and what it does with
/// parsed arguments.
///
/// A command only translates arguments into calls on the stage modules and prints their results.
/// Declaring one:
///
///     enum StatsCommand: Command {
///       static let name = "stats"
///       static let json = Flag("json", help: "Print the counts as one JSON object.")
///       static let spec = CommandSpec(name: name, abstract: "Summarise the knowledge base.", options: [json.entry])
///       static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
///         let stats = Statistics(try context.knowledgeBase().knowledgeBase)
///         if arguments[json] { try context.printJSON(stats) } …
///       }
///     }
///
/// and listing it in `CLI.commands`.
protocol Command {
  /// What follows `hig` to run it ("search").
  static var name: String { get }
  static var spec: CommandSpec { get }
  /// Rejects combinations of options that contradict each other, before any work starts: one place
  /// for every rule that spans options (each option's own value was checked by the parser).
  static func validate(_ arguments: ParsedArguments) throws
  /// Runs the command; returns the exit status (0 success, 1 failure or warnings as documented).
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32
}

extension Command {
  static func validate(_ arguments: ParsedArguments) throws {}
}

/// A command in the CLI's table: its name, spec, validation and run function.
///
/// The spec is made only when asked for: a `hig search` builds the search command's alone, not all
/// of them (their help texts were a few percent of its start-up).
struct CommandEntry: Sendable {
  let name: String
  private let makeSpec: @Sendable () -> CommandSpec
  let validate: @Sendable (ParsedArguments) throws -> Void
  let run: @Sendable (ParsedArguments, CommandContext) throws -> Int32

  init<C: Command>(_ command: C.Type) {
    name = C.name
    makeSpec = { C.spec }
    validate = { arguments in try C.validate(arguments) }
    run = { arguments, context in try C.run(arguments, context: context) }
  }

  var spec: CommandSpec { makeSpec() }
}
