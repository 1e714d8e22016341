import HIGCite
import HIGModel

/// What `hig check` prints: one line per problem, a summary, or all of it as JSON.
///
///     notes.md:3:8: error: broken citation HIG:drag-and-drop/zzzzzz; did you mean drag-and-drop/4h8tpa?
///     notes.md:5:1: warning: HIG:modality/x7k2mq is an old ID; the rule is now modality/9d4fq1
///     3 citations: 1 current, 1 old ID, 1 broken
struct CheckReport: Encodable {
  struct Entry: Encodable {
    var file: String
    var line: Int
    var column: Int
    var token: String
    var form: CitationToken.Form
    /// "current", "alias" or "broken".
    var status: String
    /// The ID (or slug) the token resolves to now.
    var resolvesTo: String?
    var suggestions: [String]?

    init(file: String, check: CitationCheck) {
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

  struct Counts: Encodable {
    var total = 0
    var current = 0
    var aliases = 0
    var broken = 0

    mutating func add(_ check: CitationCheck) {
      total += 1
      switch check.verdict {
      case .current: current += 1
      case .alias: aliases += 1
      case .broken: broken += 1
      }
    }

    var summary: String {
      guard total > 0 else { return "No HIG citations found." }
      return
        "\(total) citation\(total == 1 ? "" : "s"): \(current) current, \(aliases) old ID\(aliases == 1 ? "" : "s"), \(broken) broken"
    }
  }

  var citations: [Entry]
  var counts: Counts

  /// The line for a problem; nil for a citation that is fine.
  static func describe(_ check: CitationCheck, in file: String, kb: KnowledgeBase, strict: Bool) -> String? {
    let location = "\(file):\(check.token.line):\(check.token.column)"
    switch check.verdict {
    case .current:
      return nil
    case .alias(_, let current):
      return
        "\(location): \(strict ? "error" : "warning"): \(check.token.text) is an old ID; the rule is now \(current) (update the note to cite \(current))"
    case .broken(let suggestions):
      let reason =
        check.token.page.flatMap { page in
          RecordID(check.token.reference).flatMap { $0.slug == page ? nil : "\(page).html is not the page of \($0)" }
        } ?? "no rule or guideline '\(check.token.reference)'"
      var line = "\(location): error: broken citation \(check.token.text): \(reason)"
      if !suggestions.isEmpty {
        line += "; did you mean:"
        for suggestion in suggestions {
          line += "\n    \(suggestion)"
          if let id = RecordID(suggestion), let (_, record) = kb.lookup(id) {
            line +=
              "  “\(Citation.shortened(record.statement?.preferring(.ko) ?? record.text.preferring(.ko), limit: 50))”"
          }
        }
      }
      return line
    }
  }
}
