/// The shapes a citation can be printed in.
///
///     CitationFormat(rawValue: "markdown")  // .markdown: a block quote for a GitHub/GitLab review comment
public enum CitationFormat: String, CaseIterable, Codable, Sendable {
  /// A block quote with links, for review comments on GitHub or GitLab.
  case markdown
  /// Plain lines for a terminal, an e-mail or a commit message.
  case text
  /// A `<figure>` with the quote and its caption, for web pages.
  case html
  /// The citation's fields as one JSON object, for scripts.
  case json
}
