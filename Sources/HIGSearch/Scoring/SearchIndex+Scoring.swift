extension SearchIndex {
  /// Whether this index's stored contributions were computed with `parameters`' field weights,
  /// length normalisation and k1 (`IndexBuilder.build(_:parameters:)`); the query-side weights
  /// (words, bigrams, typos, coordination, prior) may differ freely.
  public func isBuilt(for parameters: ScoringParameters) -> Bool {
    indexConstants == parameters.indexConstants
  }

  /// Every record's contribution for one term, for exporting the ranking to another engine (the
  /// site's in-browser search): `score(query) = Σ weight(term) × contribution(term, record)`.
  /// `parameters` must be the ones the index was built for (see `isBuilt(for:)`).
  ///
  ///     index.contributions(of: index.lookup("시트")!)  // [(record: 7, score: 3.2), …]
  public func contributions(of info: TermInfo, parameters: ScoringParameters = .standard) throws -> [(
    record: Int, score: Double
  )] {
    precondition(isBuilt(for: parameters), "the index was built with other field weights; rebuild it with these")
    return try postings(info).map { ($0.record, $0.contribution) }
  }
}
