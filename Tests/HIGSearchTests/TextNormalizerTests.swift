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

  /// The table the browser's core is built with: every scalar whose folded form differs from it
  /// and that the fast path leaves to `foldRare`, with exactly what `fold(scalar:)` gives.
  @Test func theRareFoldTableIsWhatFoldingGives() {
    let table = TextNormalizer.rareFolds()
    #expect(table.count > 6000)
    #expect(table.map(\.scalar.value) == table.map(\.scalar.value).sorted())
    for (scalar, folded) in table {
      #expect(!TextNormalizer.foldsToItself(scalar) && TextNormalizer.fold(scalar: scalar) == folded)
      #expect(!folded.unicodeScalars.elementsEqual(CollectionOfOne(scalar)))
    }
    #expect(table.contains { $0.scalar == "é" && $0.folded == "e" })
    #expect(!table.contains { $0.scalar == "→" }, "a scalar that folds to itself is left out")
  }

  /// NFC is the standard library's on both builds: conjoining jamo of a syllable compose, jamo
  /// that make none stay (Foundation's, on Linux, composed U+1113 U+1161 into U+D7A4).
  @Test func nfcIsTheStandardLibrarys() {
    // Scalars, not `==` (which compares strings up to canonical equivalence).
    #expect(Array(TextNormalizer.nfcForm("\u{1112}\u{1161}\u{11AB}").unicodeScalars) == ["한"])
    #expect(Array(TextNormalizer.nfcForm("\u{1113}\u{1161}").unicodeScalars) == ["\u{1113}", "\u{1161}"])
    #expect(Array(TextNormalizer.nfcForm("e\u{301}").unicodeScalars) == ["\u{E9}"])
  }
}
