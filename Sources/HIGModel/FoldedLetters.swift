/// The lowercased letters and digits of a text, everything else dropped, worked out over bytes for
/// texts of ASCII and Hangul syllables only, where each scalar is a character of its own: letters
/// are A–Z, a–z and the syllables, digits 0–9. Names and headings are keyed this way on every page,
/// and the character walk with Unicode's property tables cost several times the scan.
///
///     FoldedLetters.asciiOrHangul("Tab Bars (탭 막대)")  // "tabbars탭막대"
///     FoldedLetters.asciiOrHangul("Café")               // nil: another scalar
public enum FoldedLetters {
  /// The key, with `ampersand`'s bytes for each "&" ("and" for page names); nil for any other text.
  public static func asciiOrHangul(_ text: String, ampersand: [UInt8] = []) -> String? {
    // Built as UTF-8 bytes: appending characters to a string one by one costs more than the scan.
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5A: result.append(UInt8(scalar.value + 0x20))
      case 0x61...0x7A, 0x30...0x39: result.append(UInt8(scalar.value))
      case 0x26: result += ampersand
      case Hangul.syllables: UTF8.encode(scalar) { result.append($0) }
      case 0x00...0x7F: continue
      default: return nil
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
