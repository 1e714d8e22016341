/// A light, table-free English stemmer: plural and verb inflections, a few derivational suffixes
/// and a final "e" removed, so inflected and derived forms meet (titles ≈ title, dragging ≈ drag,
/// legibility ≈ legible, clearly ≈ clear, customization ≈ customize).
///
/// Deliberately simpler than Porter's: every rule is a suffix test, and a derivational suffix goes
/// only when enough letters stay (only, apply, daily keep theirs).
///
///     EnglishStemmer.stem("dragging")  // "drag"
///     EnglishStemmer.stem("titles")    // "titl"
///     EnglishStemmer.stem("title")     // "titl"
///     EnglishStemmer.stem("activities")  // "activity"
///     EnglishStemmer.stem("legibility")  // "legibl", as "legible"
public enum EnglishStemmer {
  public static func stem(_ word: String) -> String {
    var w = Array(word.unicodeScalars)
    // Possessive and contractions: "app's" → "app", "don't" → "dont".
    if w.count > 2, w[w.count - 2] == "'", w[w.count - 1] == "s" { w.removeLast(2) }
    w.removeAll { $0 == "'" }
    if formsOfBe.contains(w) { return "be" }
    guard w.count > 2, w.allSatisfy({ $0.isASCII }) else { return String(scalars: w[...]) }
    if w.count > 3 { removeInflection(&w) }
    removeDerivation(&w)
    if w.count >= 3, w.last == "e" { w.removeLast() }
    return String(scalars: w[...])
  }

  /// The forms of "be" the final-e rule would turn into other words ("are" → "ar", the concept AR's
  /// name): they stem to "be".
  private static let formsOfBe: [[Unicode.Scalar]] = ["are", "is", "was", "were", "been"].map { Array($0.unicodeScalars) }

  /// Derivational suffixes, what replaces them and the letters that must stay, tried in order; the
  /// first that fits applies. Adverbs meet their adjectives, nouns of quality theirs. -ly and
  /// -ness keep four letters (only, apply, witness stay whole), -ically four so that typically
  /// falls to -ally (typical) and automatically to automatic.
  private static let derivations: [(suffix: [Unicode.Scalar], replacement: [Unicode.Scalar], stem: Int)] = [
    ("ibility", "ible", 3), ("ability", "able", 3), ("ization", "ize", 3), ("isation", "ise", 3),
    ("fulness", "ful", 3), ("iveness", "ive", 3), ("ousness", "ous", 3), ("ness", "", 4), ("ically", "ic", 4),
    ("ily", "y", 3), ("ally", "al", 3), ("ly", "", 4),
  ].map { (Array($0.0.unicodeScalars), Array($0.1.unicodeScalars), $0.2) }

  private static func removeDerivation(_ w: inout [Unicode.Scalar]) {
    for (suffix, replacement, stem) in derivations where w.count - suffix.count >= stem {
      guard Array(w.suffix(suffix.count)) == suffix else { continue }
      w.removeLast(suffix.count)
      w.append(contentsOf: replacement)
      return
    }
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
