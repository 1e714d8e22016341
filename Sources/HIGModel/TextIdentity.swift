import Foundation

/// The form of a text that decides whether two texts are "the same": what record IDs hash.
///
/// Whitespace, line breaks, punctuation and letter case do not count; Unicode compatibility forms
/// (full-width Latin, decomposed Hangul) are folded.
///
///     TextIdentity.fingerprint("Provide a  succinct\ntitle.") == TextIdentity.fingerprint("provide a succinct title")
public enum TextIdentity {
  public static func fingerprint(_ text: String) -> String {
    let folded = text.precomposedStringWithCompatibilityMapping.lowercased()
    var result = String.UnicodeScalarView()
    for scalar in folded.unicodeScalars
    where CharacterSet.letters.contains(scalar) || CharacterSet.decimalDigits.contains(scalar) {
      result.append(scalar)
    }
    return String(result)
  }
}
