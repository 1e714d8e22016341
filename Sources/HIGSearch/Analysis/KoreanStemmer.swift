/// Strips particles and verb endings from a Korean word, leaving the noun or verb stem.
///
/// Rules (see docs/Search.md): a protected word is kept whole; otherwise the longest particle or
/// ending (both lists together) that leaves its minimum stem is removed; when that was a particle,
/// the longest ending is then tried once (사용하기를 → 사용; 뷰를 → 뷰; 사용하는 → 사용).
///
///     KoreanStemmer.stem("뷰를")        // "뷰"
///     KoreanStemmer.stem("복원합니다")    // "복원"
///     KoreanStemmer.stem("탐색모음과")    // "탐색모음"
///     KoreanStemmer.stem("추가")         // "추가" (protected)
public enum KoreanStemmer {
  public static func stem(_ word: String) -> String {
    if KoreanSuffixes.protectedWords.contains(word) { return word }
    let scalars = Array(word.unicodeScalars)
    guard let first = longestSuffix(of: scalars[...], in: all) else { return word }
    let stripped = scalars.dropLast(first.length)
    let strippedWord = String(String.UnicodeScalarView(stripped))
    guard first.isParticle, !KoreanSuffixes.protectedWords.contains(strippedWord),
      let second = longestSuffix(of: stripped, in: endingsOnly)
    else { return strippedWord }
    return String(String.UnicodeScalarView(stripped.dropLast(second.length)))
  }

  /// True when the whole word is a particle or an ending ("를", "에서는", "할"): such a word, glued
  /// to a Latin word ("UIView를") or standing alone ("Sheets 를", "보조 창 은"), is dropped.
  public static func isOnlySuffix(_ word: String) -> Bool {
    all[word] != nil || afterLatinSet.contains(word)
  }

  /// A suffix found in a word: how many syllables it has and whether it is a particle.
  private struct Match {
    var length: Int
    var isParticle: Bool
  }

  /// The longest suffix of `word` in `table` that leaves its minimum stem, found by looking up the
  /// word's last 1…n syllables (longest first) rather than testing every suffix.
  private static func longestSuffix(of word: ArraySlice<Unicode.Scalar>, in table: [String: Entry]) -> Match? {
    var length = min(longestLength, word.count - 1)
    while length >= 1 {
      let key = String(String.UnicodeScalarView(word.suffix(length)))
      if let entry = table[key], word.count - length >= entry.minimumStem {
        return Match(length: length, isParticle: entry.isParticle)
      }
      length -= 1
    }
    return nil
  }

  private struct Entry {
    var minimumStem: Int
    var isParticle: Bool
  }

  /// Particles and endings together; where a suffix is both, the ending's rule wins (checked first).
  private static let all: [String: Entry] = {
    var table: [String: Entry] = [:]
    for ending in KoreanSuffixes.endings where table[ending.text] == nil {
      table[ending.text] = Entry(minimumStem: ending.minimumStem, isParticle: false)
    }
    for particle in KoreanSuffixes.particles where table[particle] == nil {
      table[particle] = Entry(minimumStem: 1, isParticle: true)
    }
    return table
  }()

  private static let endingsOnly: [String: Entry] = all.filter { !$0.value.isParticle }
  private static let longestLength = all.keys.map(\.unicodeScalars.count).max() ?? 0
  private static let afterLatinSet = Set(KoreanSuffixes.afterLatin)
}
