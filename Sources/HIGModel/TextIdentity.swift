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

  /// The fingerprint's UTF-8 bytes, what record IDs hash: the common case never makes a string.
  static func fingerprintBytes(_ text: String) -> [UInt8] {
    fastFingerprintBytes(text) ?? Array(fullFingerprint(text).utf8)
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
  static func fastFingerprint(_ text: String) -> String? {
    fastFingerprintBytes(text).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `fastFingerprint` as UTF-8 bytes, read from the text's own bytes: ingestion hashes every
  /// record, and decoding it scalar by scalar cost more than the hash.
  static func fastFingerprintBytes(_ text: String) -> [UInt8]? {
    var text = text
    var folds = true
    // Written straight into the array's storage (a fingerprint is never longer than its text):
    // appending byte by byte, and a Hangul syllable's three bytes as a slice, cost three times the scan.
    let result = text.withUTF8 { utf8 in
      [UInt8](unsafeUninitializedCapacity: utf8.count) { buffer, count in
        count = 0
        var index = 0
        while index < utf8.count {
          let lead = utf8[index]
          if lead < 0x80 {
            switch lead {
            case 0x41...0x5A:
              buffer[count] = lead | 0x20
              count += 1
            case 0x61...0x7A, 0x30...0x39:
              buffer[count] = lead
              count += 1
            default: break
            }
            index += 1
            continue
          }
          let (value, length) = utf8.scalarValue(at: index)
          switch value {
          case Hangul.syllables, 0xDF...0xF6, 0xF8...0xFF:
            for offset in 0..<length { buffer[count + offset] = utf8[index + offset] }
            count += length
          // Latin-1's capital letters (× excepted) lowercase to the letter 0x20 above, two bytes
          // like them; its small letters (÷ excepted) are kept. NFKC leaves all of them as they are.
          case 0xC0...0xD6, 0xD8...0xDE:
            buffer[count] = lead
            buffer[count + 1] = utf8[index + 1] + 0x20
            count += 2
          // Punctuation NFKC leaves as it is: dashes, quotation marks, the ellipsis, the middle dot.
          case 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x00B7: break
          default:
            folds = false
            return
          }
          index += length
        }
      }
    }
    return folds ? result : nil
  }
}
