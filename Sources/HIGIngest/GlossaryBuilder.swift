import Foundation
import HIGModel

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
    for guideline in guidelines {
      if let ko = guideline.title.ko, let en = guideline.title.en {
        add(GlossaryTerm(ko: ko, en: en, origin: .extracted))
      }
      let headings = guideline.sections.compactMap { $0.heading?.ko }
      let furniture = [guideline.source.category].compactMap { $0 }
      for text in furniture + headings + guideline.records.compactMap(\.text.ko) {
        for pair in BilingualTerm.pairs(in: text) {
          add(GlossaryTerm(ko: pair.ko, en: pair.en, origin: .extracted))
        }
      }
    }
    for term in curated { add(term) }
    // All terms are looked for in one pass over each record: term by term, this is terms × records,
    // which grows with the square of the tree.
    let korean = MultiPatternSearch(patterns: terms.map { Array($0.ko.utf8) })
    let english = MultiPatternSearch(patterns: terms.map { Array($0.en.lowercased().utf8) })
    // The last record each term was found in, so a term found twice in one record counts once.
    var lastRecord = [Int](repeating: -1, count: terms.count)
    for termIndex in terms.indices { terms[termIndex].occurrences = [] }
    for (recordIndex, record) in guidelines.flatMap(\.records).enumerated() {
      func found(_ termIndex: Int) {
        guard lastRecord[termIndex] != recordIndex else { return }
        lastRecord[termIndex] = recordIndex
        terms[termIndex].occurrences.append(record.id)
      }
      korean.matches(in: Array((record.text.ko ?? "").utf8), found)
      // English terms are looked for in the English text and, lowercased, in the Korean one; a NUL
      // between the two keeps a match from spanning them.
      let lowered =
        ByteSearch.lowercasedUTF8(record.text.en ?? "") + [0] + ByteSearch.lowercasedUTF8(record.text.ko ?? "")
      english.matches(in: lowered, found)
    }
    return terms
  }
}
