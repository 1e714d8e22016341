/// The terminology layer: every HIG concept with its English term, the Korean term to prefer and
/// the other Korean names, curated in `Content/terminology.tsv` and grown by the pairs the content
/// itself writes (see docs/Search.md, "The terminology layer").
///
/// Names compare ignoring case, spacing and punctuation, and English names also ignoring a plural
/// on the last word, so a heading "Tab bars" finds the concept "tab bar":
///
///     terminology.concept(english: "Tab bars")?.korean   // "탭 막대"
///     terminology.concepts(korean: "탭바").map(\.term)    // ["tab bar"]
public struct Terminology: Codable, Hashable, Sendable {
  public var concepts: [TermConcept]

  public init(concepts: [TermConcept] = []) {
    self.concepts = concepts
  }

  /// The concept one of whose English names is `name`.
  public func concept(english name: String) -> TermConcept? {
    let key = Terminology.englishKey(name)
    return concepts.first { $0.english.contains { Terminology.englishKey($0) == key } }
  }

  /// The concepts one of whose Korean names is `name`: several when translators use one word for
  /// different things (작업 is both "task" and "action").
  public func concepts(korean name: String) -> [TermConcept] {
    let key = Terminology.koreanKey(name)
    return concepts.filter { $0.koreanNames.contains { Terminology.koreanKey($0) == key } }
  }

  /// These concepts with `other`'s laid over them: `other`'s concepts, then each of these that
  /// shares no English name with any of them (a content folder's own line for "tab bar" replaces
  /// the built-in one).
  public func overlaid(by other: Terminology) -> Terminology {
    let replaced = Set(other.concepts.flatMap { $0.english.map(Terminology.englishKey) })
    let kept = concepts.filter { concept in !concept.english.contains { replaced.contains(Terminology.englishKey($0)) } }
    return Terminology(concepts: other.concepts + kept)
  }

  /// Korean–English pairs for the glossary: every Korean name of each concept with each of its
  /// English names, in file order.
  public var glossaryPairs: [(ko: String, en: String)] {
    concepts.flatMap { concept in
      concept.koreanNames.flatMap { ko in concept.english.map { (ko: ko, en: $0) } }
    }
  }

  /// How English names compare: lower case, letters and digits only, a leading article dropped,
  /// the last word's plural folded ("Tab bars" → "tabbar", "Check boxes" → "checkbox", "Status" →
  /// "status", "The menu bar" → "menubar": a page title names the concept its term does).
  public static func englishKey(_ name: String) -> String {
    var words = asciiWords(name) ?? name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    if words.count > 1, words[0] == "the" { words.removeFirst() }
    if let last = words.popLast() { words.append(singular(last)) }
    return words.joined()
  }

  /// The lowercased runs of letters and digits of an ASCII name, split by bytes (where A–Z, a–z and
  /// 0–9 are the letters and digits); nil for any other name. Every name of the terminology is keyed
  /// on every build, and the character walk with Unicode's property tables cost several times this.
  static func asciiWords(_ name: String) -> [String]? {
    var words: [String] = []
    var word: [UInt8] = []
    for byte in name.utf8 {
      guard byte < 0x80 else { return nil }
      let folded = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      if (0x61...0x7A).contains(folded) || (0x30...0x39).contains(folded) {
        word.append(folded)
      } else if !word.isEmpty {
        words.append(String(decoding: word, as: UTF8.self))
        word.removeAll(keepingCapacity: true)
      }
    }
    if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
    return words
  }

  /// How Korean names compare: spacing and punctuation ignored ("탭 막대" = "탭막대"), Latin
  /// letters lower-cased ("Dock 메뉴" = "dock메뉴").
  public static func koreanKey(_ name: String) -> String {
    FoldedLetters.asciiOrHangul(name) ?? String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// How two spellings of a name are told apart: only case and runs of whitespace are ignored, so
  /// "탭바" and "탭 바" stay two names (a text writes one or the other, and they are different words).
  public static func spelling(_ name: String) -> String {
    name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// An English word without its plural ending, for comparing names only (not a stemmer).
  static func singular(_ word: String) -> String {
    guard word.count > 3, word.hasSuffix("s") else { return word }
    if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
    if ["sses", "xes", "ches", "shes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
    // -us and -is are singulars (status, bonus, axis), but for the HIG's one plural in -us.
    if word.hasSuffix("menus") { return String(word.dropLast()) }
    if ["ss", "us", "is"].contains(where: word.hasSuffix) { return word }
    return String(word.dropLast())
  }
}
