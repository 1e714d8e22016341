#if hasFeature(Embedded)
  extension TextNormalizer {
    /// In the browser's core, which has no Foundation: `foldRare` as the host that built the core
    /// answered it, looked up in the table the build writes (`RareFoldData`, from `rareFolds()`).
    /// A scalar the table lacks folds to itself.
    static func foldRare(_ scalar: Unicode.Scalar) -> String {
      rareFoldTable[scalar.value] ?? String(scalar)
    }

    /// `RareFoldData.entries` read once: each entry is the scalar, its folded form, then U+0000.
    private static let rareFoldTable: [UInt32: String] = {
      var table: [UInt32: String] = [:]
      var key: UInt32?
      var folded = String.UnicodeScalarView()
      for scalar in RareFoldData.entries.unicodeScalars {
        if scalar.value == 0 {
          if let key { table[key] = String(folded) }
          key = nil
          folded = String.UnicodeScalarView()
        } else if key == nil {
          key = scalar.value
        } else {
          folded.append(scalar)
        }
      }
      return table
    }()
  }
#endif
