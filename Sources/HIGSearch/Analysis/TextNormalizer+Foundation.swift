#if !hasFeature(Embedded)
  import Foundation

  extension TextNormalizer {
    /// `fold(scalar:)` done in full, for a scalar the fast path cannot vouch for: NFKC and
    /// lower-casing, then Latin diacritics removed. This is the definition; the browser's core,
    /// which is built without Foundation, looks its answers up in the table `rareFolds()` makes.
    static func foldRare(_ scalar: Unicode.Scalar) -> String {
      let compatible = String(scalar).precomposedStringWithCompatibilityMapping.lowercased()
      // Drop Latin diacritics ("é" → "e") so "Exposé" and "Expose" meet; Hangul is left composed.
      var result = String.UnicodeScalarView()
      for part in compatible.decomposedStringWithCanonicalMapping.unicodeScalars {
        if (0x0300...0x036F).contains(part.value) { continue }
        result.append(part)
      }
      let folded = String(result)
      return folded.unicodeScalars.contains { (0x1100...0x11FF).contains($0.value) }
        ? compatible : folded.precomposedStringWithCanonicalMapping
    }

    /// Every scalar the fast path leaves to `foldRare` whose folded form is not the scalar itself,
    /// in scalar order, with that form: the table the browser's core is built with (about 6,900
    /// entries), so that it folds exactly as `hig search` does on the machine that built it.
    ///
    ///     TextNormalizer.rareFolds().first  // (scalar: "À", folded: "a")
    public static func rareFolds() -> [(scalar: Unicode.Scalar, folded: String)] {
      var table: [(scalar: Unicode.Scalar, folded: String)] = []
      for value in UInt32(0x80)...0x10FFFF {
        guard let scalar = Unicode.Scalar(value), !foldsToItself(scalar) else { continue }
        let folded = fold(scalar: scalar)
        if !folded.unicodeScalars.elementsEqual(CollectionOfOne(scalar)) { table.append((scalar, folded)) }
      }
      return table
    }
  }
#endif
