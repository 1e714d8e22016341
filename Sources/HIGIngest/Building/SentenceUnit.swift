import HIGModel

/// What `SentenceSplitter` asks of the units it walks, characters or scalars: a text whose every
/// scalar is a character of its own gives the same answers either way, and scalars cost less to walk.
protocol SentenceUnit {
  /// The value of the one scalar the unit is, else nil.
  var scalarValue: UInt32? { get }
  var isWhitespace: Bool { get }
  var isNumber: Bool { get }
  var isLetter: Bool { get }
  /// Whether the unit holds a Hangul letter.
  var isHangul: Bool { get }
}

extension Character: SentenceUnit {
  var isHangul: Bool { unicodeScalars.contains(where: Hangul.isLetter) }
}

// A character's properties are those of its first scalar; for a one-scalar character, of the scalar.
// ASCII and Hangul syllables, most of the text, are answered without Unicode's property tables
// (White_Space in ASCII is tab to carriage return and the space; its only numbers are the digits,
// its only alphabetic scalars the letters; a syllable is alphabetic, neither space nor number).
extension Unicode.Scalar: SentenceUnit {
  var scalarValue: UInt32? { value }
  var isWhitespace: Bool {
    if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
    return !Hangul.isSyllable(value) && properties.isWhitespace
  }
  var isNumber: Bool {
    if value < 0x80 { return (0x30...0x39).contains(value) }
    return !Hangul.isSyllable(value) && properties.numericType != nil
  }
  var isLetter: Bool {
    if value < 0x80 { return (0x61...0x7A).contains(value | 0x20) }
    return Hangul.isSyllable(value) || properties.isAlphabetic
  }
  var isHangul: Bool { Hangul.isLetter(self) }
}
