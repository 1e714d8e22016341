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
    scalarCount(text) != nil
  }

  /// `text.count`, by scalars when they are the characters.
  static func count(_ text: String) -> Int {
    scalarCount(text) ?? text.count
  }

  /// The number of scalars of `text`, nil when one of them is not a character of its own. Over
  /// UTF-8 bytes, ASCII without decoding: every paragraph is asked, by the sentence splitter, the
  /// rule classifier and the pairing of translations, and walking the scalar view cost more.
  private static func scalarCount(_ text: String) -> Int? {
    var text = text
    return text.withUTF8 { bytes in
      var count = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x80 {
          guard byte != 0x0D else { return nil }
          index += 1
        } else {
          let (value, length) = bytes.scalarValue(at: index)
          guard let scalar = Unicode.Scalar(value), isCharacter(scalar) else { return nil }
          index += length
        }
        count += 1
      }
      return count
    }
  }

  /// Scalars that are a character whichever of these stand beside them: ASCII but CR (which joins
  /// LF), Latin below the combining marks, Hangul syllables (only jamo join them), general
  /// punctuation before the line separator and CJK punctuation before its tone marks.
  static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x300 && scalar.value != 0x0D) || Hangul.isSyllable(scalar)
      || (0x2010...0x2027).contains(scalar.value) || (0x3000...0x3029).contains(scalar.value)
  }
}
