import HIGModel

/// The term numbers of one record's index fields, except its title (the section's, analyzed once
/// per section): the part of indexing that depends on nothing but the record, so records can be
/// analyzed on several cores, each worker numbering terms in its own `TermCollector`.
///
///     RecordFields(record, glossary: pairs, cache: &stems, terms: &collector).body  // [0, 1, 7, …]
struct RecordFields {
  var statement: [Int32]
  var body: [Int32]
  var glossary: [Int32]

  init(_ record: Record, glossary pairs: GlossaryPairs, cache: inout StemCache, terms: inout TermCollector) {
    body = terms.numbers(of: [record.text.ko, record.text.en].compactMap { $0 }.joined(separator: "\n"), cache: &cache)
    let equivalents = pairs.equivalents(of: terms.glossaryWords)
    statement = terms.numbers(
      of: [record.statement?.ko, record.statement?.en].compactMap { $0 }.joined(separator: "\n"), cache: &cache)
    glossary = terms.numbers(of: equivalents, cache: &cache)
  }
}
