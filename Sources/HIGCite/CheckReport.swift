import HIGModel

/// What `hig check` prints (and the MCP server's `check_citations` answers): one line per problem,
/// a summary, or all of it as JSON; `github` and `sarif` word the same problems for CI.
///
///     notes.md:3:8: error: broken citation HIG:drag-and-drop/zzzzzz; did you mean drag-and-drop/4h8tpa?
///     notes.md:5:1: warning: HIG:modality/x7k2mq is an old ID; the rule is now modality/9d4fq1
///     3 citations: 1 current, 1 old ID, 1 broken
public struct CheckReport: Encodable, Sendable {
  public struct Entry: Encodable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var token: String
    public var form: CitationToken.Form
    /// "current", "alias" or "broken".
    public var status: String
    /// The ID (or slug) the token resolves to now.
    public var resolvesTo: String?
    public var suggestions: [String]?
    /// With `hig check --since`: the rewording of the cited rule after that date.
    public var reworded: RewordedRule?

    public init(file: String, check: CitationCheck, reworded: RewordedRule? = nil) {
      self.reworded = reworded
      self.file = file
      line = check.token.line
      column = check.token.column
      token = check.token.text
      form = check.token.form
      switch check.verdict {
      case .current(let citation):
        status = "current"
        resolvesTo = citation.identifier
      case .alias(_, let current):
        status = "alias"
        resolvesTo = current.rawValue
      case .broken(let suggestions):
        status = "broken"
        self.suggestions = suggestions
      }
    }
  }

  public struct Counts: Encodable, Sendable {
    public var total = 0
    public var current = 0
    public var aliases = 0
    public var broken = 0

    public init() {}

    public mutating func add(_ check: CitationCheck) {
      total += 1
      switch check.verdict {
      case .current: current += 1
      case .alias: aliases += 1
      case .broken: broken += 1
      }
    }

    public var summary: String {
      guard total > 0 else { return "No HIG citations found." }
      return
        "\(total) citation\(total == 1 ? "" : "s"): \(current) current, \(aliases) old ID\(aliases == 1 ? "" : "s"), \(broken) broken"
    }
  }

  public var citations: [Entry]
  public var counts: Counts

  public init(citations: [Entry], counts: Counts) {
    self.citations = citations
    self.counts = counts
  }

  /// What is wrong with one citation, in the words every format uses.
  public struct Problem: Sendable {
    public var severity: Diagnostic.Severity
    /// One line: "broken citation HIG:…: no rule or guideline '…'".
    public var message: String
    /// The closest current IDs, each with the start of its statement, for a broken citation.
    public var suggestions: [(id: String, statement: String?)]

    /// The message with its suggestions, on one line ("…; did you mean: a “…”, b").
    public var sentence: String {
      guard !suggestions.isEmpty else { return message }
      let named = suggestions.map { suggestion -> String in
        guard let statement = suggestion.statement else { return suggestion.id }
        return "\(suggestion.id) “\(statement)”"
      }
      return message + "; did you mean: " + named.joined(separator: ", ")
    }
  }

  /// The problem of `check`; nil for a citation that is fine. An old ID is a warning, or an error
  /// when `strict`; a rule `reworded` after the date a review gave (`hig check --since`) is a warning
  /// showing its old and new text.
  public static func problem(
    _ check: CitationCheck, kb: KnowledgeBase, strict: Bool, reworded: [RecordID: RewordedRule] = [:]
  ) -> Problem? {
    let rewording = RewordedRule.concerning(check, in: reworded)
    switch check.verdict {
    case .current:
      guard let rewording else { return nil }
      return Problem(
        severity: .warning, message: "\(check.token.text) cites a rule Apple \(rewording.sentence)", suggestions: [])
    case .alias(_, let current):
      return Problem(
        severity: strict ? .error : .warning,
        message: "\(check.token.text) is an old ID; the rule is now \(current) (update the note to cite \(current))"
          + (rewording.map { "; Apple \($0.sentence)" } ?? ""),
        suggestions: [])
    case .broken(let suggestions):
      // A site permalink whose rule is of another page: the ID alone may be fine.
      let reason =
        check.token.page.flatMap { page in
          RecordID(check.token.reference).flatMap { $0.slug == page ? nil : "\(page).html is not the page of \($0)" }
        } ?? "no rule or guideline '\(check.token.reference)'"
      return Problem(
        severity: .error,
        message: "broken citation \(check.token.text): \(reason)",
        suggestions: suggestions.map { suggestion in
          guard let id = RecordID(suggestion), let (_, record) = kb.lookup(id) else { return (suggestion, nil) }
          return (
            suggestion,
            Citation.shortened(record.statement?.preferring(.ko) ?? record.text.preferring(.ko), limit: 50)
          )
        })
    }
  }

  /// The line for a problem; nil for a citation that is fine.
  ///
  ///     notes.md:3:8: error: broken citation HIG:drag-and-drop/zzzzzz: no rule or guideline 'drag-and-drop/zzzzzz'; did you mean:
  ///         drag-and-drop/4h8tpa  “가능한 앱 전체에서 드래그 앤 드롭을 지원하는 것이 좋습니다.”
  public static func describe(
    _ check: CitationCheck, in file: String, kb: KnowledgeBase, strict: Bool, reworded: [RecordID: RewordedRule] = [:]
  ) -> String? {
    guard let problem = problem(check, kb: kb, strict: strict, reworded: reworded) else { return nil }
    var line = "\(file):\(check.token.line):\(check.token.column): \(problem.severity.rawValue): \(problem.message)"
    if !problem.suggestions.isEmpty {
      line += "; did you mean:"
      for suggestion in problem.suggestions {
        line += "\n    \(suggestion.id)"
        if let statement = suggestion.statement { line += "  “\(statement)”" }
      }
    }
    return line
  }
}
