import HIGModel
import HIGSearch

/// `hig search`: ranked records for a Korean or English query, from the persistent index.
enum SearchCommand: Command {
  static let name = "search"
  static let limit = Option<Int>(
    "limit", short: "n", value: "N", help: "Show at most N hits (default 10).", reading: .positiveInteger)
  static let platform = Option<Platform>(
    "platform", value: "PLATFORM", help: "Only records that apply to this platform (iOS, macOS, …).",
    reading: .platform)
  static let language = Option<Language>(
    "lang", value: "LANG", help: "Only records with text in this language.", reading: .cases)
  static let kind = Option<RecordKind>(
    "kind", value: "KIND", help: "Only records of this kind (\(SearchFilter.kindNames.joined(separator: ", "))).",
    reading: ValueReader(
      expected: "a record kind (\(SearchFilter.kindNames.joined(separator: ", ")))",
      suggestions: { SearchFilter.kindNames }, read: { SearchFilter.kind(named: $0) }))
  static let json = Flag(
    "json", help: "Print one JSON object: query, total, hits with id, guideline, text, statement, breadcrumb, score.")
  static let explain = Flag(
    "explain",
    help: "Show why each hit scored what it did: the terms it matched, by channel (word, bigram, adjacency, "
      + "glossary, terminology, loanword, typo), with weights and contributions, and the factors applied.")

  static let spec = CommandSpec(
    name: name,
    abstract: "Search the guidelines in Korean or English; ranked rules with citable IDs.",
    arguments: [
      .init(
        "QUERY", help: "Words to find; \"a phrase\", +required, -excluded, platform:P, lang:L, kind:K.", variadic: true)
    ],
    options: [limit.entry, platform.entry, language.entry, kind.entry, json.entry, explain.entry],
    discussion: """
      Korean particles, endings and spacing do not matter (뷰를 finds 뷰, 탐색모음 finds 탐색 모음); the
      words developers type find Apple's (툴바 finds 도구 막대, 모달창 finds 모달 and 윈도우, UITabBar finds
      탭 막대); English queries find Korean-only text through the glossary; mistyped Latin words are
      corrected.

      Examples:
        hig search 탐색모음
        hig search "background selection"
        hig search 뷰 --platform iOS
        hig search modalty --json
        hig search 탭 바 --explain

      Exit status: 0 with hits, 1 when nothing matched, 64 on a usage error.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    var filter = SearchFilter()
    if let value = arguments[platform] { filter.insert(value) }
    filter.language = arguments[language]
    if let value = arguments[kind] { filter.insert(value) }
    let count = arguments[limit] ?? 10
    let text = arguments.positionals.joined(separator: " ")
    let explaining = arguments[explain]
    // The query is parsed with the index open: the content's freshness check, which the index's
    // opening starts, runs meanwhile on another processor. (A mistyped query over changed content
    // is reported after the rebuild the next search would need anyway.)
    let (results, explanations) = try context.withSearchIndex(readOnly: true) { index in
      let query: SearchQuery
      do {
        query = try SearchQuery.parse(text, filter: filter)
      } catch let error as SearchQueryError {
        throw UsageError(spec, message: error.description)
      }
      let searcher = Searcher(index: index)
      let results = try searcher.search(query, limit: count)
      let explanations =
        explaining ? try results.hits.map { try searcher.explain(query, record: $0.recordIndex) } : []
      return (results, explanations)
    }
    if arguments[json] {
      try context.printJSON(SearchResultsJSON(results, explanations: explanations))
    } else {
      context.console.write(SearchResultsText(style: context.console.style).render(results, explanations: explanations))
    }
    return results.total > 0 ? 0 : 1
  }
}
