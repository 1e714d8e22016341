import HIGModel

/// The writing system of a run of characters, which decides how the analyzer cuts it into terms.
///
///     "UIPresentationController를" → latin "uipresentationcontroller", hangul "를"
public enum Script: UInt8, Sendable, Hashable {
  /// Hangul syllables (가–힣): stemmed by `KoreanStemmer` and cut into bigrams.
  case hangul
  /// Han ideographs and kana: no stemmer, only bigrams.
  case ideographic
  /// Every other letter or digit (Latin, Greek, Cyrillic, digits): stemmed by `EnglishStemmer`.
  case alphanumeric

  /// The script of one scalar of already NFKC-normalised, lower-cased text, or nil for a separator.
  ///
  ///     Script.of("뷰")  // .hangul
  ///     Script.of("ｄ")  // nil: normalise first (NFKC turns it into "d", .alphanumeric)
  public static func of(_ scalar: Unicode.Scalar) -> Script? {
    switch scalar.value {
    case Hangul.syllables: return .hangul
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF: return .ideographic
    case 0x30...0x39, 0x61...0x7A: return .alphanumeric
    case 0...0x7F: return nil
    default:
      let properties = scalar.properties
      return properties.isAlphabetic || properties.numericType == .decimal ? .alphanumeric : nil
    }
  }
}
