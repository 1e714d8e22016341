extension QueryPlan {
  /// The plan `hig search` runs on `index`: a Latin word the index lacks gets the vocabulary
  /// words close to it (`TypoCorrector`, over the index's ASCII terms); the concepts its words
  /// name and the English words its other Hangul words transliterate come from the index's tables.
  init(query: SearchQuery, index: SearchIndex, parameters: ScoringParameters) {
    self.init(query: query, parameters: parameters, concepts: index.concepts(of:))
    // Names before loanwords, as the site's core adds them (its loanword table comes later).
    addConceptHighlights(index.conceptNames(of:))
    addGluedConcepts(index.concepts(of:))
    addLoanwords(index.loanwordStems(for:))
    addAPINameConcepts(isKnown: { index.lookup($0) != nil }, concepts: index.concepts(of:))
    correctTypos(
      isKnown: { index.lookup($0) != nil },
      corrections: { TypoCorrector.corrections(for: $0, in: index.forEachASCIITerm) })
    // The concepts found since, as the site's core marks them once their files are loaded.
    addConceptHighlights(index.conceptNames(of:))
  }
}
