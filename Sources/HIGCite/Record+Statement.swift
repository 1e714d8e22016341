import HIGModel

extension Record {
  /// The record's text in `language` split into its lead statement, when the text starts with it,
  /// and the rest: pages and citations set the statement in bold. Both parts are the text's own, so
  /// together they are the text as written.
  ///
  ///     record.statementAndRest(.en)  // ("Let people cancel a drag.", " People sometimes …")
  public func statementAndRest(_ language: Language) -> (statement: String?, rest: String)? {
    guard let text = text[language] else { return nil }
    guard let statement = statement?[language], !statement.isEmpty else { return (nil, text) }
    // Compared on bytes first: Character comparison of a long Korean text costs more than the rest
    // of a record's page. Equal bytes ending before a printable ASCII byte (which joins no
    // Character before it) mean the same Characters; anything else takes the Character route.
    let length = statement.utf8.count
    if text.utf8.starts(with: statement.utf8) {
      let next = text.utf8.dropFirst(length).first
      if next.map({ (0x20...0x7E).contains($0) }) ?? true {
        return (statement, String(text[text.utf8.index(text.startIndex, offsetBy: length)...]))
      }
    }
    guard text.hasPrefix(statement) else { return (nil, text) }
    // The text's own Characters, which may be canonically equivalent to the statement's without
    // being its bytes: pages and citations show the text as written.
    let split = text.index(text.startIndex, offsetBy: statement.count)
    return (String(text[..<split]), String(text[split...]))
  }
}
