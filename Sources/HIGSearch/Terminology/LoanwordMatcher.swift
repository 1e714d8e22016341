/// Finds the English words a Hangul word transliterates, so a loanword with no glossary or
/// terminology entry still meets the English text of a bilingual record: 슬라이더 finds "slider",
/// 스크롤 "scroll", 팝오버 "popover", 위젯 "widget".
///
/// A Hangul word matches an English word when its reading (`HangulReading`) is one of the English
/// word's readings (`EnglishReading`): the same consonants in the same order, and between them
/// vowels the English letters can stand for. Words are bucketed by their consonants, so a lookup
/// compares a few candidates, not the vocabulary.
///
/// Ordinary Korean words must not turn into noise (사용, 화면, 설정 match nothing), so a Hangul word
/// needs two syllables and two consonant sounds (or three syllables), English function words
/// ("which" would read as 위치) are never matched, and the match is exact, not approximate.
/// `Tests/HIGSearchTests/Fixtures/loanwords.tsv` measures it (`hig-bench loanwords`).
///
///     let matcher = LoanwordMatcher(vocabulary: ["slider", "which", "scroll", "sliders"])
///     matcher.matches(for: "슬라이더")  // ["slider", "sliders"]
///     matcher.matches(for: "위치")      // []
///     matcher.matches(for: "사용")      // []
public struct LoanwordMatcher: Sendable {
  private var words: [String] = []
  private var readings: [[[String]]] = []
  /// Word numbers by the consonants of a reading ("slt" → slider).
  private var bySkeleton: [String: [Int]] = [:]

  /// `vocabulary`: English words as texts write them (any case; repeats are ignored).
  public init<Words: Sequence>(vocabulary: Words) where Words.Element == String {
    var seen: Set<String> = []
    for word in vocabulary {
      let lowered = word.lowercased()
      guard !LoanwordMatcher.functionWords.contains(lowered), seen.insert(lowered).inserted,
        let sounds = EnglishReading.sounds(lowered)
      else { continue }
      let number = words.count
      words.append(lowered)
      readings.append(sounds)
      for skeleton in LoanwordMatcher.skeletons(of: sounds) { bySkeleton[skeleton, default: []].append(number) }
    }
  }

  /// The number of English words kept from the vocabulary (function words and words that are not
  /// plain letters are left out).
  public var count: Int { words.count }

  /// The vocabulary's words `hangul` transliterates, in vocabulary order; empty for a word that
  /// is not Hangul or too short to tell a loanword from an ordinary word.
  public func matches(for hangul: String) -> [String] {
    guard let phonemes = LoanwordReading.candidate(hangul) else { return [] }
    let skeleton = LoanwordReading.skeleton(phonemes)
    return (bySkeleton[skeleton] ?? []).filter { LoanwordReading.reads(phonemes, readings[$0]) }.map { words[$0] }
  }

  /// True when `hangul` transliterates `english` ("슬라이더", "slider").
  public static func matches(_ hangul: String, _ english: String) -> Bool {
    guard let phonemes = LoanwordReading.candidate(hangul), !functionWords.contains(english.lowercased()),
      let sounds = EnglishReading.sounds(english.lowercased())
    else { return false }
    return LoanwordReading.reads(phonemes, sounds)
  }

  /// The consonant places the readings can have; at most 32 (English words have few consonants
  /// with two readings: c, g, ch, th, s).
  static func skeletons(of sounds: [[String]]) -> [String] {
    var skeletons: Set<String> = [""]
    for alternatives in sounds {
      let consonants = Set(alternatives.map { LoanwordReading.skeleton(Array($0)) })
      guard consonants != [""] else { continue }
      skeletons = Set(skeletons.flatMap { prefix in consonants.map { prefix + $0 } })
      if skeletons.count > 32 { break }
    }
    return skeletons.sorted()
  }

  /// English words that are never loanwords, and whose readings would meet ordinary Korean words
  /// (which → 위치, where → 웨어, this → 디스).
  static let functionWords: Set<String> = [
    "the", "and", "but", "for", "nor", "yet", "not", "any", "all", "are", "was", "were", "been", "being", "has",
    "have", "had", "having", "does", "did", "doing", "done", "can", "could", "will", "would", "shall", "should",
    "may", "might", "must", "its", "his", "her", "hers", "him", "she", "they", "them", "their", "theirs", "you",
    "your", "yours", "our", "ours", "who", "whom", "whose", "which", "what", "when", "where", "why", "how", "while",
    "this", "that", "these", "those", "there", "here", "then", "than", "thus", "with", "without", "within", "from",
    "into", "onto", "upon", "about", "above", "below", "over", "under", "after", "before", "between", "through",
    "during", "since", "until", "each", "every", "some", "such", "more", "most", "many", "much", "other",
    "another", "same", "too", "very", "also", "just", "only", "even", "still", "both", "either", "neither", "own",
    "one", "two", "three", "off", "out", "down", "again", "once", "because", "though", "although", "whether",
    "unless", "per", "via", "let", "lets", "get", "gets", "got", "use", "uses", "used", "using", "make", "makes",
    "made", "like", "well", "way", "ways", "new", "few", "less", "least", "instead", "rather", "often", "always",
    "never", "already", "usually", "generally", "typically",
  ]
}
