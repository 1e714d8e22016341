extension SearchIndex {
  /// Every stored contribution is a whole number of 1/`contributionUnit`ths. Sums of such numbers,
  /// times weights that are power-of-two fractions (1, 0.5, 2; not a typo correction's 0.6 / n), are
  /// exact in doubles and so the same in any order: the site can add a word's precomputed total to
  /// another word's and still match `hig search` bit for bit. A thousandth is far below what
  /// separates two results, and the site writes small integers.
  public static let contributionUnit: Double = 1024

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
