import FileAccess
import Foundation
import HIGIngest
import HIGModel
import OperatingSystem

/// The `hig` command line: finds the subcommand, parses its arguments and runs it.
///
/// Exit status: 0 success; 1 failure, or warnings where a command documents it; 64 usage error.
///
///     CLI(console: console).run(["show", "drag-and-drop", "--json"])
public struct CLI: Sendable {
  public static let version = "0.1.0"

  var console: Console
  var environment: Environment
  /// The working directory as an absolute path: relative arguments are resolved against it as
  /// strings, without Foundation's `URL.path` (see `URL.standardPath`).
  var workingDirectoryPath: String
  /// Reads standard input, for commands given "-" as a file (injected by tests): at most one
  /// byte more than `CheckCommand.maximumInputSize`, so a larger input is refused without being
  /// held in memory (`hig check - < /dev/zero` ends at once).
  var standardInput: @Sendable () throws -> Data
  /// The arguments the system gave that are not UTF-8 (a CP949 file name from a Korean Windows
  /// archive), as bytes: Swift's `CommandLine.arguments` holds them with replacement characters,
  /// which name no file.
  public var argumentBytes: [[UInt8]] = []

  /// Standard input, read up to one byte past the largest input a command accepts.
  public static let processInput: @Sendable () throws -> Data = {
    Data(try FileReader.read(descriptor: STDIN_FILENO, limit: CheckCommand.maximumInputSize, shownAs: "standard input"))
  }

  public init(
    console: Console, environment: Environment = [:],
    workingDirectory: URL = CLI.currentDirectory(),
    standardInput: @escaping @Sendable () throws -> Data = CLI.processInput
  ) {
    self.init(
      console: console, environment: environment, workingDirectoryPath: workingDirectory.path,
      standardInput: standardInput)
  }

  init(
    console: Console, environment: Environment, workingDirectoryPath: String,
    standardInput: @escaping @Sendable () throws -> Data = CLI.processInput
  ) {
    self.console = console
    self.environment = environment
    self.workingDirectoryPath = workingDirectoryPath
    self.standardInput = standardInput
  }

  /// What this build of hig calls itself in the content fingerprints of its caches: its version and
  /// the modification time of its executable at `path`, so a new build rebuilds what an older one
  /// wrote. stat(2), not FileManager: this runs before every command, and FileManager's attribute
  /// dictionary costs more than the search itself.
  public static func generator(ofExecutable path: String) -> String {
    var info = stat()
    let modified = stat(path, &info) == 0 ? String(info.modified.tv_sec) : ""
    return "hig \(CLI.version) \(modified)"
  }

  /// Runs `hig` in this process with its real standard output, error and environment.
  public static func main(arguments: [String]) -> Int32 {
    let environment = Environment.process()
    var cli = CLI(
      console: .standard(environment: environment), environment: environment,
      workingDirectoryPath: currentDirectoryPath())
    cli.argumentBytes = processArgumentsNotUTF8()
    return cli.run(arguments)
  }

  /// The process's arguments whose bytes are not UTF-8.
  static func processArgumentsNotUTF8() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).compactMap { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return nil }
      let bytes = UnsafeRawBufferPointer(start: argument, count: strlen(argument))
      return String(validating: bytes, as: UTF8.self) == nil ? Array(bytes) : nil
    }
  }

  /// The process's working directory as a directory URL.
  public static func currentDirectory() -> URL {
    URL(fileURLWithPath: currentDirectoryPath(), isDirectory: true)
  }

  /// The process's working directory. getcwd(3), not FileManager: FileManager's set-up showed up
  /// in the start-up of every `hig search`.
  static func currentDirectoryPath() -> String {
    guard let path = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
    defer { free(path) }
    return String(cString: path)
  }

  /// Every subcommand, in the order `hig --help` lists them.
  static let commands: [CommandEntry] = [
    CommandEntry(BuildCommand.self), CommandEntry(ShowCommand.self), CommandEntry(StatsCommand.self),
    CommandEntry(SearchCommand.self), CommandEntry(EvalCommand.self),
    CommandEntry(CiteCommand.self), CommandEntry(CheckCommand.self), CommandEntry(RelatedCommand.self),
    CommandEntry(AliasesCommand.self), CommandEntry(SiteCommand.self), CommandEntry(FetchCommand.self),
    CommandEntry(ChangesCommand.self), CommandEntry(MCPCommand.self),
  ]

  /// Runs the command `arguments` name; a failed write to standard output makes any command fail.
  public func run(_ arguments: [String]) -> Int32 {
    let status = runCommand(arguments)
    if let failure = console.outputFailure() {
      console.errorLine("error: cannot write to standard output (\(failure)); the output is incomplete")
      return 1
    }
    return status
  }

  private func runCommand(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first, first != "--help", first != "-h", first != "help" || arguments.count == 1
    else {
      if arguments.first == "help", arguments.count > 1 { return runCommand([arguments[1], "--help"]) }
      console.write(overview)
      return 0
    }
    if first == "--version" {
      console.line("hig \(CLI.version)")
      return 0
    }
    guard let command = CLI.commands.first(where: { $0.name == first }) else {
      let names = CLI.commands.map { $0.name }
      let suggestion = EditDistance.closest(to: first, in: names, maximum: 3, count: 1).first
      let error = UsageError(
        command: nil, message: first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'",
        suggestion: suggestion)
      console.errorLine(error.description)
      return 64
    }
    do {
      let spec = command.spec
      let parsed = try ParsedArguments.parse(Array(arguments.dropFirst()), spec: spec)
      if parsed[CommonOptions.help] {
        console.write(spec.help)
        return 0
      }
      try command.validate(parsed)
      var context = CommandContext(
        arguments: parsed, console: console, environment: environment, workingDirectoryPath: workingDirectoryPath)
      context.standardInput = standardInput
      context.argumentBytes = argumentBytes
      let status = try command.run(parsed, context)
      // What the command read and built (at x100 a knowledge base of 200,000 records, a tenth of a
      // second of frees) is freed on another thread: the process ends meanwhile. Without a
      // knowledge base (a search holds a mapped index) freeing here costs less than the thread.
      if context.workspace.holdsKnowledgeBase {
        DispatchQueue.global().async { [context] in withExtendedLifetime(context) {} }
      }
      return status
    } catch let error as UsageError {
      console.errorLine(error.description)
      return 64
    } catch {
      console.errorLine("error: \(ErrorText.describe(error))")
      return 1
    }
  }

  var overview: String {
    var lines = [
      "hig \(CLI.version): Apple's Human Interface Guidelines as a searchable, citable Korean/English knowledge base.",
      "",
      "Usage: hig <command> [options]",
      "",
      "Commands:",
    ]
    for command in CLI.commands { lines.append(CommandSpec.row(command.name, command.spec.abstract)) }
    lines += [
      "",
      "Every command reads the guideline texts in --content DIR (default: Content) and rebuilds its",
      "cached knowledge base by itself when they changed. Run 'hig <command> --help' for details.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
