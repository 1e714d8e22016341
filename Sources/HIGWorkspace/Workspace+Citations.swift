import HIGCite
import HIGModel
import HIGSearch

extension Workspace {
  /// The citation `reference` names in `kb` (this content's knowledge base): a record ID, an old
  /// ID, a `HIG:` tag or site link, a guideline slug or title; anything else is words, and the
  /// record `hig search` ranks first for them is cited, so the two never disagree.
  public func citation(for reference: String, in kb: KnowledgeBase) throws -> CitationLookup {
    let token = CitationScanner.tokens(in: reference).first
    let named = token?.reference ?? reference
    if CitationLookup.looksLikeID(reference) {
      switch CitationChecker(kb).verdict(for: named.lowercased()) {
      case .current(let citation), .alias(let citation, _): return CitationLookup(citation: citation)
      case .broken(let suggestions): throw CitationLookupError.unknownID(named, suggestions: suggestions)
      }
    }
    if let target = kb.resolve(reference) { return CitationLookup(citation: Citation(target)) }
    let query = try SearchQuery.parse(reference)
    let ranked = try withSearchIndex(readOnly: true) {
      try Searcher(index: $0).search(query, limit: 4, snippets: false).hits
    }
    let matches = ranked.compactMap { kb.lookup($0.record.id) }
    guard let best = matches.first else { throw CitationLookupError.noMatch(reference) }
    return CitationLookup(
      citation: Citation(record: best.record, guideline: best.guideline),
      otherMatches: matches.dropFirst().prefix(3).map(\.record.id))
  }
}
