import HIGModel

/// Where a rule's statement, its lead sentence, ends in the rule's text. The index keeps each
/// record's text but not its statement, so search results (the terminal, the site's core,
/// `--json`) find it here, all the same way; the ingester's statement is this sentence for nearly
/// every rule (Apple sets it in bold).
///
///     RuleStatement.end(of: Array("Keep it short. People scan.".unicodeScalars))  // 14
enum RuleStatement {
  /// The longest statement shown as one, in terminal columns (four lines): a longer lead is no
  /// statement to lead a hit with.
  static let widest = 300

  /// The length in scalars of the text's first sentence: up to a sentence's end (with any closing
  /// quotes or brackets) before a space, a line break or the end; the whole text when it has no
  /// such end. Nil when that is wider than `widest` or empty.
  static func end(of scalars: [Unicode.Scalar]) -> Int? {
    var columns = 0
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" { return index > 0 ? index : nil }
      columns += TerminalWidth.of(scalar)
      if columns > widest { return nil }
      index += 1
      guard isTerminal(scalar) else { continue }
      var end = index
      while end < scalars.count, isTerminal(scalars[end]) || isCloser(scalars[end]) { end += 1 }
      if end == scalars.count || SnippetBuilder.isWhitespace(scalars[end]), !isAbbreviation(scalars[..<index]) { return end }
    }
    return scalars.isEmpty ? nil : scalars.count
  }

  /// The statement of a rule with this text in each language it has: what `hig search --json`
  /// reports. Nil when neither language has one.
  static func statement(of text: LocalizedText) -> LocalizedText? {
    func lead(_ value: String?) -> String? {
      guard let value else { return nil }
      let scalars = Array(TextNormalizer.nfc(value).unicodeScalars)
      return end(of: scalars).map { String(scalars: scalars[..<$0]) }
    }
    let statement = LocalizedText(ko: lead(text.ko), en: lead(text.en))
    return statement.isEmpty ? nil : statement
  }

  private static func isTerminal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case ".", "!", "?", "。", "．", "！", "？": return true
    default: return false
    }
  }

  private static func isCloser(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\"", "'", ")", "]", "\u{201D}", "\u{2019}", "」", "』", "）": return true
    default: return false
    }
  }

  /// Whether the sentence so far (its terminal included) ends in the word "e.g." or "i.e.", which
  /// end no sentence.
  private static func isAbbreviation(_ sentence: ArraySlice<Unicode.Scalar>) -> Bool {
    let word = sentence.suffix(4).map { $0.value | 0x20 }  // lower case; "." stays "."
    guard word == [0x65, 0x2E, 0x67, 0x2E] || word == [0x69, 0x2E, 0x65, 0x2E] else { return false }
    let before = sentence.dropLast(4).last
    return before.map { SnippetBuilder.isWhitespace($0) || $0 == "(" } ?? true
  }
}
