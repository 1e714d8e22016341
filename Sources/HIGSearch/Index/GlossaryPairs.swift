import HIGModel

/// Finds which bilingual term pairs a record uses and yields the other language's side, for the
/// index's glossary field: a Korean record that says 창 gets "window" so English queries find it.
///
/// Words are compared by number: every word of every pair's sides is numbered once here, and the
/// index builder looks each distinct stem of the records up once (`wordNumber(of:)`).
///
///     pairs.equivalents(of: [pairs.wordNumber("보조"), pairs.wordNumber("창")])  // ["auxiliary window"]
struct GlossaryPairs {
  /// One side of a pair: its words in `sideWords`, and the other side's text (a number in `texts`).
  struct Side {
    var start: Int
    var count: Int
    var other: Int
  }

  /// Every word of every pair's sides.
  private var words = TermTable()
  private var texts: [String] = []
  // Flat arrays, no array per pair or per word: both indexing workers read them at once, and
  // retaining shared nested arrays made their cores fight over the reference counts.
  private var sides: [Side] = []
  private var sideWords: [Int32] = []
  /// Per word's number, the sides that start with it (`candidates[candidateStarts[w]..<
  /// candidateStarts[w + 1]]`): Korean sides first, then English ones, each in the pairs' order.
  private var candidateStarts: [Int] = [0]
  private var candidates: [Int] = []

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
    // Per word's number, the Korean and the English sides starting with it.
    var byKoreanStart: [[Int]] = []
    var byEnglishStart: [[Int]] = []
    func side(_ sideWords: [String], other: [String]) -> Int {
      sides.append(Side(start: self.sideWords.count, count: sideWords.count, other: text(other)))
      self.sideWords += sideWords.map { words.number(of: $0) }
      while byKoreanStart.count < words.count {
        byKoreanStart.append([])
        byEnglishStart.append([])
      }
      return sides.count - 1
    }
    for (ko, en) in sources {
      let koWords = analyzedWords(ko)
      let enWords = analyzedWords(en)
      // A Korean side the analyzer shortens no longer names the term: "모달 형식" (modality) loses
      // 형식 as a suffix and would pair every 모달 (modal) with "modality".
      guard !koWords.isEmpty, !enWords.isEmpty, koWords.count >= GlossaryPairs.wordCount(ko),
        seen.insert(koWords + ["\u{0}"] + enWords).inserted
      else { continue }
      let koSide = side(koWords, other: enWords)
      let enSide = side(enWords, other: koWords)
      byKoreanStart[Int(sideWords[sides[koSide].start])].append(koSide)
      byEnglishStart[Int(sideWords[sides[enSide].start])].append(enSide)
    }
    for word in byKoreanStart.indices {
      candidates += byKoreanStart[word] + byEnglishStart[word]
      candidateStarts.append(candidates.count)
    }
  }

  /// The words of a pair's side as written, split at whitespace.
  static func wordCount(_ side: String) -> Int {
    side.split(whereSeparator: \.isWhitespace).count
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
      // Several pairs may share a side (창 → window, 작업 → task and action): all of them count,
      // but only the longest sides found here.
      var longest = 0
      found.removeAll(keepingCapacity: true)
      for candidate in candidates[candidateStarts[first]..<candidateStarts[first + 1]] {
        let side = sides[candidate]
        guard side.count >= longest, start + side.count <= words.count,
          words[start..<(start + side.count)].elementsEqual(sideWords[side.start..<(side.start + side.count)])
        else { continue }
        if side.count > longest {
          longest = side.count
          found.removeAll(keepingCapacity: true)
        }
        if !found.contains(side.other) { found.append(side.other) }
      }
      for text in found { result.append(texts[text]) }
      start += max(1, longest)
    }
    return result
  }
}
