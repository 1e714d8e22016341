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
    // Each record's texts are prepared once, not once per term: with a term per guideline title
    // this loop is terms × records, which made a 100-page tree take seconds.
    let records = guidelines.flatMap(\.records).map { record in
      // English terms are looked for in the English text and, lowercased, in the Korean one; a NUL
      // between the two keeps a match from spanning them.
      (
        id: record.id, ko: Array((record.text.ko ?? "").utf8),
        lowered: Array(((record.text.en ?? "").lowercased() + "\u{0}" + (record.text.ko ?? "").lowercased()).utf8)
      )
    }
    for termIndex in terms.indices {
      let ko = Array(terms[termIndex].ko.utf8)
      let en = Array(terms[termIndex].en.lowercased().utf8)
      terms[termIndex].occurrences = records.filter { record in
        ByteSearch.contains(record.ko, ko) || ByteSearch.contains(record.lowered, en)
      }.map(\.id)
    }
    return terms
  }
}
