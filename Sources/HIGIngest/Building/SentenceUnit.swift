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
extension Unicode.Scalar: SentenceUnit {
  var scalarValue: UInt32? { value }
  var isWhitespace: Bool { properties.isWhitespace }
  var isNumber: Bool { properties.numericType != nil }
  var isLetter: Bool { properties.isAlphabetic }
  var isHangul: Bool { Hangul.isLetter(self) }
}
