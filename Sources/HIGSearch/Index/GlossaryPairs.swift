import HIGModel

/// Finds which bilingual term pairs a record uses and yields the other language's side, for the
/// index's glossary field: a Korean record that says 창 gets "window" so English queries find it.
///
/// Words are compared by number: every word of every pair's sides is numbered once here, and the
/// index builder looks each distinct stem of the records up once (`wordNumber(of:)`).
///
///     pairs.equivalents(of: [pairs.wordNumber("보조"), pairs.wordNumber("창")])  // ["auxiliary window"]
struct GlossaryPairs {
  struct Pair {
    var ko: [Int32]
    var en: [Int32]
    /// Each side's words joined by spaces, as a number in `texts`.
    var koText: Int
    var enText: Int
  }

  private var pairs: [Pair] = []
  /// Every word of every pair's sides.
  private var words = TermTable()
  private var texts: [String] = []
  /// Per word's number, the pairs whose Korean side, and whose English side, start with it.
  private var byKoreanStart: [[Int]] = []
  private var byEnglishStart: [[Int]] = []

  /// Pairs from the knowledge base's glossary (extracted and curated) and the topic catalog's
  /// bilingual titles.
  init(knowledgeBase: KnowledgeBase) {
    var seen: Set<[String]> = []
    var textNumbers: [String: Int] = [:]
    var sources: [(String, String)] = knowledgeBase.glossary.map { ($0.ko, $0.en) }
    for topic in knowledgeBase.topics {
      if let ko = topic.title.ko, let en = topic.title.en { sources.append((ko, en)) }
    }
    func text(_ sideWords: [String]) -> Int {
      let joined = sideWords.joined(separator: " ")
      if let number = textNumbers[joined] { return number }
      texts.append(joined)
      textNumbers[joined] = texts.count - 1
      return texts.count - 1
    }
    // One stem cache for all pairs: a fresh one per text cost more than the analysis.
    var cache = StemCache()
    func analyzedWords(_ text: String) -> [String] {
      var analyzed = AnalyzedText()
      Analyzer.analyze(text, cache: &cache, into: &analyzed)
      return analyzed.words
    }
    for (ko, en) in sources {
      let koWords = analyzedWords(ko)
      let enWords = analyzedWords(en)
      guard !koWords.isEmpty, !enWords.isEmpty, seen.insert(koWords + ["\u{0}"] + enWords).inserted else { continue }
      let pair = Pair(
        ko: koWords.map { words.number(of: $0) }, en: enWords.map { words.number(of: $0) }, koText: text(koWords),
        enText: text(enWords))
      while byKoreanStart.count < words.count {
        byKoreanStart.append([])
        byEnglishStart.append([])
      }
      byKoreanStart[Int(pair.ko[0])].append(pairs.count)
      byEnglishStart[Int(pair.en[0])].append(pairs.count)
      pairs.append(pair)
    }
  }

  /// The number of a word (a stem's UTF-8) among the pairs' words, or -1.
  func wordNumber(of stem: UnsafeBufferPointer<UInt8>) -> Int32 {
    words.existingNumber(ofBytes: stem) ?? -1
  }

  /// The other language's side of the pairs found in `words` (a record's words in both
  /// languages, as `wordNumber(of:)`s), once per occurrence, one per line. Matching is greedy and
  /// longest-first, as a tokenizer would: "보조 창" yields "auxiliary window" only, not also
  /// "window" for its 창.
  func equivalents(of words: [Int32]) -> [String?] {
    var result: [String?] = []
    var found: [Int] = []
    var start = 0
    while start < words.count {
      let first = Int(words[start])
      guard first >= 0 else {
        start += 1
        continue
      }
      // Several pairs may share a side (창 → window, 작업 → task and action): all of them count.
      var longest = 0
      found.removeAll(keepingCapacity: true)
      match(byKoreanStart[first], english: false, in: words, at: start, longest: &longest, found: &found)
      match(byEnglishStart[first], english: true, in: words, at: start, longest: &longest, found: &found)
      for text in found { result.append(texts[text]) }
      start += max(1, longest)
    }
    return result
  }

  /// Adds to `found` the other side's text of each of `candidates` whose side (English or
  /// Korean) `words` has at `start`, keeping only the longest sides.
  private func match(
    _ candidates: [Int], english: Bool, in words: [Int32], at start: Int, longest: inout Int, found: inout [Int]
  ) {
    for index in candidates {
      let side = english ? pairs[index].en : pairs[index].ko
      guard side.count >= longest, start + side.count <= words.count,
        words[start..<(start + side.count)].elementsEqual(side)
      else { continue }
      let other = english ? pairs[index].koText : pairs[index].enText
      if side.count > longest {
        longest = side.count
        found.removeAll(keepingCapacity: true)
      }
      if !found.contains(other) { found.append(other) }
    }
  }
}
