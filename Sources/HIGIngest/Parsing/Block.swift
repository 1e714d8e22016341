import HIGModel

/// One structural piece of a source document, before it becomes sections and records.
///
/// Every format (plain text, Markdown, HTML, Apple's page JSON) is parsed into blocks, and one builder turns blocks
/// into a guideline, so the rules for titles, pairs, rules and platforms are written once.
public struct Block: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// A heading. `level` is known for Markdown/HTML; plain text guesses it (nil).
    case heading
    case paragraph
    case listItem
    /// A "Note"/"참고"/"팁" callout.
    case note
    /// A translator's remark ("역자설명 : …").
    case translatorNote
    case table
    /// A `>` quotation; paired with the paragraph before it when it translates that paragraph.
    case quote
    /// Preformatted text (a Markdown code block, an HTML `<pre>`): kept verbatim, never a rule.
    case code
    /// An image or video (Apple's page JSON): `text` is its alt text, `figure` where it is.
    case figure
  }

  public var kind: Kind
  public var text: String
  /// 1-based line in the source file where the block starts.
  public var line: Int
  /// Heading level (1 = title) when the format states it.
  public var level: Int?
  /// Table rows, header first.
  public var rows: [[String]]?
  /// The lead sentence when the format marks it (a **bold** opening in Markdown or HTML).
  public var lead: String?
  /// Link targets in the block (Markdown/HTML), for cross-references.
  public var links: [String]
  /// A heading's own anchor, when the format gives one (Apple's "Platform-considerations").
  public var anchor: String?
  /// Cross-references the format resolved itself (Apple's references to other pages).
  public var references: [CrossReference] = []
  /// Developer-documentation symbols the block points to ("SwiftUI/Toggle").
  public var symbols: [String] = []
  /// For a figure block: where its picture is.
  public var figure: Figure?
  /// The title of the tab the block sits in (Apple's tab navigators).
  public var caption: String?

  public init(
    kind: Kind, text: String, line: Int, level: Int? = nil, rows: [[String]]? = nil,
    lead: String? = nil, links: [String] = [], anchor: String? = nil
  ) {
    self.kind = kind
    self.text = text
    self.line = line
    self.level = level
    self.rows = rows
    self.lead = lead
    self.links = links
    self.anchor = anchor
  }
}
