/// A light, table-free English stemmer: plural and verb inflections and a final "e" removed, so
/// inflected forms meet (titles ≈ title, dragging ≈ drag, using ≈ use).
///
/// Deliberately simpler than Porter's: every rule is a suffix test a JavaScript port repeats exactly.
///
///     EnglishStemmer.stem("dragging")  // "drag"
///     EnglishStemmer.stem("titles")    // "titl"
///     EnglishStemmer.stem("title")     // "titl"
///     EnglishStemmer.stem("activities")  // "activity"
public enum EnglishStemmer {
  public static func stem(_ word: String) -> String {
    var w = Array(word.unicodeScalars)
    // Possessive and contractions: "app's" → "app", "don't" → "dont".
    if w.count > 2, w[w.count - 2] == "'", w[w.count - 1] == "s" { w.removeLast(2) }
    w.removeAll { $0 == "'" }
    guard w.count > 2, w.allSatisfy({ $0.isASCII }) else { return String(scalars: w[...]) }
    if w.count > 3 { removeInflection(&w) }
    if w.count >= 3, w.last == "e" { w.removeLast() }
    return String(scalars: w[...])
  }

  private static func removeInflection(_ w: inout [Unicode.Scalar]) {
    func ends(_ suffix: String) -> Bool {
      let s = Array(suffix.unicodeScalars)
      return w.count > s.count && Array(w.suffix(s.count)) == s
    }
    if ends("ies"), w.count > 4 {
      w.removeLast(3)
      w.append("y")
    } else if ends("sses") {
      w.removeLast(2)
    } else if ends("s"), !ends("ss"), !ends("us"), !ends("is") {
      w.removeLast()
    }
    if ends("ied"), w.count > 4 {
      w.removeLast(3)
      w.append("y")
    } else if ends("ing"), w.count >= 5, hasVowel(w.dropLast(3)) {
      w.removeLast(3)
      undouble(&w)
    } else if ends("ed"), !ends("eed"), w.count >= 4, hasVowel(w.dropLast(2)) {
      w.removeLast(2)
      undouble(&w)
    }
  }

  /// A switch, not a `Set`: a set's generic metadata costs a short-lived process a runtime scan
  /// of the binary's protocol conformances.
  private static func isVowel(_ letter: Unicode.Scalar) -> Bool {
    switch letter {
    case "a", "e", "i", "o", "u", "y": return true
    default: return false
    }
  }

  private static func hasVowel(_ letters: ArraySlice<Unicode.Scalar>) -> Bool {
    letters.contains(where: isVowel)
  }

  /// "dragg" → "drag", "dropp" → "drop"; "ll", "ss" and "zz" stay ("scroll", "press").
  private static func undouble(_ w: inout [Unicode.Scalar]) {
    guard w.count >= 3, let last = w.last, last == w[w.count - 2], !isVowel(last),
      last != "l", last != "s", last != "z"
    else { return }
    w.removeLast()
  }
}
