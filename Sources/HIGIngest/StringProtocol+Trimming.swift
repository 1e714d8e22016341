import Foundation

extension StringProtocol {
  /// `trimmingCharacters(in: .whitespaces)`, without Foundation's cost for the common line that has
  /// no space at either end. Parsers call it for every line.
  ///
  ///     "  ## 모범 사례 ".trimmingSpaces  // "## 모범 사례"
  var trimmingSpaces: String {
    guard let first, let last else { return "" }
    if !first.isWhitespace, !last.isWhitespace { return String(self) }
    return trimmingCharacters(in: .whitespaces)
  }

  /// `trimmingCharacters(in: .whitespacesAndNewlines)`, with the same shortcut.
  ///
  ///     " 유지합니다.\n".trimmingSpacesAndNewlines  // "유지합니다."
  var trimmingSpacesAndNewlines: String {
    guard let first, let last else { return "" }
    if !first.isWhitespace, !last.isWhitespace { return String(self) }
    return trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
