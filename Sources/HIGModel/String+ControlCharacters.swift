extension String {
  /// The string with its control characters (C0, DEL and C1) written as `\u{1b}` escapes, so it
  /// prints as the text it is: an escape sequence in a file name or a query would otherwise clear
  /// a terminal, move its cursor or forge a line of output. With `keepingLineBreaks`, line feeds
  /// and tabs stay as they are (a message's own layout).
  ///
  ///     "bell\u{7}name\u{1B}[2J.md".escapingControlCharacters()  // "bell\\u{7}name\\u{1b}[2J.md"
  public func escapingControlCharacters(keepingLineBreaks: Bool = false) -> String {
    func escapes(_ scalar: Unicode.Scalar) -> Bool {
      guard scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) else { return false }
      return !keepingLineBreaks || (scalar != "\n" && scalar != "\t")
    }
    guard unicodeScalars.contains(where: escapes) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if escapes(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
