import Foundation
import HIGModel

/// Gathers the glossary: term pairs the texts write as "한국어(English)", merged with the curated
/// list, each with the records that use it.
enum GlossaryBuilder {
  static func build(guidelines: [Guideline], curated: [GlossaryTerm]) -> [GlossaryTerm] {
    var terms: [GlossaryTerm] = []
    var index: [String: Int] = [:]
    func add(_ term: GlossaryTerm) {
      let key = TopicCatalog.key(term.ko) + "\u{1}" + TopicCatalog.key(term.en)
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
    let records = guidelines.flatMap(\.records)
    for termIndex in terms.indices {
      let ko = terms[termIndex].ko
      let en = terms[termIndex].en.lowercased()
      terms[termIndex].occurrences = records.filter { record in
        (record.text.ko?.contains(ko) ?? false) || (record.text.en?.lowercased().contains(en) ?? false)
          || (record.text.ko?.lowercased().contains(en) ?? false)
      }.map(\.id)
    }
    return terms
  }
}
