/// Why a command could not do what was asked, worded for the person who asked.
public enum CommandError: Error, Equatable, CustomStringConvertible {
  /// Nothing matches what was asked for; `suggestions` are close matches to try instead.
  case notFound(what: String, suggestions: [String])
  case failed(String)

  public var description: String {
    switch self {
    case .notFound(let what, let suggestions):
      let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
      return "\(what) not found\(hint)"
    case .failed(let message):
      return message
    }
  }
}
