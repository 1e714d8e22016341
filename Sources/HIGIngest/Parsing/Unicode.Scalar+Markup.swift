extension Unicode.Scalar {
  /// Whether a backslash before this scalar escapes it: punctuation and symbols, as
  /// `Character.isPunctuation || Character.isSymbol` say for a character that starts with it.
  ///
  ///     ("*" as Unicode.Scalar).isPunctuationOrSymbol  // true
  ///     ("가" as Unicode.Scalar).isPunctuationOrSymbol // false
  var isPunctuationOrSymbol: Bool {
    // Every ASCII character that is neither a letter, a digit, a space nor a control is one.
    if isASCII {
      let letterOrDigit = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
      return (0x21...0x7E).contains(value) && !letterOrDigit
    }
    switch properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      return true
    default:
      return false
    }
  }

  /// Whether this scalar joins the one before it into one character: a combining mark or a
  /// zero-width joiner, the common cases of grapheme extension.
  ///
  ///     ("\u{301}" as Unicode.Scalar).extendsCharacter  // true
  var extendsCharacter: Bool {
    if value < 0x300 { return false }
    if value == 0x200D { return true }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
