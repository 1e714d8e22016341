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
  /// Per side, the other sides' texts its words hold (`implied[impliedStarts[s]..<impliedStarts[s + 1]]`);
  /// empty unless the pairs are concept names.
  private var impliedStarts: [Int] = []
  private var implied: [Int] = []

  /// Pairs from the knowledge base's glossary (extracted and curated) and the topic catalog's
  /// bilingual titles.
  init(knowledgeBase: KnowledgeBase) {
    var seen: Set<[String]> = []
    var sources: [(String, String)] = knowledgeBase.glossary.map { ($0.ko, $0.en) }
    for topic in knowledgeBase.topics {
      if let ko = topic.title.ko, let en = topic.title.en { sources.append((ko, en)) }
    }
    var cache = StemCache()
    var koreanSides: [(words: [String], other: String)] = []
    var englishSides: [(words: [String], other: String)] = []
    for (ko, en) in sources {
      let koWords = GlossaryPairs.analyzedWords(ko, cache: &cache)
      let enWords = GlossaryPairs.analyzedWords(en, cache: &cache)
      // A Korean side the analyzer shortens no longer names the term.
      guard !koWords.isEmpty, !enWords.isEmpty, koWords.count >= GlossaryPairs.wordCount(ko),
        seen.insert(koWords + ["\u{0}"] + enWords).inserted
      else { continue }
      koreanSides.append((koWords, enWords.joined(separator: " ")))
      englishSides.append((enWords, koWords.joined(separator: " ")))
    }
    self.init(sides: koreanSides, then: englishSides)
  }

  /// Every name of every concept of `terminology` (Korean and English, as `ConceptIndex.names`
  /// lists them) as a side whose other side is the concept's index term ("#tab-bar"): what the
  /// index matches in records for the terminology channel.
  init(conceptNames names: [(words: [String], concept: String)]) {
    self.init(sides: names.map { ($0.words, $0.concept) }, then: [])
    // A name holding other concepts' names names those too: a record saying 사용자 설정 키보드
    // 단축키 (a heading harvested as a concept of its own) still names the keyboard shortcut and
    // "custom", which a query for either asks for. (Not so for the glossary's pairs: there the
    // other language's words would count twice.)
    var byWords: [ArraySlice<Int32>: [Int]] = [:]
    for side in sides { byWords[sideWords[side.start..<(side.start + side.count)], default: []].append(side.other) }
    impliedStarts = [0]
    for side in sides {
      var implied: [Int] = []
      if side.count > 2 {
        for length in stride(from: side.count - 1, through: 2, by: -1) {
          for start in side.start...(side.start + side.count - length) {
            for other in byWords[sideWords[start..<(start + length)]] ?? [] where other != side.other && !implied.contains(other) {
              implied.append(other)
            }
          }
        }
      }
      self.implied += implied
      impliedStarts.append(self.implied.count)
    }
  }

  /// Sides in two groups: per first word, the first group's sides are tried before the second's.
  private init(sides first: [(words: [String], other: String)], then second: [(words: [String], other: String)]) {
    var textNumbers: [String: Int] = [:]
    var byStart: [[[Int]]] = [[], []]
    for (group, list) in [first, second].enumerated() {
      for entry in list {
        let other: Int
        if let number = textNumbers[entry.other] {
          other = number
        } else {
          texts.append(entry.other)
          other = texts.count - 1
          textNumbers[entry.other] = other
        }
        sides.append(Side(start: sideWords.count, count: entry.words.count, other: other))
        sideWords += entry.words.map { words.number(of: $0) }
        while byStart[0].count < words.count {
          byStart[0].append([])
          byStart[1].append([])
        }
        byStart[group][Int(sideWords[sides[sides.count - 1].start])].append(sides.count - 1)
      }
    }
    for word in byStart[0].indices {
      candidates += byStart[0][word] + byStart[1][word]
      candidateStarts.append(candidates.count)
    }
  }

  /// The analyzed words of `text` (one stem cache for all: a fresh one per text cost more than the analysis).
  static func analyzedWords(_ text: String, cache: inout StemCache) -> [String] {
    var analyzed = AnalyzedText()
    Analyzer.analyze(text, cache: &cache, into: &analyzed)
    return analyzed.words
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
        if !impliedStarts.isEmpty {
          for other in implied[impliedStarts[candidate]..<impliedStarts[candidate + 1]] where !found.contains(other) {
            found.append(other)
          }
        }
      }
      for text in found { result.append(texts[text]) }
      start += max(1, longest)
    }
    return result
  }
}
