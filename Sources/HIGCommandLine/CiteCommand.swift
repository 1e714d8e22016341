import HIGCite
import HIGModel
import HIGSearch

/// `hig cite`: a rule quoted with where it sits and where to read it, ready for a review comment.
enum CiteCommand: Command {
  static let name = "cite"
  static let format = Option<CitationFormat>(
    "format", short: "f", value: "FORMAT", help: "How to print it (default: markdown).", reading: .cases)
  static let json = Flag("json", help: "Same as --format json.")
  static let languages = Option<[Language]>(
    "lang", value: "LANG", help: "Which text to quote (default: both).", reading: .languages)
  static let baseURL = Option<SiteAddress>(
    "base-url", value: "URL",
    help: "The published site, for the rule's link (default: \"siteURL\" in hig.json, else no site link).",
    reading: .siteAddress)

  static let spec = CommandSpec(
    name: name,
    abstract: "Print a citation of a rule (by ID, old ID or a few words) to paste into a review.",
    arguments: [
      .init(
        "ID|QUERY",
        help:
          "Record IDs (drag-and-drop/4h8tpa, HIG:…, site links), a guideline slug, or words to find a rule (드래그 취소).",
        variadic: true)
    ],
    options: [format.entry, json.entry, languages.entry, baseURL.entry],
    discussion: """
      Given words instead of an ID, cites the best-matching rule and says on standard error which
      one it chose and what else matched. An old ID of a rewritten rule cites the current rule.

      Examples:
        hig cite drag-and-drop/4h8tpa --format markdown
        hig cite HIG:home-screen-quick-actions/xr31gb --lang en --base-url https://hig.example.kr
        hig cite 드래그 취소 --format text
        hig cite drag-and-drop/2rtass drag-and-drop/4h8tpa --lang ko

      Exit status: 0 cited; 1 nothing found; 64 usage error.
      """)

  static func validate(_ arguments: ParsedArguments) throws {
    if arguments.positionals.joined().allSatisfy(\.isWhitespace) {
      throw UsageError(spec, message: "missing argument ID|QUERY")
    }
    if arguments[json], let other = arguments[format], other != .json {
      throw UsageError(spec, message: "--json contradicts --format \(other.rawValue)")
    }
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let reference = arguments.positionals.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
    let chosen: CitationFormat = arguments[json] ? .json : arguments[format] ?? .markdown
    let quoted = arguments[languages] ?? Language.allCases
    let site = try context.siteAddress(arguments[baseURL])
    let kb = try context.knowledgeBase().knowledgeBase
    // Several IDs cite several rules; several words are one query.
    let references =
      arguments.positionals.count > 1 && arguments.positionals.allSatisfy(looksLikeID)
      ? arguments.positionals : [reference]
    let citations = try references.map { try find($0, in: kb, context: context) }
    for citation in citations {
      if let old = citation.citedAs, let record = citation.record {
        context.console.errorLine("note: \(old) is an old ID; the rule is now \(record.id)")
      }
    }
    if chosen == .json, citations.count > 1 {
      try context.printJSON(citations.map { $0.document(languages: quoted, site: site) })
    } else {
      context.console.write(
        citations.map { $0.render(chosen, languages: quoted, site: site) }.joined(separator: "\n"))
    }
    return 0
  }

  /// True for what can only be meant as an ID: a tag, a site link, or "slug/key" even when the key
  /// is mistyped (so it gets "did you mean …?" rather than a word search).
  static func looksLikeID(_ text: String) -> Bool {
    if !CitationScanner.tokens(in: text).isEmpty { return true }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count == 2 && Slug.isValid(String(parts[0]).lowercased())
      && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } && !parts[1].isEmpty
  }

  /// The citation `reference` names: an ID, old ID, link or slug when it is one, else the best match.
  /// The citation for an ID (current or old), a slug or title, or else the top hit of `hig search`.
  static func find(_ reference: String, in kb: KnowledgeBase, context: CommandContext) throws -> Citation {
    let checker = CitationChecker(kb)
    let token = CitationScanner.tokens(in: reference).first
    let named = token?.reference ?? reference
    if looksLikeID(reference) {
      switch checker.verdict(for: named.lowercased()) {
      case .current(let citation), .alias(let citation, _): return citation
      case .broken(let suggestions):
        throw CommandError.notFound(what: "rule '\(named)'", suggestions: suggestions)
      }
    }
    if let target = kb.resolve(reference) { return Citation(target) }
    // Words cite what `hig search` ranks first, so the two commands never disagree.
    let query = try SearchQuery.parse(reference)
    let ranked = try context.withSearchIndex(readOnly: true) {
      try Searcher(index: $0).search(query, limit: 4, snippets: false).hits
    }
    let matches = ranked.compactMap { kb.lookup($0.record.id) }
    guard let best = matches.first else {
      throw CommandError.failed(
        "no rule matches '\(reference)'; try other words, or 'hig show SLUG' to list a guideline's rule IDs")
    }
    let summary = Citation.shortened(
      best.record.statement?.preferring(.ko) ?? best.record.text.preferring(.ko), limit: 60)
    var note = "note: citing the best match for '\(reference)': \(best.record.id) “\(summary)”"
    let others = matches.dropFirst().prefix(3).map(\.record.id.rawValue)
    if !others.isEmpty { note += "\n  other matches: \(others.joined(separator: ", "))" }
    context.console.errorLine(note)
    return Citation(record: best.record, guideline: best.guideline)
  }
}
