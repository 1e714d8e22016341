import HIGModel

/// Checks the citation tokens of a review text against a knowledge base.
///
///     CitationChecker(knowledgeBase).check("Breaks HIG:drag-and-drop/zzzzzz.")
///     // [CitationCheck(token: HIG:drag-and-drop/zzzzzz, verdict: .broken(suggestions: […]))]
public struct CitationChecker: Sendable {
  public let knowledgeBase: KnowledgeBase

  public init(_ knowledgeBase: KnowledgeBase) {
    self.knowledgeBase = knowledgeBase
  }

  public func check(_ text: String) -> [CitationCheck] {
    // A note may cite one rule a great many times: each reference (and page) is judged once.
    var known: [String: CitationCheck.Verdict] = [:]
    return CitationScanner.tokens(in: text).map { token in
      let key = token.reference + (token.page.map { "\u{0}" + $0 } ?? "")
      if let verdict = known[key] { return CitationCheck(token: token, verdict: verdict) }
      let verdict = verdict(for: token)
      known[key] = verdict
      return CitationCheck(token: token, verdict: verdict)
    }
  }

  /// The verdict on one token: its reference's, except that a link to the wrong page is broken
  /// (its anchor is not on that page), with the rule it names as the suggestion.
  public func verdict(for token: CitationToken) -> CitationCheck.Verdict {
    let verdict = verdict(for: token.reference)
    guard let page = token.page, let id = RecordID(token.reference), id.slug != page else { return verdict }
    switch verdict {
    case .current(let citation), .alias(let citation, _):
      return .broken(suggestions: [citation.identifier])
    case .broken:
      return verdict
    }
  }

  /// The verdict on one reference: a record ID (current or aliased) or a guideline slug.
  public func verdict(for reference: String) -> CitationCheck.Verdict {
    if let id = RecordID(reference), let (guideline, record) = knowledgeBase.lookup(id) {
      let citation = Citation(record: record, guideline: guideline, citedAs: id)
      return record.id == id ? .current(citation) : .alias(citation, current: record.id)
    }
    if !reference.contains("/"), let guideline = knowledgeBase.guideline(slug: reference) {
      return .current(Citation(guideline: guideline))
    }
    return .broken(suggestions: suggestions(for: reference))
  }

  /// Close current names for a broken reference: the same key under another slug (a renamed
  /// guideline) first, then IDs or slugs within a few edits.
  public func suggestions(for reference: String, count: Int = 3) -> [String] {
    let parts = reference.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      return EditDistance.closest(to: reference, in: knowledgeBase.guidelines.map(\.slug), maximum: 4, count: count)
    }
    let (slug, key) = (parts[0], parts[1])
    let ids = knowledgeBase.records.map(\.id.rawValue)
    var result = ids.filter { $0.hasSuffix("/" + key) && !$0.hasPrefix(slug + "/") }
    let sameGuideline = ids.filter { $0.hasPrefix(slug + "/") }
    result += EditDistance.closest(to: reference, in: sameGuideline, maximum: 3, count: count)
    if result.isEmpty {
      result += EditDistance.closest(to: reference, in: ids, maximum: max(3, reference.count / 3), count: count)
    }
    if result.isEmpty, knowledgeBase.guideline(slug: slug) == nil {
      result += EditDistance.closest(to: slug, in: knowledgeBase.guidelines.map(\.slug), maximum: 4, count: count)
    }
    return Array(result.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.prefix(count))
  }
}
