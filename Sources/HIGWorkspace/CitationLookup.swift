import HIGCite
import HIGModel

/// What a reference a person typed cites (`hig cite`, the MCP server's `cite` and `get_rule`): the
/// citation, and when the reference was words rather than a name, the search that chose it.
public struct CitationLookup: Sendable {
  public var citation: Citation
  /// Set when the reference was words: the record `hig search` ranked first was cited, and these
  /// are the next matches.
  public var otherMatches: [RecordID]?

  /// The note for the person asking when a search chose the rule, else nil.
  ///
  ///     note: citing the best match for '드래그 취소': drag-and-drop/2rtass “사용자들이 드래그 앤 …”
  ///       other matches: drag-and-drop/4h8tpa, …
  public func note(for reference: String) -> String? {
    guard let others = otherMatches, let record = citation.record else { return nil }
    let summary = Citation.shortened(record.statement?.preferring(.ko) ?? record.text.preferring(.ko), limit: 60)
    var note = "note: citing the best match for '\(reference)': \(record.id) “\(summary)”"
    if !others.isEmpty { note += "\n  other matches: \(others.map(\.rawValue).joined(separator: ", "))" }
    return note
  }

  /// True for what can only be meant as an ID: a tag, a site link, or "slug/key" even when the key
  /// is mistyped (so it gets "did you mean …?" rather than a word search).
  public static func looksLikeID(_ text: String) -> Bool {
    if !CitationScanner.tokens(in: text).isEmpty { return true }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count == 2 && Slug.isValid(String(parts[0]).lowercased())
      && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } && !parts[1].isEmpty
  }
}

/// Why a reference cites nothing, worded for the person who typed it.
public enum CitationLookupError: Error, Equatable, CustomStringConvertible {
  /// An ID (or tag, or link) that names no current or old record; `suggestions` are close IDs.
  case unknownID(String, suggestions: [String])
  /// Words that no record matches.
  case noMatch(String)

  public var description: String {
    switch self {
    case .unknownID(let id, let suggestions):
      let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
      return "rule '\(id)' not found\(hint)"
    case .noMatch(let words):
      return "no rule matches '\(words)'; try other words, or 'hig show SLUG' to list a guideline's rule IDs"
    }
  }
}
