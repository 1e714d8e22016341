/// A citation written in a review text: a `HIG:` tag, a link to a rule's anchor on the site, or
/// the ID of a citation pasted from `hig cite`.
///
///     "See HIG:drag-and-drop/4h8tpa."  → tag "HIG:drag-and-drop/4h8tpa", reference "drag-and-drop/4h8tpa", 1:5
///     "https://hig.example.kr/modality.html#modality/x7k2mq" → link, reference "modality/x7k2mq"
public struct CitationToken: Hashable, Sendable {
  public enum Form: String, Codable, Hashable, Sendable {
    /// `HIG:slug/key` or `HIG:slug`: the short syntax `hig check --expand` rewrites.
    case tag
    /// A URL ending in `<slug>.html#<slug>/<key>`: checked, never rewritten.
    case link
    /// The ID of a citation as `hig cite` prints it, or `hig check --expand` writes it, in that
    /// format: checked, never rewritten.
    case markdown, text, html, json
  }

  /// The token exactly as written.
  public var text: String
  /// What it names: a record ID ("drag-and-drop/4h8tpa") or a guideline slug ("drag-and-drop").
  public var reference: String
  public var form: Form
  /// Where it sits in the text it was found in.
  public var range: Range<String.Index>
  /// 1-based line and column (in characters) of its first character.
  public var line: Int
  public var column: Int
  /// True inside a Markdown code span or fenced code block: checked, but never expanded, since
  /// a citation there would break the code's formatting.
  public var isInCode: Bool = false
  /// For a link, the page it points to (`modality` for `…/modality.html#modality/x7k2mq`): a
  /// page that is not the anchor's guideline makes the link broken, whatever the anchor names.
  public var page: String?
}
