import Testing

@testable import HIGSearch

@Suite struct TextNormalizerTests {
  /// The fast path's promise, checked for every scalar rather than a sample: a scalar it keeps as
  /// it is would also come out unchanged from Foundation's NFKC, lower-casing and diacritic removal.
  @Test func everyScalarTheFastPathKeepsFoldsToItselfThroughFoundation() {
    var wrong: [UInt32] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), TextNormalizer.foldsToItself(scalar) else { continue }
      if !TextNormalizer.foldRare(scalar).unicodeScalars.elementsEqual(CollectionOfOne(scalar)) {
        wrong.append(value)
      }
    }
    #expect(wrong.isEmpty, "kept as they are but folded by Foundation: \(wrong.prefix(20))")
  }

  @Test(
    "scalars outside the fast path still fold",
    arguments: [("é", "e"), ("Ω", "ω"), ("ﬁ", "fi"), ("≠", "="), ("’", "'"), ("”", "\""), ("·", "·"), ("→", "→")])
  func scalarsOutsideTheFastPathStillFold(scalar: Unicode.Scalar, folded: String) {
    #expect(TextNormalizer.fold(scalar: scalar) == folded)
  }
}
