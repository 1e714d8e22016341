/// One text `hig check` read, by the name it reports it under, and the citations found in it: what
/// the GitHub and SARIF reports need (SARIF counts columns in UTF-16 code units, so the text too).
public struct CheckedText: Sendable {
  public var name: String
  public var text: String
  public var checks: [CitationCheck]

  public init(name: String, text: String, checks: [CitationCheck]) {
    self.name = name
    self.text = text
    self.checks = checks
  }

  /// Each check with its column in UTF-16 code units (1-based) and its length in them, worked out
  /// in one walk over the text: the checks are in text order.
  public func utf16Columns() -> [(check: CitationCheck, column: Int, length: Int)] {
    var result: [(CitationCheck, Int, Int)] = []
    var position = text.startIndex
    var column = 1
    for check in checks {
      let start = check.token.range.lowerBound
      guard start >= position else { continue }
      for unit in text.utf16[position..<start] {
        column = unit == 0x0A ? 1 : column + 1
      }
      position = start
      result.append((check, column, check.token.text.utf16.count))
    }
    return result
  }
}
