import Foundation

/// The form of a text that decides whether two texts are "the same": what record IDs hash.
///
/// Whitespace, line breaks, punctuation and letter case do not count; Unicode compatibility forms
/// (full-width Latin, decomposed Hangul) are folded.
///
///     TextIdentity.fingerprint("Provide a  succinct\ntitle.") == TextIdentity.fingerprint("provide a succinct title")
public enum TextIdentity {
  public static func fingerprint(_ text: String) -> String {
    fastFingerprint(text) ?? fullFingerprint(text)
  }

  /// The general form: NFKC, lowercase, letters and digits only.
  static func fullFingerprint(_ text: String) -> String {
    let folded = text.precomposedStringWithCompatibilityMapping.lowercased()
    var result = String.UnicodeScalarView()
    for scalar in folded.unicodeScalars
    where CharacterSet.letters.contains(scalar) || CharacterSet.decimalDigits.contains(scalar) {
      result.append(scalar)
    }
    return String(result)
  }

  /// The same result without Foundation for the common case, texts of ASCII, Latin-1 letters,
  /// common punctuation and precomposed Hangul syllables only (NFKC and lowercasing leave
  /// syllables as they are); nil for anything else.
  /// Ingestion hashes every record, so this is on its hot path.
  static func fastFingerprint(_ text: String) -> String? {
    // Built as UTF-8 bytes: appending scalars to a string one by one costs more than the scan.
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5A: result.append(UInt8(scalar.value + 0x20))
      // Latin-1's capital letters (× excepted) lowercase to the letter 0x20 above; its small
      // letters (÷ excepted) are kept. NFKC leaves all of them as they are.
      case 0xC0...0xD6, 0xD8...0xDE: UTF8.encode(Unicode.Scalar(scalar.value + 0x20)!) { result.append($0) }
      case 0x61...0x7A, 0x30...0x39, 0xAC00...0xD7A3, 0xDF...0xF6, 0xF8...0xFF:
        UTF8.encode(scalar) { result.append($0) }
      // Punctuation NFKC leaves as it is: dashes, quotation marks, the ellipsis, the middle dot.
      case 0x00...0x7F, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x00B7: continue
      default: return nil
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
