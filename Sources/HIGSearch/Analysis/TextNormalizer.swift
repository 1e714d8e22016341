import HIGModel

/// The character-level folding both the index and the query go through before tokenizing.
///
/// Each step has an exact JavaScript equivalent (see docs/Search.md): NFC of the whole text, then per
/// code point NFKC and lower-casing, curly quotes to straight ones, and Latin diacritics removed.
///
///     TextNormalizer.fold("Ｄｒａｇ “Exposé”")  // "drag \"expose\""
public enum TextNormalizer {
  /// The folded scalars of `text`, each with the offset of the scalar of the text's NFC form it
  /// came from, so offsets in the folded text map back to the (NFC) original.
  public static func foldedScalars(_ text: String) -> [(scalar: Unicode.Scalar, source: Int)] {
    var result: [(scalar: Unicode.Scalar, source: Int)] = []
    result.reserveCapacity(text.utf8.count)
    // Folding a rare scalar is slow (`foldRare`); remember each one within this text.
    var rare: [UInt32: String] = [:]
    for (offset, scalar) in nfc(text).unicodeScalars.enumerated() {
      switch scalar.value {
      // The common cases, without allocating: ASCII, Hangul syllables, scalars that fold to themselves.
      case 0x41...0x5A: result.append((Unicode.Scalar(scalar.value + 32)!, offset))
      case 0...0x7F, Hangul.syllables: result.append((scalar, offset))
      case _ where foldsToItself(scalar): result.append((scalar, offset))
      default:
        let folded = rare[scalar.value] ?? fold(scalar: scalar)
        rare[scalar.value] = folded
        for part in folded.unicodeScalars { result.append((part, offset)) }
      }
    }
    return result
  }

  /// The NFC form of `text`. Text without combining marks or conjoining jamo (nearly all of it) is
  /// already NFC as far as the analyzer can tell, since step 1 applies NFKC per code point anyway,
  /// so normalisation runs only when it could change something.
  static func nfc(_ text: String) -> String {
    var text = text
    // A pass over the UTF-8 bytes: decoding scalars through `unicodeScalars` cost more than the check.
    let needsWork = text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        // Below U+0300 (ASCII and two-byte leads up to 0xCB) nothing combines.
        if bytes[index] < 0xCC {
          index += bytes[index] < 0x80 ? 1 : 2
          continue
        }
        let (value, length) = bytes.scalarValue(at: index)
        index += length
        if mayChangeUnderNFC(value) { return true }
      }
      return false
    }
    return needsWork ? nfcForm(text) : text
  }

  /// The NFC form of `text`, by the standard library's own normalisation (the one `==` on strings
  /// uses), which the browser's core has too: Foundation's, on Linux, is older Unicode and composes
  /// some conjoining jamo that are not a syllable (U+1113 U+1161 into U+D7A4, no character).
  static func nfcForm(_ text: String) -> String {
    String(decoding: text._nfcCodeUnits, as: UTF8.self)
  }

  /// Whether NFC could change a text because of this scalar, as far as the analyzer can tell:
  /// conjoining jamo and combining marks (anything with a combining class).
  static func mayChangeUnderNFC(_ value: UInt32) -> Bool {
    // Below U+0300 and Hangul syllables (most of the text): no property lookup.
    guard value >= 0x300, !Hangul.isSyllable(value) else { return false }
    return (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value) || (0xD7B0...0xD7FF).contains(value)
      || Unicode.Scalar(value)!.properties.canonicalCombiningClass != .notReordered
  }

  /// The folded form of a whole string.
  public static func fold(_ text: String) -> String {
    var view = String.UnicodeScalarView()
    for (scalar, _) in foldedScalars(text) { view.append(scalar) }
    return String(view)
  }

  /// One scalar's folded form: usually one scalar, sometimes none (a combining accent) or several
  /// ("ﬁ" → "fi").
  public static func fold(scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x61...0x7A, 0x30...0x39, 0x20, Hangul.syllables: return String(scalar)
    case 0x41...0x5A: return String(Unicode.Scalar(scalar.value + 32)!)
    case 0x2018, 0x2019, 0x201A, 0x201B, 0x2032: return "'"
    case 0x201C, 0x201D, 0x201E, 0x201F, 0x2033: return "\""
    default: break
    }
    return foldsToItself(scalar) ? String(scalar) : foldRare(scalar)
  }

  /// Whether `fold(scalar:)` leaves this scalar as it is, told from the standard library's own
  /// property tables: `foldRare` costs a `hig search` more than its snippets (and, through
  /// Foundation, a scan of the runtime's conformance records on first use).
  ///
  /// A scalar that NFKC, case folding and lower-casing leave alone is its own folded form unless
  /// its canonical decomposition holds a Latin diacritic; the standard library does not expose
  /// decompositions, so the only blocks with such scalars (accented Latin, Greek and Cyrillic
  /// letters; arrows and operators negated with U+0338) always go the slow way. A test checks
  /// every scalar against `foldRare`.
  static func foldsToItself(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xC0...0x4FF, 0x1E00...0x1FFF, 0x219A...0x22ED: return false
    // Curly quotes and primes, folded to straight ones above.
    case 0x2018...0x201F, 0x2032, 0x2033: return false
    default:
      let properties = scalar.properties
      return !properties.changesWhenNFKCCaseFolded && !properties.changesWhenLowercased
    }
  }

  /// The form phrases are compared in: folded, punctuation as spaces, runs of spaces as one.
  ///
  ///     TextNormalizer.phraseForm("Drag-and-Drop  지원")  // "drag and drop 지원"
  static func phraseForm(_ text: String) -> String {
    var result = ""
    var lastWasSpace = true
    for (scalar, _) in foldedScalars(text) {
      if Script.of(scalar) == nil {
        if !lastWasSpace { result.append(" ") }
        lastWasSpace = true
      } else {
        result.unicodeScalars.append(scalar)
        lastWasSpace = false
      }
    }
    // No leading space is ever written, and a word's scalars are never white space.
    if result.utf8.last == UInt8(ascii: " ") { result.unicodeScalars.removeLast() }
    return result
  }
}
