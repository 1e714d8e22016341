/// Remembers each distinct word's stem during one indexing run (texts repeat their words heavily,
/// and stemming a word costs more than finding it again), and holds the buffers analysis reuses.
///
/// Keyed by the word's folded UTF-8 bytes (`TermTable`); a word's entry is at its number, so the
/// index builder keeps what it learns per word (its term number) in arrays beside it.
///
///     var cache = StemCache()
///     Analyzer.analyze("뷰를 닫고 뷰를 연다", cache: &cache, into: &sink)  // stems 뷰를 once
public struct StemCache {
  /// A word's stem (bytes in `stems`) and whether the whole word is a particle or an ending, and
  /// whether it is one after a Latin word (`KoreanStemmer.isOnlySuffix`).
  struct Entry {
    var stem: Range<Int>
    var isOnlySuffix: Bool
    var isOnlySuffixAfterLatin: Bool

    /// Whether the word is dropped after a word of `previous` script (`Analyzer`'s step 5).
    func isDropped(after previous: Script?, gap: Token.Gap) -> Bool {
      guard let previous, gap != .punctuation else { return false }
      return previous == .alphanumeric ? isOnlySuffixAfterLatin : isOnlySuffix
    }
  }

  /// Words numbered by `words`; a word's entry is at its number. Nil for one-shot analysis (a
  /// query): each word of one short text would be stemmed about once anyway, so every word gets
  /// an entry of its own and no table is built.
  private var words: TermTable?
  private(set) var entries: [Entry] = []
  /// The stems' UTF-8 bytes, back to back.
  private(set) var stems: [UInt8] = []
  /// The tokenizer and its buffers, reused from text to text.
  var cutter = WordCutter()
  /// The analyzer's run of Korean stems, reused likewise.
  var run: [UInt8] = []

  public init() { self.init(remembering: true) }

  private init(remembering: Bool) { words = remembering ? TermTable() : nil }

  /// Calls `body` with each word met so far made of three or more ASCII letters, and its stem:
  /// the English words the loanword table reads (`LoanwordIndex`).
  func forEachLatinWord(_ body: (_ word: String, _ stem: String) -> Void) {
    guard let words else { return }
    for number in 0..<Int32(words.count) {
      let word = words.withBytes(of: number) { bytes -> String? in
        guard bytes.count >= 3, bytes.allSatisfy({ (0x61...0x7A).contains($0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
      }
      guard let word else { continue }
      body(word, String(decoding: stems[entries[Int(number)].stem], as: UTF8.self))
    }
  }

  /// A cache for one short text, which remembers nothing (`Analyzer.analyze(_:)`).
  static var oneShot: StemCache { StemCache(remembering: false) }

  /// The number of the entry of a folded `word` of `script` (Hangul and Latin words are stemmed,
  /// others kept), stemming it the first time it is met.
  mutating func entry(for word: UnsafeBufferPointer<UInt8>, script: Script) -> Int {
    let number = words?.number(ofBytes: word) ?? Int32(entries.count)
    if number < entries.count { return Int(number) }
    // Stemming works on Strings: it runs once per distinct word.
    let text = String(decoding: word, as: UTF8.self)
    let stem: String
    var isOnlySuffix = false
    var isOnlySuffixAfterLatin = false
    switch script {
    case .alphanumeric: stem = EnglishStemmer.stem(text)
    case .hangul, .ideographic:
      stem = script == .hangul ? KoreanStemmer.stem(text) : text
      isOnlySuffix = KoreanStemmer.isOnlySuffix(text, afterLatin: false)
      isOnlySuffixAfterLatin = KoreanStemmer.isOnlySuffix(text, afterLatin: true)
    }
    let start = stems.count
    stems.append(contentsOf: stem.utf8)
    entries.append(
      Entry(stem: start..<stems.count, isOnlySuffix: isOnlySuffix, isOnlySuffixAfterLatin: isOnlySuffixAfterLatin))
    return Int(number)
  }
}
