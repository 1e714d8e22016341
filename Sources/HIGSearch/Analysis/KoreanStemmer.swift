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
    guard let first = strip(word, from: ordered) else { return word }
    let stripped = String(word.dropLast(first.text.count))
    guard particleSet.contains(first.text), !KoreanSuffixes.protectedWords.contains(stripped),
      let second = strip(stripped, from: orderedEndings)
    else { return stripped }
    return String(stripped.dropLast(second.text.count))
  }

  /// True when the whole word is a particle or an ending ("를", "에서는", "할"): such a word, glued
  /// to a Latin word ("UIView를") or standing alone ("Sheets 를", "보조 창 은"), is dropped.
  public static func isOnlySuffix(_ word: String) -> Bool {
    particleSet.contains(word) || endingSet.contains(word) || afterLatinSet.contains(word)
  }

  /// The longest suffix in `suffixes` (sorted longest first) that `word` ends with and that leaves
  /// its minimum stem.
  private static func strip(_ word: String, from suffixes: [KoreanSuffixes.Suffix]) -> KoreanSuffixes.Suffix? {
    let length = word.count
    return suffixes.first { word.hasSuffix($0.text) && length - $0.text.count >= $0.minimumStem }
  }

  /// Particles and endings together, longest first; at equal length endings first (할수 before 수).
  private static let ordered: [KoreanSuffixes.Suffix] = {
    let all = KoreanSuffixes.endings + KoreanSuffixes.particleSuffixes
    var seen: Set<String> = []
    return all.filter { seen.insert($0.text).inserted }.enumerated()
      .sorted { lhs, rhs in
        lhs.element.text.count != rhs.element.text.count
          ? lhs.element.text.count > rhs.element.text.count : lhs.offset < rhs.offset
      }
      .map(\.element)
  }()

  private static let orderedEndings = ordered.filter { endingSet.contains($0.text) }
  private static let afterLatinSet = Set(KoreanSuffixes.afterLatin)
  private static let particleSet = Set(KoreanSuffixes.particles)
  private static let endingSet = Set(KoreanSuffixes.endings.map(\.text))
}
