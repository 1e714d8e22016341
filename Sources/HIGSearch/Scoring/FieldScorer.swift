import Foundation

/// BM25F's per-field constants unpacked into plain numbers, so the index builder scores each
/// (term, record) pair without touching an array in its inner loop.
///
///     let scorer = FieldScorer(averageLengths: [8, 3, 40, 2], parameters: .standard)
///     scorer.score(counts: (0, 0, 2, 0), lengths: (9, 0, 51, 3), idf: 2.1)  // e.g. 2.6299 (2693 / 1024)
struct FieldScorer {
  let weight: (Double, Double, Double, Double)
  /// 1 − b per field, and b / average length (0 when the field is empty everywhere).
  let base: (Double, Double, Double, Double)
  let slope: (Double, Double, Double, Double)
  let k1: Double

  init(averageLengths: [Double], parameters: ScoringParameters) {
    func b(_ field: Int) -> Double { averageLengths[field] > 0 ? parameters.lengthNormalization[field] : 0 }
    func s(_ field: Int) -> Double { averageLengths[field] > 0 ? b(field) / averageLengths[field] : 0 }
    let w = parameters.fieldWeights
    weight = (w[0], w[1], w[2], w[3])
    base = (1 - b(0), 1 - b(1), 1 - b(2), 1 - b(3))
    slope = (s(0), s(1), s(2), s(3))
    k1 = parameters.k1
  }

  /// BM25's inverse document frequency of a term found in `documentFrequency` of `recordCount` records.
  static func inverseDocumentFrequency(_ documentFrequency: Int, recordCount: Int) -> Double {
    let n = Double(recordCount)
    let df = Double(documentFrequency)
    return log(1 + (n - df + 0.5) / (df + 0.5))
  }

  /// One term's contribution to one record, from its occurrences and the record's length in each
  /// field (title, statement, body, glossary), rounded to a multiple of
  /// 1/`ScoringParameters.contributionUnit`. The order of
  /// operations is fixed (docs/Search.md spells the formula out).
  @inline(__always)
  func score(counts: FieldCounts, lengths: FieldCounts, idf: Double) -> Double {
    var weighted = 0.0
    if counts.0 > 0 { weighted += weight.0 * Double(counts.0) / (base.0 + slope.0 * Double(lengths.0)) }
    if counts.1 > 0 { weighted += weight.1 * Double(counts.1) / (base.1 + slope.1 * Double(lengths.1)) }
    if counts.2 > 0 { weighted += weight.2 * Double(counts.2) / (base.2 + slope.2 * Double(lengths.2)) }
    if counts.3 > 0 { weighted += weight.3 * Double(counts.3) / (base.3 + slope.3 * Double(lengths.3)) }
    // At least one unit: a term that occurs always adds something.
    return max(1, (idf * weighted * (k1 + 1) / (k1 + weighted) * ScoringParameters.contributionUnit).rounded())
      / ScoringParameters.contributionUnit
  }
}

/// Four per-field numbers (title, statement, body, glossary), as a tuple so they stay in registers.
typealias FieldCounts = (UInt16, UInt16, UInt16, UInt16)
