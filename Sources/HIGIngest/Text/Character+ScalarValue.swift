extension Character {
  /// The scalar value of a character that is one scalar, else nil: parsers compare ASCII marks by
  /// it, because `==` on characters normalizes both sides first, which is slow for Hangul.
  ///
  ///     Character("*").scalarValue        // 0x2A
  ///     Character("e\u{301}").scalarValue // nil
  var scalarValue: UInt32? {
    let scalars = unicodeScalars
    return scalars.index(after: scalars.startIndex) == scalars.endIndex ? scalars.first!.value : nil
  }
}
