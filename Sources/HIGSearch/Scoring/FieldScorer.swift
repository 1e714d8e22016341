/// BM25F's per-field constants unpacked into plain numbers once per search, so scoring a posting
/// touches no array (no retain/release, no bounds checks) in the searcher's inner loop.
///
///     let scorer = FieldScorer(index: index, parameters: .standard)
///     scorer.score(posting, idf: 2.1)  // the same value as index.contribution(of:idf:parameters:)
struct FieldScorer {
  let index: SearchIndex
  let weight: (Double, Double, Double, Double)
  /// 1 − b per field, and b / average length (0 when the field is empty everywhere).
  let base: (Double, Double, Double, Double)
  let slope: (Double, Double, Double, Double)
  let k1: Double

  init(index: SearchIndex, parameters: ScoringParameters) {
    self.index = index
    func b(_ field: Int) -> Double { index.averageLengths[field] > 0 ? parameters.lengthNormalization[field] : 0 }
    func s(_ field: Int) -> Double { index.averageLengths[field] > 0 ? b(field) / index.averageLengths[field] : 0 }
    let w = parameters.fieldWeights
    weight = (w[0], w[1], w[2], w[3])
    base = (1 - b(0), 1 - b(1), 1 - b(2), 1 - b(3))
    slope = (s(0), s(1), s(2), s(3))
    k1 = parameters.k1
  }

  @inline(__always)
  func score(_ posting: Posting, idf: Double) -> Double {
    var weighted = 0.0
    let record = posting.record
    if posting.title > 0 {
      weighted +=
        weight.0 * Double(posting.title) / (base.0 + slope.0 * Double(index.fieldLength(record: record, field: 0)))
    }
    if posting.statement > 0 {
      weighted +=
        weight.1 * Double(posting.statement) / (base.1 + slope.1 * Double(index.fieldLength(record: record, field: 1)))
    }
    if posting.body > 0 {
      weighted +=
        weight.2 * Double(posting.body) / (base.2 + slope.2 * Double(index.fieldLength(record: record, field: 2)))
    }
    if posting.glossary > 0 {
      weighted +=
        weight.3 * Double(posting.glossary) / (base.3 + slope.3 * Double(index.fieldLength(record: record, field: 3)))
    }
    return idf * weighted * (k1 + 1) / (k1 + weighted)
  }
}
