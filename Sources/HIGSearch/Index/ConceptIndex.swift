import HIGModel

/// The terminology layer as the index uses it: each concept gets an index term ("#tab-bar"), every
/// record naming the concept in either language gets that term beside the name's words (in the
/// field the name stands in), and the names table the file stores lets a query's words find the
/// concept (`ConceptNames`). So 탭 바, 탭바, 탭 막대 and "tab bar" meet through one postings list.
///
///     let concepts = ConceptIndex(terminology: kb.terminology)
///     ConceptNames.concepts(of: "탭 바", in: concepts.table)  // ["#tab-bar"]
struct ConceptIndex {
  /// Each name's analyzed words and its concept's term, in the terminology's order.
  let names: [(words: [String], concept: String)]
  /// The names table (`ConceptNames`) the index file stores.
  let table: [UInt8]

  /// `documentedAPI` lists, by a page's slug, the types its Developer documentation names: each
  /// names the concept whose topic the page is (`UIStepper 옆에` finds what 스테퍼 finds), unless
  /// it already names a concept of its own.
  init(terminology: Terminology, documentedAPI: [String: [String]] = [:]) {
    var names: [(words: [String], concept: String)] = []
    var terms: Set<String> = []
    var seen: Set<String> = []
    // Keys some concept's name has as written (the analyzer left its words alone).
    var written: Set<String> = []
    var stemmed: [Bool] = []
    // The index term each concept with a topic got, for the types its page documents.
    var topicTerms: [(topic: String, term: String)] = []
    var cache = StemCache()
    for concept in terminology.concepts {
      var term = ConceptIndex.term(of: concept)
      guard term.count > ConceptNames.prefix.count else { continue }
      // Two concepts with one English term (a harvested one beside a curated one) stay apart.
      var suffix = 2
      while !terms.insert(term).inserted {
        term = ConceptIndex.term(of: concept) + "-\(suffix)"
        suffix += 1
      }
      if let topic = concept.topic { topicTerms.append((topic, term)) }
      for name in concept.koreanNames + concept.english {
        let words = GlossaryPairs.analyzedWords(name, cache: &cache)
        // A name the analyzer shortens, or a long one, names nothing a query would type.
        guard !words.isEmpty, words.count <= ConceptNames.maximumWords, words.count >= GlossaryPairs.wordCount(name)
        else { continue }
        let key = words.joined(separator: " ")
        guard seen.insert(key + "\t" + term).inserted else { continue }
        names.append((words, term))
        let asWritten = key == name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        stemmed.append(!asWritten)
        if asWritten { written.insert(key) }
        // People glue a Korean name's words (바텀시트, 실행취소 for 바텀 시트, 실행 취소): the glued
        // form names the concept too, unless a concept is named so as written.
        if let glued = ConceptIndex.glued(words), seen.insert(glued + "\t" + term).inserted,
          GlossaryPairs.analyzedWords(glued, cache: &cache) == [glued]
        {
          names.append(([glued], term))
          stemmed.append(true)
        }
      }
    }
    let named = Set(names.map { $0.words.joined(separator: " ") })
    for (topic, term) in topicTerms {
      guard let api = documentedAPI[topic] else { continue }
      for name in api {
        let words = GlossaryPairs.analyzedWords(name, cache: &cache)
        guard words.count == 1, !named.contains(words[0]), seen.insert(words[0] + "\t" + term).inserted else { continue }
        names.append((words, term))
        stemmed.append(false)
      }
    }
    // A name that only stems to another concept's name ("windowed" → window) would answer every
    // query for that name: the concept named so as written keeps the key.
    self.names = names.indices.filter { !stemmed[$0] || !written.contains(names[$0].words.joined(separator: " ")) }
      .map { names[$0] }
    table = ConceptNames.table(self.names.map { ($0.words.joined(separator: " "), $0.concept) })
  }

  /// A name of two or more Hangul words written as one word ("바텀 시트" → "바텀시트"), or nil.
  static func glued(_ words: [String]) -> String? {
    guard words.count >= 2,
      words.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy { Hangul.isSyllable($0) } })
    else { return nil }
    return words.joined()
  }

  /// A concept's index term: `#` and its English term in lower case, words joined by `-`
  /// ("Tab bar" → "#tab-bar").
  static func term(of concept: TermConcept) -> String {
    let words = concept.term.lowercased().unicodeScalars.split { !($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    return ConceptNames.prefix + words.map { String(String.UnicodeScalarView($0)) }.joined(separator: "-")
  }
}
