/// Remembers each distinct word's stem during one indexing run: texts repeat their words heavily,
/// and stemming a word (scalar arrays, suffix-table lookups) costs more than finding it again.
///
/// Keyed by the word's UTF-8 bytes (`TermTable`), since Swift's own String hashing normalises
/// non-ASCII text first.
///
///     var cache = StemCache()
///     Analyzer.analyze("뷰를 닫고 뷰를 연다", cache: &cache)  // stems 뷰를 once
public struct StemCache {
  /// A word's stem and whether the whole word is a particle or an ending (`KoreanStemmer.isOnlySuffix`).
  struct Entry {
    var stem: String
    var isOnlySuffix: Bool
  }

  /// Words numbered by `words`; a word's entry is at its number.
  private var words = TermTable()
  private var entries: [Entry] = []
  /// False for one-shot analysis (a query): nothing is looked up or stored, since each word of
  /// one short text would be stemmed about once anyway.
  private let remembers: Bool

  public init() { remembers = true }

  /// A cache that stores nothing: `Analyzer.analyze(_:)` of one text.
  static var none: StemCache { StemCache(remembers: false) }

  private init(remembers: Bool) { self.remembers = remembers }

  /// The stem of a folded `word` of `script` (Hangul and Latin words are stemmed, others kept).
  mutating func entry(for word: String, script: Script) -> Entry {
    let number = remembers ? Int(words.number(of: word)) : -1
    if number >= 0, number < entries.count { return entries[number] }
    let entry: Entry
    switch script {
    case .alphanumeric: entry = Entry(stem: EnglishStemmer.stem(word), isOnlySuffix: false)
    case .hangul: entry = Entry(stem: KoreanStemmer.stem(word), isOnlySuffix: KoreanStemmer.isOnlySuffix(word))
    case .ideographic: entry = Entry(stem: word, isOnlySuffix: KoreanStemmer.isOnlySuffix(word))
    }
    if remembers { entries.append(entry) }
    return entry
  }
}
