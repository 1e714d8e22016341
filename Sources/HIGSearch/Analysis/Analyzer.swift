/// Turns text into search terms, the same way for indexed records and for typed queries.
///
/// Steps: fold and cut into words (`WordCutter`, over UTF-8 bytes), stem each word (`EnglishStemmer`
/// for Latin words, `KoreanStemmer` for Hangul, Han/kana kept as is), drop a particle glued to a
/// Latin word, and add Hangul bigrams over each run of space-separated Korean stems so that
/// spacing does not matter (탐색모음 ≈ 탐색 모음). docs/Search.md gives the exact rules.
///
///     Analyzer.analyze("UIPresentationController를 참조하십시오").words
///     // ["uipresentationcontroller", "참조"]
public enum Analyzer {
  /// Bumped whenever the terms produced for some text change: an index built by another version
  /// is rebuilt.
  public static let version = 6

  /// Marks a term of the bigram channel.
  public static let gramPrefix = String(Unicode.Scalar(gramPrefixByte))
  static let gramPrefixByte = UInt8(ascii: "~")

  public static func analyze(_ text: String) -> AnalyzedText {
    var cache = StemCache.oneShot
    var result = AnalyzedText()
    analyze(text, cache: &cache, into: &result)
    return result
  }

  /// The analyzer itself, over bytes: `text` is cut into folded words (`WordCutter`), each word
  /// stemmed once per cache (`StemCache`), and the terms handed to `sink` without making a
  /// `String` per term (the index builder numbers them straight from the bytes).
  static func analyze<Sink: TermSink>(_ text: String, cache: inout StemCache, into sink: inout Sink) {
    analyze(lines: [text], cache: &cache, into: &sink)
  }

  /// The same for the text made of `lines` joined by newlines, the missing ones left out (a
  /// record's Korean and English text), without making the joined string.
  static func analyze<Sink: TermSink>(lines: [String?], cache: inout StemCache, into sink: inout Sink) {
    // The cutter is moved out of the cache while its words are read (an empty one allocates
    // nothing), so stemming can update the cache meanwhile.
    var cutter = WordCutter()
    swap(&cutter, &cache.cutter)
    defer { swap(&cutter, &cache.cutter) }
    cutter.cut(lines: lines)
    // The bytes of the current run of Korean stems. Every Hangul or Han stem is made of
    // three-byte scalars, so a bigram is a six-byte slice of the run.
    var run: [UInt8] = []
    swap(&run, &cache.run)
    defer { swap(&run, &cache.run) }
    run.removeAll(keepingCapacity: true)

    cutter.folded.withUnsafeBufferPointer { folded in
      var previousScript: Script?
      for word in cutter.words {
        defer { previousScript = word.script }
        let token = UnsafeBufferPointer(rebasing: folded[word.bytes])
        let entryNumber = cache.entry(for: token, script: word.script)
        let entry = cache.entries[entryNumber]
        switch word.script {
        case .alphanumeric:
          flush(&run, into: &sink)
        case .hangul, .ideographic:
          // A particle alone carries no meaning: glued to a Latin name ("UIView를", "iOS용") or
          // detached by a translator's space ("Sheets 를", "보조 창 은").
          if entry.isDropped(after: previousScript, gap: word.gap) { continue }
          if word.gap == .punctuation || previousScript == .alphanumeric { flush(&run, into: &sink) }
          run.append(contentsOf: cache.stems[entry.stem])
        }
        guard !entry.stem.isEmpty else { continue }
        cache.stems.withUnsafeBufferPointer { stems in
          sink.word(entry: entryNumber, stem: UnsafeBufferPointer(rebasing: stems[entry.stem]), token: token, cut: word)
        }
      }
    }
    flush(&run, into: &sink)
  }

  /// Hands the bigrams of a run of Korean stems to `sink`, and empties the run.
  private static func flush<Sink: TermSink>(_ run: inout [UInt8], into sink: inout Sink) {
    let scalars = run.count / 3
    if scalars >= 2 {
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 7) { gram in
        gram[0] = gramPrefixByte
        run.withUnsafeBufferPointer { run in
          for index in 0..<(scalars - 1) {
            for byte in 0..<6 { gram[1 + byte] = run[index * 3 + byte] }
            sink.gram(UnsafeBufferPointer(gram))
          }
        }
      }
    }
    run.removeAll(keepingCapacity: true)
  }

  /// The bigram term of two scalars ("~" + both), built from UTF-8 bytes on the stack.
  static func gram(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { buffer in
      var count = 0
      for byte in gramPrefix.utf8 {
        buffer[count] = byte
        count += 1
      }
      UTF8.encode(first) { byte in
        buffer[count] = byte
        count += 1
      }
      UTF8.encode(second) { byte in
        buffer[count] = byte
        count += 1
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
    }
  }

  /// The words of a text with their stems, without the bigram channel: what highlighting needs.
  ///
  ///     Analyzer.stems("뷰를 닫기").map(\.stem)  // ["뷰", "닫기"]
  ///
  /// `stemming` can leave out, unstemmed, words the caller knows it has no use for, judged from
  /// their folded UTF-8 and script before any `String` is made of them (making a string of every
  /// word, and stemming it, was most of a snippet's cost). Leaving a word out changes no other
  /// word: the particle rule only drops words.
  public static func stems(
    _ text: String, stemming: (_ word: UnsafeBufferPointer<UInt8>, _ script: Script) -> Bool = { _, _ in true }
  ) -> [(token: Token, stem: String)] {
    var cutter = WordCutter()
    cutter.cut(text)
    var result: [(token: Token, stem: String)] = []
    var previousScript: Script?
    for word in cutter.words {
      defer { previousScript = word.script }
      let wanted = cutter.folded.withUnsafeBufferPointer { stemming(UnsafeBufferPointer(rebasing: $0[word.bytes]), word.script) }
      guard wanted else { continue }
      let token = Token(text: cutter.text(of: word), script: word.script, start: word.start, end: word.end, gap: word.gap)
      switch token.script {
      case .alphanumeric:
        result.append((token, EnglishStemmer.stem(token.text)))
      case .hangul, .ideographic:
        if let previous = previousScript, token.gap != .punctuation,
          KoreanStemmer.isOnlySuffix(token.text, afterLatin: previous == .alphanumeric)
        {
          continue
        }
        result.append((token, token.script == .hangul ? KoreanStemmer.stem(token.text) : token.text))
      }
    }
    return result
  }

  /// The bigram terms of one stem ("탐색모음" → ~탐색, ~색모, ~모음): used to highlight a word a
  /// query matched only through bigrams.
  public static func grams(ofStem stem: String) -> [String] {
    let scalars = Array(stem.unicodeScalars)
    guard scalars.count >= 2, scalars.allSatisfy({ Script.of($0) != .alphanumeric }) else { return [] }
    return (0..<(scalars.count - 1)).map { gram(scalars[$0], scalars[$0 + 1]) }
  }
}
