import HIGModel
import HIGSearch
import LibXML

/// Turns a record's text into inline HTML with links: cross-references to the guideline they
/// name and glossary terms to their glossary entry.
///
/// Each target is linked once per text, at its first occurrence; longer matches win over shorter
/// ones inside them. An English term matches only as a whole word; a Korean term only at the start
/// of a word and followed by nothing or a particle or ending (앱은, not 앱별).
///
///     "자세한 내용은 Alerts를 참조하세요." → ["자세한 내용은 ", <a href="…/alerts">Alerts</a>, "를 참조하세요."]
struct TextLinker: Sendable {
  /// Something to link: the words to find and where they lead.
  struct Target: Sendable {
    var words: String
    var href: String
    var className: String
    var title: String?
  }

  /// The targets longest first, each with its ASCII-folded words when only ASCII letters in them
  /// have case; made once, since one linker serves every text of a record.
  private let ordered: [(target: Target, folded: [UInt8]?)]

  init(targets: [Target]) {
    ordered = targets.filter { !$0.words.isEmpty }.sorted { $0.words.count > $1.words.count }.map { target in
      (target, TextLinker.isCaseSimple(target.words) ? TextLinker.asciiFolded(target.words) : nil)
    }
  }

  func nodes(for text: String) -> [HTMLNode] {
    var matches: [(range: Range<String.Index>, target: Target)] = []
    var linkedHrefs: Set<String> = []
    // Foundation's case-insensitive search is slow and most targets are absent from a given text:
    // when only ASCII letters have case in both, a byte search with ASCII folding rules those out.
    let folded = TextLinker.isCaseSimple(text) ? TextLinker.asciiFolded(text) : nil
    for (target, foldedWords) in ordered where !linkedHrefs.contains(target.href) {
      if let folded, let foldedWords, !TextLinker.contains(folded, foldedWords) {
        continue
      }
      guard let range = firstWholeMatch(of: target.words, in: text),
        !matches.contains(where: { $0.range.overlaps(range) })
      else { continue }
      matches.append((range, target))
      linkedHrefs.insert(target.href)
    }
    matches.sort { $0.range.lowerBound < $1.range.lowerBound }
    var nodes: [HTMLNode] = []
    var cursor = text.startIndex
    for match in matches {
      if cursor < match.range.lowerBound { nodes.append(.text(String(text[cursor..<match.range.lowerBound]))) }
      let link = HTMLElement(
        "a", ["href": match.target.href, "class": match.target.className, "title": match.target.title],
        [.text(String(text[match.range]))])
      nodes.append(link.node)
      cursor = match.range.upperBound
    }
    if cursor < text.endIndex { nodes.append(.text(String(text[cursor...]))) }
    return nodes
  }

  /// The first occurrence of `words` (any case) that stands as a word: not glued to Latin letters
  /// ("Modal" must not link inside "Modality"), and for Korean words not inside a longer word;
  /// Korean particles may follow directly ("Alerts를", "시트를").
  private func firstWholeMatch(of words: String, in text: String) -> Range<String.Index>? {
    let isKorean = words.unicodeScalars.contains(where: isHangul)
    var searchStart = text.startIndex
    while let range = text.range(of: words, options: [.caseInsensitive], range: searchStart..<text.endIndex) {
      let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
      let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
      let standsAlone: Bool
      if isKorean {
        let rest = text[range.upperBound...].prefix { $0.unicodeScalars.allSatisfy(isHangul) }
        standsAlone =
          !(before?.unicodeScalars.contains(where: isHangul) ?? false)
          && (rest.isEmpty || KoreanStemmer.isOnlySuffix(String(rest), afterLatin: true))
      } else {
        standsAlone = !isLatinLetter(before) && !isLatinLetter(after)
      }
      if standsAlone { return range }
      searchStart = text.index(after: range.lowerBound)
    }
    return nil
  }

  /// True when every letter of `text` that has a case is ASCII (Hangul, CJK and punctuation have
  /// none), so folding ASCII letters finds whatever a case-insensitive search would.
  private static func isCaseSimple(_ text: String) -> Bool {
    func isCaseless(_ scalar: UInt32) -> Bool {
      switch scalar {
      case 0..<0x80, Hangul.jamo, 0x2000...0x206F, 0x3000...0x303F, Hangul.compatibilityJamo, 0x4E00...0x9FFF,
        Hangul.syllables:
        return true
      default: return false
      }
    }
    // Decoded from the bytes in place (every range above is ASCII or three bytes long): the
    // scalar view's generic walk cost more than the rest of linking a record's text.
    let simple = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      var index = 0
      while index < bytes.count {
        let lead = bytes[index]
        if lead < 0x80 {
          index += 1
          continue
        }
        guard lead & 0xF0 == 0xE0, index + 2 < bytes.count else { return false }
        let scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        guard isCaseless(scalar) else { return false }
        index += 3
      }
      return true
    }
    return simple ?? text.unicodeScalars.allSatisfy { isCaseless($0.value) }
  }

  /// The UTF-8 bytes of `text` with ASCII letters in lower case.
  private static func asciiFolded(_ text: String) -> [UInt8] {
    func folded(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
    // In place over a native string's bytes: a generic walk of the UTF-8 view is several times slower.
    return text.utf8.withContiguousStorageIfAvailable { $0.map(folded) } ?? text.utf8.map(folded)
  }

  /// Whether `needle` occurs in `haystack`, byte for byte.
  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
    var start = 0
    while start + needle.count <= haystack.count {
      guard let found = haystack[start...(haystack.count - needle.count)].firstIndex(of: first) else { return false }
      if haystack[found..<(found + needle.count)].elementsEqual(needle) { return true }
      start = found + 1
    }
    return false
  }

  private func isHangul(_ scalar: Unicode.Scalar) -> Bool { Hangul.isSyllable(scalar) }

  private func isLatinLetter(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isASCII && (character.isLetter || character.isNumber)
  }
}
