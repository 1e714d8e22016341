import HIGModel
import HIGSearch

/// `hig search`: ranked records for a Korean or English query, from the persistent index.
enum SearchCommand: Command {
  static let name = "search"
  static let spec = CommandSpec(
    name: name,
    abstract: "Search the guidelines in Korean or English; ranked rules with citable IDs.",
    arguments: [
      .init(
        "QUERY", help: "Words to find; \"a phrase\", +required, -excluded, platform:P, lang:L, kind:K.", variadic: true)
    ],
    options: [
      .init("limit", short: "n", value: "N", help: "Show at most N hits (default 10)."),
      .init("platform", value: "PLATFORM", help: "Only records that apply to this platform (iOS, macOS, …)."),
      .init("lang", value: "LANG", help: "Only records with text in this language.", choices: ["ko", "en"]),
      .init(
        "kind", value: "KIND", help: "Only records of this kind (\(SearchFilter.kindNames.joined(separator: ", ")))."),
      .init("json", help: "Print one JSON object: query, total, hits with id, guideline, text, score."),
    ],
    discussion: """
      Korean particles, endings and spacing do not matter (뷰를 finds 뷰, 탐색모음 finds 탐색 모음); English
      queries find Korean-only text through the glossary; mistyped Latin words are corrected.

      Examples:
        hig search 탐색모음
        hig search "background selection"
        hig search 뷰 --platform iOS
        hig search modalty --json

      Exit status: 0 with hits, 1 when nothing matched, 64 on a usage error.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    var filter = SearchFilter()
    if let value = arguments.value("platform") {
      guard let platform = Platform(name: value) else {
        throw UsageError(
          command: spec.name, message: "unknown platform '\(value)'",
          suggestion: EditDistance.closest(to: value, in: Platform.allCases.map(\.rawValue), count: 1).first)
      }
      filter.insert(platform)
    }
    if let value = arguments.value("lang") { filter.language = Language(rawValue: value.lowercased()) }
    if let value = arguments.value("kind") {
      guard let kind = SearchFilter.kind(named: value) else {
        throw UsageError(
          command: spec.name, message: "unknown kind '\(value)'",
          suggestion: EditDistance.closest(to: value, in: SearchFilter.kindNames, count: 1).first)
      }
      filter.insert(kind)
    }
    var limit = 10
    if let value = arguments.value("limit") {
      guard let number = Int(value), number > 0 else {
        throw UsageError(command: spec.name, message: "'--limit' needs a positive whole number, got '\(value)'")
      }
      limit = number
    }
    let text = arguments.positionals.joined(separator: " ")
    let query: SearchQuery
    do {
      query = try SearchQuery.parse(text, filter: filter)
    } catch {
      throw UsageError(command: spec.name, message: error.description)
    }
    let results = try context.withSearchIndex(readOnly: true) { try Searcher(index: $0).search(query, limit: limit) }
    if arguments.flag("json") {
      try context.printJSON(SearchResultsJSON(results))
    } else {
      SearchResultsPrinter(console: context.console).print(results)
    }
    return results.total > 0 ? 0 : 1
  }
}
