import Foundation

/// Why a fetch could not run at all (a page that cannot be had is reported in the summary instead).
public enum FetchError: Error, Equatable, CustomStringConvertible {
  case badSource(String, reason: String)
  case unwritableOutput(String, reason: String)
  /// Slugs given to `--only` that the table of contents lacks, each with a close one, if any.
  case unknownSlugs([String], suggestions: [String])
  /// The table of contents could not be downloaded and no earlier copy is in the output folder.
  case indexUnavailable(url: String, reason: String)
  case indexUnreadable(path: String, reason: String)
  /// The HTTP helper (hig-http) is not where hig looked for it.
  case helperMissing(searched: [String])
  case helperFailed(String)

  public var description: String {
    switch self {
    case .badSource(let text, let reason):
      return "'--source \(text)' is not a usable server address: \(reason) (for example https://developer.apple.com)"
    case .unwritableOutput(let path, let reason):
      return "cannot write to '--out \(path)': \(reason)"
    case .unknownSlugs(let slugs, let suggestions):
      let named = slugs.map { "'\($0)'" }.joined(separator: ", ")
      let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?)"
      return "'--only': \(named) \(slugs.count == 1 ? "is" : "are") not in the HIG's table of contents\(hint)"
    case .indexUnavailable(let url, let reason):
      return "cannot download the HIG's table of contents from \(url): \(reason)"
    case .indexUnreadable(let path, let reason):
      return "the HIG's table of contents in \(path) cannot be read: \(reason)"
    case .helperMissing(let searched):
      return
        "hig fetch makes its requests through hig-http, which is built beside hig (swift build puts it in .build/<configuration>/hig-http); copy it next to hig or onto PATH. Looked in: \(searched.joined(separator: ", "))"
    case .helperFailed(let reason):
      return "hig-http, the helper that makes hig fetch's requests, \(reason)"
    }
  }
}
