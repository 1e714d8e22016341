import Foundation

extension StringProtocol {
  /// `trimmingCharacters(in: .whitespaces)`, without Foundation's cost for the common line that has
  /// only ASCII spaces and tabs at its ends, if any. Parsers call it for every line.
  ///
  ///     "  ## 모범 사례 ".trimmingSpaces  // "## 모범 사례"
  var trimmingSpaces: String {
    trimming(ascii: { $0 == 0x20 || $0 == 0x09 }, set: .whitespaces)
  }

  /// `trimmingCharacters(in: .whitespacesAndNewlines)`, with the same shortcut.
  ///
  ///     " 유지합니다.\n".trimmingSpacesAndNewlines  // "유지합니다."
  var trimmingSpacesAndNewlines: String {
    trimming(ascii: { $0 == 0x20 || (0x09...0x0D).contains($0) }, set: .whitespacesAndNewlines)
  }

  /// Drops the ASCII bytes of `set` (`isBlank`) from both ends; when what is left ends in characters
  /// that are not whitespace at all, that is Foundation's answer, otherwise Foundation is asked.
  private func trimming(ascii isBlank: (UInt8) -> Bool, set: CharacterSet) -> String {
    // `isWhitespace` covers every scalar of both sets, so a no here is Foundation's no.
    guard let first, let last else { return "" }
    if !first.isWhitespace, !last.isWhitespace { return String(self) }
    let bytes = utf8
    var start = bytes.startIndex
    while start < bytes.endIndex, isBlank(bytes[start]) { start = bytes.index(after: start) }
    // One forward pass finds the end too: a generic string's UTF-8 view cannot walk backwards.
    var end = start
    var index = start
    while index < bytes.endIndex {
      let next = bytes.index(after: index)
      if !isBlank(bytes[index]) { end = next }
      index = next
    }
    // An ASCII byte is a whole scalar, so these indices cut where Foundation, which trims scalars, would.
    let inner = self[start..<end]
    guard let innerFirst = inner.first, let innerLast = inner.last else { return "" }
    if !innerFirst.isWhitespace, !innerLast.isWhitespace { return String(inner) }
    return trimmingCharacters(in: set)
  }
}
