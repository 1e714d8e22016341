import HIGModel

/// Texts whose every scalar is a character of its own, so that walking or counting their scalars
/// answers what walking or counting characters would, without finding grapheme breaks (most of
/// the cost of `String.count` and of character loops over Korean text).
///
///     ScalarCharacters.areCharacters("창의 상태를 유지합니다.")  // true
///     ScalarCharacters.areCharacters("e\u{301}")              // false: the accent joins the e
///     ScalarCharacters.count("유지합니다.")                    // 6, as "유지합니다.".count
enum ScalarCharacters {
  /// Whether no scalar of `text` joins its neighbours into one character.
  static func areCharacters(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy(isCharacter)
  }

  /// `text.count`, by scalars when they are the characters.
  static func count(_ text: String) -> Int {
    var count = 0
    for scalar in text.unicodeScalars {
      guard isCharacter(scalar) else { return text.count }
      count += 1
    }
    return count
  }

  /// Scalars that are a character whichever of these stand beside them: ASCII but CR (which joins
  /// LF), Latin below the combining marks, Hangul syllables (only jamo join them), general
  /// punctuation before the line separator and CJK punctuation before its tone marks.
  static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x300 && scalar.value != 0x0D) || Hangul.isSyllable(scalar)
      || (0x2010...0x2027).contains(scalar.value) || (0x3000...0x3029).contains(scalar.value)
  }
}
