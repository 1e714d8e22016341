import HIGModel

/// Which of the terminology's concepts a text names, in English or in Korean: what an English
/// record and its translation share even where they share no Latin word, so that Apple's pages of
/// different revisions pair the right paragraphs.
///
///     ConceptMentions.builtIn.english("Show a sheet over the tab bar")  // sheet, tab, bar, tab bar
///     ConceptMentions.builtIn.korean("탭 막대 위에 시트를 표시하십시오")      // sheet, bar, tab bar (not 탭 alone)
struct ConceptMentions: Sendable {
  static let builtIn = ConceptMentions(Terminology.builtIn)

  /// Concept numbers by the `Terminology.englishKey` of each English name.
  private var englishNames: [String: Int] = [:]
  private var longestEnglishName = 1
  /// Korean names (as `Terminology.koreanKey` writes them, two characters or more: one-syllable
  /// names such as 창 or 앱 are inside too many other words) by their first two characters.
  private var koreanNames: [String: [(name: [Character], concept: Int)]] = [:]

  init(_ terminology: Terminology) {
    for (number, concept) in terminology.concepts.enumerated() {
      for name in concept.english {
        englishNames[Terminology.englishKey(name)] = number
        longestEnglishName = max(longestEnglishName, name.split(separator: " ").count)
      }
      for name in concept.koreanNames {
        let key = Array(Terminology.koreanKey(name))
        guard key.count >= 2 else { continue }
        koreanNames[String(key[0..<2]), default: []].append((key, number))
      }
    }
  }

  /// The concepts an English text names: every run of up to the longest name's words, compared
  /// as the terminology compares names (case, punctuation and a final plural aside).
  func english(_ text: String) -> Set<Int> {
    let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }
    var found = Set<Int>()
    for start in words.indices {
      for end in start..<min(words.count, start + longestEnglishName) {
        if let concept = englishNames[Terminology.englishKey(words[start...end].joined(separator: " "))] {
          found.insert(concept)
        }
      }
    }
    return found
  }

  /// The concepts a Korean text names: each name found anywhere in it, spacing aside (Korean
  /// attaches particles to the name).
  func korean(_ text: String) -> Set<Int> {
    let characters = Array(Terminology.koreanKey(text))
    var found = Set<Int>()
    guard characters.count >= 2 else { return found }
    for start in 0..<(characters.count - 1) {
      for (name, concept) in koreanNames[String(characters[start...(start + 1)])] ?? []
      where start + name.count <= characters.count && characters[start..<(start + name.count)].elementsEqual(name) {
        found.insert(concept)
      }
    }
    return found
  }
}
