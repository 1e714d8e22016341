/// Strips particles and verb endings from a Korean word, leaving the noun or verb stem.
///
/// Rules (in this order, see docs/Search.md): a protected word is kept whole; otherwise the longest
/// verb ending that leaves its minimum stem is removed, then the longest particle; endings are tried
/// after the particle once more (사용하기를 → 사용하기 → 사용).
///
///     KoreanStemmer.stem("뷰를")        // "뷰"
///     KoreanStemmer.stem("복원합니다")    // "복원"
///     KoreanStemmer.stem("탐색모음과")    // "탐색모음"
///     KoreanStemmer.stem("추가")         // "추가" (protected)
public enum KoreanStemmer {
  public static func stem(_ word: String) -> String {
    var current = word
    for _ in 0..<3 {
      if KoreanSuffixes.protectedWords.contains(current) { return current }
      guard let next = strip(current) else { break }
      current = next
    }
    return current
  }

  /// The word without a particle or ending, or nil when the whole word is one ("를", "에서는"):
  /// used for Korean glued to a Latin word ("UIView를", "Mac에서는"), which is then dropped.
  public static func isOnlySuffix(_ word: String) -> Bool {
    particleSet.contains(word) || endingSet.contains(word)
  }

  private static func strip(_ word: String) -> String? {
    let length = word.count
    var best: KoreanSuffixes.Suffix?
    for suffix in ordered where word.hasSuffix(suffix.text) && length - suffix.text.count >= suffix.minimumStem {
      best = suffix
      break
    }
    guard let best else { return nil }
    return String(word.dropLast(best.text.count))
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

  private static let particleSet = Set(KoreanSuffixes.particles)
  private static let endingSet = Set(KoreanSuffixes.endings.map(\.text))
}
