import HIGModel

/// The glossary matching as it was before indexing went byte-level, over word strings: the test
/// oracle for `GlossaryPairs`.
struct StringGlossaryPairs {
  private var pairs: [(ko: [String], en: [String])] = []

  init(knowledgeBase: KnowledgeBase) {
    var seen: Set<[String]> = []
    var sources: [(String, String)] = knowledgeBase.glossary.map { ($0.ko, $0.en) }
    for topic in knowledgeBase.topics {
      if let ko = topic.title.ko, let en = topic.title.en { sources.append((ko, en)) }
    }
    for (ko, en) in sources {
      let koWords = StringAnalyzer.analyze(ko).words
      let enWords = StringAnalyzer.analyze(en).words
      guard !koWords.isEmpty, !enWords.isEmpty, koWords.count >= ko.split(whereSeparator: \.isWhitespace).count,
        seen.insert(koWords + ["\u{0}"] + enWords).inserted
      else { continue }
      pairs.append((koWords, enWords))
    }
  }

  func equivalents(of words: [String]) -> [String] {
    var result: [String] = []
    var start = 0
    while start < words.count {
      var longest = 0
      var found: [String] = []
      // Korean sides first, then English ones, each in the pairs' order.
      for matchEnglish in [false, true] {
        for pair in pairs {
          let side = matchEnglish ? pair.en : pair.ko
          guard side.count >= longest, start + side.count <= words.count,
            zip(words[start..<(start + side.count)], side).allSatisfy({ Array($0.utf8) == Array($1.utf8) })
          else { continue }
          let other = (matchEnglish ? pair.ko : pair.en).joined(separator: " ")
          if side.count > longest {
            longest = side.count
            found = []
          }
          if !found.contains(other) { found.append(other) }
        }
      }
      result += found
      start += max(1, longest)
    }
    return result
  }
}
