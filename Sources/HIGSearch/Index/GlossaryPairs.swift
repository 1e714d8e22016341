import HIGModel

/// Finds which bilingual term pairs a record uses and yields the other language's side, for the
/// index's glossary field: a Korean record that says 창 gets "window" so English queries find it.
///
///     GlossaryPairs(pairs: [("창", "window")]).equivalents(koWords: ["보조", "창"], enWords: [])
///     // ["window"]
struct GlossaryPairs {
  struct Pair {
    var ko: [String]
    var en: [String]
  }

  private var pairs: [Pair] = []
  /// The first words of the pairs' sides, numbered (a record's words are looked up per word).
  private var firstWords = TermTable()
  /// Per first word's number, the pairs whose Korean side, and whose English side, start with it.
  private var byKoreanStart: [[Int]] = []
  private var byEnglishStart: [[Int]] = []

  /// Pairs from the knowledge base's glossary (extracted and curated) and the topic catalog's
  /// bilingual titles.
  init(knowledgeBase: KnowledgeBase) {
    var seen: Set<[String]> = []
    var sources: [(String, String)] = knowledgeBase.glossary.map { ($0.ko, $0.en) }
    for topic in knowledgeBase.topics {
      if let ko = topic.title.ko, let en = topic.title.en { sources.append((ko, en)) }
    }
    for (ko, en) in sources {
      let koWords = Analyzer.analyze(ko).words
      let enWords = Analyzer.analyze(en).words
      guard !koWords.isEmpty, !enWords.isEmpty, seen.insert(koWords + ["\u{0}"] + enWords).inserted else { continue }
      let koFirst = Int(firstWords.number(of: koWords[0]))
      let enFirst = Int(firstWords.number(of: enWords[0]))
      while byKoreanStart.count < firstWords.count {
        byKoreanStart.append([])
        byEnglishStart.append([])
      }
      byKoreanStart[koFirst].append(pairs.count)
      byEnglishStart[enFirst].append(pairs.count)
      pairs.append(Pair(ko: koWords, en: enWords))
    }
  }

  /// The other language's side of the pairs found in `words` (a record's words in both
  /// languages), once per occurrence. Matching is greedy and longest-first, as a tokenizer would:
  /// "보조 창" yields "auxiliary window" only, not also "window" for its 창.
  func equivalents(of words: [String]) -> [String] {
    var result: [String] = []
    var start = 0
    while start < words.count {
      var longest = 0
      var found: [String] = []
      guard let first = firstWords.existingNumber(of: words[start]) else {
        start += 1
        continue
      }
      // Several pairs may share a side (창 → window, 작업 → task and action): all of them count.
      func consider(_ candidates: [Int], matchEnglish: Bool) {
        for index in candidates {
          let side = matchEnglish ? pairs[index].en : pairs[index].ko
          guard side.count >= longest, start + side.count <= words.count,
            zip(words[start..<(start + side.count)], side).allSatisfy({ TermKey.sameBytes($0, $1) })
          else { continue }
          let other = (matchEnglish ? pairs[index].ko : pairs[index].en).joined(separator: " ")
          if side.count > longest {
            longest = side.count
            found = []
          }
          if !found.contains(other) { found.append(other) }
        }
      }
      consider(byKoreanStart[Int(first)], matchEnglish: false)
      consider(byEnglishStart[Int(first)], matchEnglish: true)
      result += found
      start += max(1, longest)
    }
    return result
  }
}
