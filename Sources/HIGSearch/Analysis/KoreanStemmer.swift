import HIGModel

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
    guard let first = longestSuffix(of: scalars[...], endingsOnly: false) else { return word }
    let stripped = scalars.dropLast(first.length)
    guard first.isParticle, !isProtected(stripped), let second = longestSuffix(of: stripped, endingsOnly: true) else {
      return String(scalars: stripped)
    }
    return String(scalars: stripped.dropLast(second.length))
  }

  /// True when the whole word is a particle or an ending ("를", "에서는", "할"), or, after a Latin
  /// word (`afterLatin`), a suffix that follows Latin names (`KoreanSuffixes.afterLatin`: "iOS용",
  /// "Mac 형식"): such a word, glued to the word before it ("UIView를") or standing alone after it
  /// ("Sheets 를", "보조 창 은"), is dropped. After a Hangul word 형식 is a word ("모달 형식").
  public static func isOnlySuffix(_ word: String, afterLatin: Bool) -> Bool {
    guard let key = key(word.unicodeScalars), let entry = table.entries[key] else { return false }
    return entry.endingMinimumStem != nil || entry.isParticle || (afterLatin && entry.followsLatin)
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
  private static func key(_ scalars: some Collection<Unicode.Scalar>) -> Key? {
    var key = Key()
    var count = 0
    for scalar in scalars {
      count += 1
      guard count <= 8 else { return nil }
      guard Hangul.isSyllable(scalar) else { return nil }
      key.high = key.high << 16 | key.low >> 48
      key.low = key.low << 16 | UInt64(scalar.value - Hangul.syllables.lowerBound + 1)
    }
    return key
  }

  private static func isProtected(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
    key(scalars).flatMap { table.entries[$0] }?.isProtected ?? false
  }

  /// The longest suffix of `word` (an ending or a particle, or only an ending) that leaves its
  /// minimum stem, found by looking up the word's last 1…n syllables (longest first) rather than
  /// testing every suffix. Where a suffix is both, the ending's rule wins.
  private static func longestSuffix(of word: ArraySlice<Unicode.Scalar>, endingsOnly: Bool) -> Match? {
    var length = min(table.longestSuffix, word.count - 1)
    while length >= 1 {
      if let key = key(word.suffix(length)), let entry = table.entries[key] {
        if let minimumStem = entry.endingMinimumStem {
          if word.count - length >= minimumStem { return Match(length: length, isParticle: false) }
        } else if entry.isParticle, !endingsOnly, word.count - length >= 1 {
          return Match(length: length, isParticle: true)
        }
      }
      length -= 1
    }
    return nil
  }

  /// What one run of syllables is in KoreanSuffixes' lists (a few are in more than one: 하기 is
  /// an ending and a protected word).
  private struct Entry {
    var endingMinimumStem: Int?
    var isParticle = false
    var isProtected = false
    var followsLatin = false

    /// An ending listed twice keeps its first rule.
    mutating func addEnding(minimumStem: Int) {
      if endingMinimumStem == nil { endingMinimumStem = minimumStem }
    }
  }

  /// All four lists in one dictionary, built in one pass: every table and every generic type a
  /// process sets up is paid again by each `hig search`.
  private struct Table {
    var entries: [Key: Entry]
    var longestSuffix = 0

    init() {
      let lists = KoreanSuffixes.self
      let count = lists.endings.count + lists.particles.count + lists.protectedWords.count + lists.afterLatin.count
      entries = Dictionary(minimumCapacity: count)
      // One hash lookup per word (`default:` modifies in place): this table is built by every
      // `hig search`.
      for ending in lists.endings {
        guard let key = key(ending.text, suffix: true) else { continue }
        entries[key, default: Entry()].addEnding(minimumStem: ending.minimumStem)
      }
      for particle in lists.particles {
        if let key = key(particle, suffix: true) { entries[key, default: Entry()].isParticle = true }
      }
      for word in lists.protectedWords {
        if let key = key(word, suffix: false) { entries[key, default: Entry()].isProtected = true }
      }
      for suffix in lists.afterLatin {
        if let key = key(suffix, suffix: false) { entries[key, default: Entry()].followsLatin = true }
      }
    }

    /// The key of `text`; suffixes count towards the longest one.
    private mutating func key(_ text: String, suffix: Bool) -> Key? {
      guard let key = KoreanStemmer.key(text.unicodeScalars) else { return nil }
      if suffix { longestSuffix = max(longestSuffix, text.unicodeScalars.count) }
      return key
    }
  }

  private static let table = Table()
}
