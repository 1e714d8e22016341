import Foundation
import HIGModel
import Parallel

/// Gathers the glossary: term pairs the texts write as "한국어(English)", merged with the curated
/// list, each with the records that use it.
enum GlossaryBuilder {
  static func build(guidelines: [Guideline], curated: [GlossaryTerm]) -> [GlossaryTerm] {
    var terms: [GlossaryTerm] = []
    var index: [String: Int] = [:]
    func add(_ term: GlossaryTerm) {
      let key = Topic.nameKey(term.ko) + "\u{1}" + Topic.nameKey(term.en)
      guard index[key] == nil else { return }
      index[key] = terms.count
      terms.append(term)
    }
    // Guidelines are read on all cores; terms are added in guideline order, so the first spelling wins.
    OrderedParallelMap().forEach(guidelines, transform: candidates) { _, candidates in candidates.forEach(add) }
    for term in curated { add(term) }
    // All terms are looked for in one pass over each record: term by term, this is terms × records,
    // which grows with the square of the tree.
    let korean = MultiPatternSearch(patterns: terms.map { Array($0.ko.utf8) })
    let english = MultiPatternSearch(patterns: terms.map { Array($0.en.lowercased().utf8) })
    // Occurrences are record numbers into one table of the records' IDs (`RecordIDList`); each
    // record's ID comes with its terms, as reading the IDs here, on one core, would copy every
    // record again.
    var ids: [RecordID] = []
    var numbers = [[Int32]](repeating: [], count: terms.count)
    OrderedParallelMap().forEach(
      guidelines, transform: { termsUsed(by: $0.eachRecord, korean: korean, english: english) },
      body: { _, used in
        for (id, termIndices) in used {
          for termIndex in termIndices { numbers[termIndex].append(Int32(ids.count)) }
          ids.append(id)
        }
      })
    let table = RecordIDList.Table(ids)
    for termIndex in terms.indices {
      terms[termIndex].occurrences = RecordIDList(numbers: numbers[termIndex], in: table)
    }
    return terms
  }

  /// The term pairs a guideline writes: its title, and "한국어(English)" in its texts.
  private static func candidates(_ guideline: Guideline) -> [GlossaryTerm] {
    var found: [GlossaryTerm] = []
    if let ko = guideline.title.ko, let en = guideline.title.en {
      found.append(GlossaryTerm(ko: ko, en: en, origin: .extracted))
    }
    let headings = guideline.sections.compactMap { $0.heading?.ko }
    let furniture = [guideline.source.category].compactMap { $0 }
    for text in furniture + headings + guideline.eachRecord.compactMap(\.text.ko) {
      for pair in BilingualTerm.pairs(in: text) {
        found.append(GlossaryTerm(ko: pair.ko, en: pair.en, origin: .extracted))
      }
    }
    return found
  }

  /// For each record, its ID and the terms it uses, each once, in increasing order. A term is used where it
  /// stands as a word: an English term not glued to ASCII letters or digits ("pt" is not in
  /// "prompt"), or followed by a plural's "s" or "es" ("quick actions" uses "quick action"); a
  /// Korean one at the start of a word (행 is not in 실행), particles and endings after it.
  private static func termsUsed(by records: some Sequence<Record>, korean: MultiPatternSearch, english: MultiPatternSearch)
    -> [(RecordID, [Int])]
  {
    records.map { record in
      var used: [Int] = []
      // Most records use a few dozen terms: growing the array from empty reallocated it every time.
      used.reserveCapacity(32)
      var ko = record.text.ko ?? ""
      ko.withUTF8 { text in
        korean.matches(in: text, from: { startsWord(text, at: $0) }) { term, _ in used.append(term) }
      }
      // English terms are looked for in the English text and, lowercased, in the Korean one, each
      // searched on its own so that no match spans them.
      for lowered in [ByteSearch.lowercasedUTF8(record.text.en ?? ""), ByteSearch.lowercasedUTF8(ko)] {
        lowered.withUnsafeBufferPointer { text in
          english.matches(in: text, from: { $0 == 0 || !isWordByte(text[$0 - 1]) }) { term, end in
            if endsWord(text, at: end) { used.append(term) }
          }
        }
      }
      used.sort()
      var unique: [Int] = []
      for term in used where term != unique.last { unique.append(term) }
      return (record.id, unique)
    }
  }

  /// Whether an English word ends at byte `end` of `text`, or its plural does ("s", "es").
  static func endsWord(_ text: UnsafeBufferPointer<UInt8>, at end: Int) -> Bool {
    func isEnd(_ offset: Int) -> Bool { offset == text.count || !isWordByte(text[offset]) }
    guard end < text.count, text[end] == 0x73 || text[end] == 0x65 else { return isEnd(end) }
    return isEnd(end) || isEnd(end + 1) && text[end] == 0x73
      || end + 1 < text.count && text[end] == 0x65 && text[end + 1] == 0x73 && isEnd(end + 2)
  }

  /// An ASCII letter or digit: what an English word is made of, where glossary terms are concerned.
  static func isWordByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Whether byte `start` of `text` begins a scalar and no Hangul syllable ends right before it:
  /// Korean particles follow a word, nothing glues to its front.
  static func startsWord(_ text: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    guard text[start] & 0xC0 != 0x80 else { return false }
    // A syllable is three bytes, its lead 0xEA–0xED.
    guard start >= 3, (0xEA...0xED).contains(text[start - 3]) else { return true }
    let scalar =
      UInt32(text[start - 3] & 0x0F) << 12 | UInt32(text[start - 2] & 0x3F) << 6 | UInt32(text[start - 1] & 0x3F)
    return !Hangul.isSyllable(scalar)
  }
}
