import HIGModel

/// Cuts a hit's text down to a snippet around the words the query matched, and marks them.
///
///     SnippetBuilder(words: ["탐색"], grams: ["~모음"], preferred: nil)
///       .snippet(for: text, queryIsKorean: true)
///     // "…포함된 경우 앱의 탐색 모음과 동일한 모양을…" with 탐색, 모음과 marked
struct SnippetBuilder {
  var preferred: Language?
  /// The widest snippet, in terminal columns: two lines of an 80-column terminal, wrapped at spaces.
  var width = 140
  /// Hashes of the query's words and bigrams: a handful each, so arrays searched in order (a `Set`
  /// of a new element type costs a scan of the runtime's conformance records in every process).
  private let wordHashes: [UInt64]
  private let gramHashes: [UInt64]
  /// The first scalar of each query word (a short list).
  private let wordInitials: [Unicode.Scalar]

  init(words: [String], grams: [String], preferred: Language?) {
    self.preferred = preferred
    wordHashes = words.map { FNV1a.hash($0.utf8) }
    gramHashes = grams.map { FNV1a.hash($0.utf8) }
    wordInitials = words.compactMap { $0.unicodeScalars.first }
  }

  /// A hit's text in the language it is shown in, with the query's words marked.
  struct Marked {
    var language: Language
    /// The text's scalars, in NFC.
    var scalars: [Unicode.Scalar]
    /// Ranges of `scalars`, in order.
    var highlights: [Range<Int>]
    /// The stem each highlight matched as.
    var stems: [String]
  }

  /// The snippet of `text`: a window of `width` columns around the first matched words, in the
  /// language `marked` picks.
  func snippet(for text: LocalizedText, queryIsKorean: Bool) -> Snippet {
    guard let marked = marked(text, queryIsKorean: queryIsKorean) else {
      return Snippet(text: "", highlights: [], language: .ko)
    }
    return cut(marked.scalars[...], highlights: marked.highlights, language: marked.language)
  }

  /// The language a hit is shown in, and its text there with the query's words marked; nil for a
  /// record with no text.
  func marked(_ text: LocalizedText, queryIsKorean: Bool) -> Marked? {
    var best: Marked?
    // A Korean query shows the Korean text whenever the record has one, even when its words were
    // found through the English (a concept's English name, the glossary): that is what the reader
    // asked in. Otherwise the first language with a highlighted word wins.
    let order: [Language] = preferred.map { [$0] } ?? (queryIsKorean ? [.ko, .en] : [.en, .ko])
    let tried = preferred == nil && queryIsKorean && text.ko != nil ? [.ko] : order + Language.allCases
    for language in tried where best == nil || best!.highlights.isEmpty {
      guard let value = text[language] else { continue }
      let found = marks(in: value)
      if best == nil || (best!.highlights.isEmpty && !found.highlights.isEmpty) {
        best = Marked(language: language, scalars: found.scalars, highlights: found.highlights, stems: found.stems)
      }
    }
    return best
  }

  /// `value`'s scalars in NFC, the ranges of them that match the query, and each one's stem.
  func marks(in value: String) -> (scalars: [Unicode.Scalar], highlights: [Range<Int>], stems: [String]) {
    let scalars = Array(TextNormalizer.nfc(value).unicodeScalars)
    let matched = Analyzer.stems(value, stemming: mayMatch).filter { token, stem in
      matches(stem)
    }
    return (scalars, matched.map { $0.token.start..<$0.token.end }, matched.map { $0.stem })
  }

  /// Whether a stem is a query word, or (for Korean) holds one of the query's bigrams. Compares
  /// term hashes, not strings (see `TermKey`); a collision could only mark one extra word.
  private func matches(_ stem: String) -> Bool {
    if wordHashes.contains(FNV1a.hash(stem.utf8)) { return true }
    var previous: Unicode.Scalar?
    for scalar in stem.unicodeScalars {
      if let previous, gramHashes.contains(TermKey.gramHash(previous, scalar)) { return true }
      previous = scalar
    }
    return false
  }

  /// Unicode's White_Space, with ASCII and Hangul syllables answered without the property lookup.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
    if Hangul.isSyllable(scalar) { return false }
    return scalar.properties.isWhitespace
  }

  /// Whether a word (its folded UTF-8) could match at all, judged without stemming it: a Hangul or
  /// Han word's stem is a prefix of the word, so it can match only if some query word is a prefix
  /// of it or it holds a query bigram. (Stemming every word of ten hits was a tenth of a `hig
  /// search` process.)
  private func mayMatch(_ word: UnsafeBufferPointer<UInt8>, _ script: Script) -> Bool {
    var bytes = word.makeIterator()
    var decoder = UTF8()
    // A Latin stem keeps its word's first letter (only the end changes, and apostrophes go).
    guard script != .alphanumeric else {
      guard case .scalarValue(let first) = decoder.decode(&bytes) else { return false }
      return wordInitials.contains(first)
    }
    var prefix = FNV1a.seed
    var previous: Unicode.Scalar?
    while case .scalarValue(let scalar) = decoder.decode(&bytes) {
      prefix = FNV1a.hash(UTF8.encode(scalar)!, seed: prefix)
      if wordHashes.contains(prefix) { return true }
      if let previous, gramHashes.contains(TermKey.gramHash(previous, scalar)) { return true }
      previous = scalar
    }
    return false
  }

  /// A window of `scalars` at most `width` columns wide, a little before its first highlight and
  /// at word boundaries, with "…" where text was left out; `highlights` are offsets into
  /// `scalars` (which may be a slice of a longer text).
  func cut(_ scalars: ArraySlice<Unicode.Scalar>, highlights: [Range<Int>], language: Language) -> Snippet {
    let base = scalars.startIndex
    var start = base
    if let first = highlights.first {
      // Start a little before the first match, but no later than leaves the window full.
      start = first.lowerBound
      var before = 0
      var after = 0
      for scalar in scalars[start...] { after += TerminalWidth.of(scalar) }
      while start > base, before < width / 4 || before + after < width {
        start -= 1
        before += TerminalWidth.of(scalars[start])
      }
      // At a word's start: the next one, so that the window still reaches as far.
      while start > base, start < first.lowerBound, !SnippetBuilder.isWhitespace(scalars[start - 1]) { start += 1 }
    }
    var end = start
    var used = 0
    while end < scalars.endIndex, used + TerminalWidth.of(scalars[end]) <= width {
      used += TerminalWidth.of(scalars[end])
      end += 1
    }
    let half = start + (end - start) / 2
    while end < scalars.endIndex, end > half, !SnippetBuilder.isWhitespace(scalars[end]) { end -= 1 }
    let prefix = start > base ? "…" : ""
    let suffix = end < scalars.endIndex ? "…" : ""
    let body = scalars[start..<end].map { SnippetBuilder.isWhitespace($0) ? " " as Unicode.Scalar : $0 }
    let shift = prefix.unicodeScalars.count - start
    let shown = highlights.filter { $0.lowerBound >= start && $0.upperBound <= end }
      .map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
    return Snippet(text: prefix + String(scalars: body[...]) + suffix, highlights: shown, language: language)
  }
}
