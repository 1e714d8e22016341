/// A mistake in how a command was called; reported with the command's usage and exit status 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public var command: String?
  public var message: String
  /// A close, valid spelling of what was typed ("did you mean …?").
  public var suggestion: String?

  public var description: String {
    var text = "error: \(message)"
    if let suggestion { text += " (did you mean '\(suggestion)'?)" }
    let help = command.map { "hig \($0) --help" } ?? "hig --help"
    return text + "\nRun '\(help)' for usage."
  }
}
