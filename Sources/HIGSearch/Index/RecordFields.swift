import HIGModel

/// The analyzed index fields of one record, except its title (the section's, analyzed once per
/// section): the part of indexing that depends on nothing but the record, so records can be
/// analyzed on several cores.
///
///     RecordFields(record, glossary: pairs, cache: &stems).body.words  // ["탐색", "모음", …]
struct RecordFields {
  var statement: AnalyzedText
  var body: AnalyzedText
  var glossary: AnalyzedText

  init(_ record: Record, glossary pairs: GlossaryPairs, cache: inout StemCache) {
    body = Analyzer.analyze([record.text.ko, record.text.en].compactMap { $0 }.joined(separator: "\n"), cache: &cache)
    statement = Analyzer.analyze(
      [record.statement?.ko, record.statement?.en].compactMap { $0 }.joined(separator: "\n"), cache: &cache)
    glossary = Analyzer.analyze(pairs.equivalents(of: body.words).joined(separator: "\n"), cache: &cache)
  }
}
