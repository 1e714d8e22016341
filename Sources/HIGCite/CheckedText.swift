/// One text `hig check` read, by the name it reports it under, and the citations found in it: what
/// the GitHub and SARIF reports need (SARIF counts columns in UTF-16 code units, so the text too).
public struct CheckedText: Sendable {
  public var name: String
  /// The name's bytes as the file system has them, for reports that must name the very file (a
  /// SARIF URI): `name` shows a name that is not UTF-8 decoded or escaped.
  public var nameBytes: [UInt8]
  public var text: String
  public var checks: [CitationCheck]

  public init(name: String, nameBytes: [UInt8]? = nil, text: String, checks: [CitationCheck]) {
    self.name = name
    self.nameBytes = nameBytes ?? Array(name.utf8)
    self.text = text
    self.checks = checks
  }

  /// Hands each check to `body` with its column in UTF-16 code units (1-based) and its length in
  /// them, worked out in one walk over the text (the checks are in text order), without a copy of
  /// the checks: a file may hold a hundred thousand.
  public func forEachUTF16Column(_ body: (_ check: CitationCheck, _ column: Int, _ length: Int) -> Void) {
    var position = text.startIndex
    var column = 1
    for check in checks {
      let start = check.token.range.lowerBound
      guard start >= position else { continue }
      for unit in text.utf16[position..<start] {
        column = unit == 0x0A ? 1 : column + 1
      }
      position = start
      body(check, column, check.token.text.utf16.count)
    }
  }
}
