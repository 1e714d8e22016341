import Foundation

extension SearchIndex {
  /// BM25's inverse document frequency of a term found in `documentFrequency` records.
  public func inverseDocumentFrequency(_ documentFrequency: Int) -> Double {
    let n = Double(recordCount)
    let df = Double(documentFrequency)
    return log(1 + (n - df + 0.5) / (df + 0.5))
  }

  /// A term's BM25F score in one record before query weights: idf × saturated, length-normalised,
  /// field-weighted frequency. A query's score is the weighted sum of these over its terms, so an
  /// exported table of them (see `contributions(of:)`) reproduces the ranking exactly.
  ///
  ///     index.contribution(of: posting, documentFrequency: 3, parameters: .standard)  // e.g. 4.71
  public func contribution(of posting: Posting, documentFrequency: Int, parameters: ScoringParameters) -> Double {
    contribution(of: posting, idf: inverseDocumentFrequency(documentFrequency), parameters: parameters)
  }

  /// The same with the term's idf computed once by the caller (the searcher's inner loop).
  @inline(__always)
  func contribution(of posting: Posting, idf: Double, parameters: ScoringParameters) -> Double {
    var weighted = 0.0
    for field in 0..<4 {
      let count = posting.count(field)
      if count == 0 { continue }
      let average = averageLengths[field]
      let length = Double(fieldLength(record: posting.record, field: field))
      let b = parameters.lengthNormalization[field]
      let norm = average > 0 ? (1 - b + b * length / average) : 1
      weighted += parameters.fieldWeights[field] * Double(count) / norm
    }
    return idf * weighted * (parameters.k1 + 1) / (parameters.k1 + weighted)
  }

  /// Every record's contribution for one term, for exporting the ranking to another engine (the
  /// site's in-browser search): `score(query) = Σ weight(term) × contribution(term, record)`.
  ///
  ///     index.contributions(of: index.lookup("시트")!)  // [(record: 7, score: 3.2), …]
  public func contributions(of info: TermInfo, parameters: ScoringParameters = .standard) throws -> [(
    record: Int, score: Double
  )] {
    try postings(info).map {
      ($0.record, contribution(of: $0, documentFrequency: info.documentFrequency, parameters: parameters))
    }
  }
}
