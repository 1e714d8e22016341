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

  /// The same with the term's idf computed once by the caller.
  func contribution(of posting: Posting, idf: Double, parameters: ScoringParameters) -> Double {
    FieldScorer(index: self, parameters: parameters).score(posting, idf: idf)
  }

  /// Every record's contribution for one term, for exporting the ranking to another engine (the
  /// site's in-browser search): `score(query) = Σ weight(term) × contribution(term, record)`.
  ///
  ///     index.contributions(of: index.lookup("시트")!)  // [(record: 7, score: 3.2), …]
  public func contributions(of info: TermInfo, parameters: ScoringParameters = .standard) throws -> [(
    record: Int, score: Double
  )] {
    let scorer = FieldScorer(index: self, parameters: parameters)
    let idf = inverseDocumentFrequency(info.documentFrequency)
    return try postings(info).map {
      ($0.record, scorer.score($0, idf: idf))
    }
  }
}
