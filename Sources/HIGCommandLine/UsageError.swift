/// A mistake in how a command was called; reported with the command's usage and exit status 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// The command as its help names it ("hig search"); nil for the program itself.
  public var command: String?
  public var message: String
  /// A close, valid spelling of what was typed ("did you mean …?").
  public var suggestion: String?
  /// The program, for the pointer to its help when no command is known.
  public var program: String = "hig"

  public init(command: String?, message: String, suggestion: String? = nil, program: String = "hig") {
    self.command = command
    self.message = message
    self.suggestion = suggestion
    self.program = program
  }

  /// A mistake in a call of the command `spec` describes.
  public init(_ spec: CommandSpec, message: String, suggestion: String? = nil) {
    self.init(command: spec.usageName, message: message, suggestion: suggestion, program: spec.program)
  }

  public var description: String {
    var text = "error: \(message)"
    if let suggestion { text += " (did you mean '\(suggestion)'?)" }
    return text + "\nRun '\(command ?? program) --help' for usage."
  }
}
