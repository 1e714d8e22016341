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
    let scalars = Array(word.unicodeScalars)
    if isProtected(scalars[...]) { return word }
    guard let first = longestSuffix(of: scalars[...], in: all) else { return word }
    let stripped = scalars.dropLast(first.length)
    guard first.isParticle, !isProtected(stripped), let second = longestSuffix(of: stripped, in: endingsOnly) else {
      return String(scalars: stripped)
    }
    return String(scalars: stripped.dropLast(second.length))
  }

  /// True when the whole word is a particle or an ending ("를", "에서는", "할"): such a word, glued
  /// to a Latin word ("UIView를") or standing alone ("Sheets 를", "보조 창 은"), is dropped.
  public static func isOnlySuffix(_ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars)[...]
    guard let key = key(scalars) else { return false }
    return all[key] != nil || afterLatinSet.contains(key)
  }

  /// A suffix found in a word: how many syllables it has and whether it is a particle.
  private struct Match {
    var length: Int
    var isParticle: Bool
  }

  /// Up to eight Hangul syllables packed into two integers, so table lookups hash integers instead
  /// of (slow to hash) non-ASCII strings.
  private struct Key: Hashable {
    var high: UInt64 = 0
    var low: UInt64 = 0
  }

  /// The key of a run of Hangul syllables; nil for anything else or a run longer than eight.
  private static func key(_ scalars: ArraySlice<Unicode.Scalar>) -> Key? {
    guard scalars.count <= 8 else { return nil }
    var key = Key()
    for scalar in scalars {
      guard (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
      key.high = key.high << 16 | key.low >> 48
      key.low = key.low << 16 | UInt64(scalar.value - 0xAC00 + 1)
    }
    return key
  }

  private static func key(_ text: String) -> Key? { key(Array(text.unicodeScalars)[...]) }

  private static func isProtected(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
    key(scalars).map(protectedSet.contains) ?? false
  }

  /// The longest suffix of `word` in `table` that leaves its minimum stem, found by looking up the
  /// word's last 1…n syllables (longest first) rather than testing every suffix.
  private static func longestSuffix(of word: ArraySlice<Unicode.Scalar>, in table: [Key: Entry]) -> Match? {
    var length = min(longestLength, word.count - 1)
    while length >= 1 {
      if let key = key(word.suffix(length)), let entry = table[key], word.count - length >= entry.minimumStem {
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
  private static let all: [Key: Entry] = {
    // Reserved up front: growing a dictionary rehashes every key, a cost each `hig search` pays.
    var table: [Key: Entry] = Dictionary(minimumCapacity: KoreanSuffixes.endings.count + KoreanSuffixes.particles.count)
    for ending in KoreanSuffixes.endings {
      guard let key = key(ending.text), table[key] == nil else { continue }
      table[key] = Entry(minimumStem: ending.minimumStem, isParticle: false)
    }
    for particle in KoreanSuffixes.particles {
      guard let key = key(particle), table[key] == nil else { continue }
      table[key] = Entry(minimumStem: 1, isParticle: true)
    }
    return table
  }()

  private static let endingsOnly: [Key: Entry] = all.filter { !$0.value.isParticle }
  private static let longestLength =
    (KoreanSuffixes.endings.map(\.text) + KoreanSuffixes.particles).map(\.unicodeScalars.count).max() ?? 0
  private static let afterLatinSet = Set(KoreanSuffixes.afterLatin.compactMap(key))
  private static let protectedSet = Set(KoreanSuffixes.protectedWords.compactMap(key))
}
