/// One guideline paragraph or list item: the unit hig searches, shows and cites.
///
/// A paired English paragraph and its Korean translation are one record whose `text` has both.
public struct Record: Codable, Hashable, Sendable, Identifiable {
  public var id: RecordID
  public var kind: RecordKind
  /// The full original text, in each language the source has.
  public var text: LocalizedText
  /// For a rule, its lead sentence in each language where that sentence states the rule.
  public var statement: LocalizedText?
  /// For a rule, how strongly it is worded, when the wording shows it.
  public var strength: Strength?
  /// The platforms this record applies to: its platform section's, otherwise the guideline's.
  public var platforms: [Platform]
  /// Pointers to other guidelines made by this record's text.
  public var references: [CrossReference]
  /// Where the record starts in its source file (1-based line).
  public var line: Int?
  /// For a table: its rows of cells, header first.
  public var rows: [[String]]?
  /// Developer-documentation symbols the record points to, as Apple's documentation paths
  /// ("SwiftUI/Toggle", "UIKit/UISheetPresentationController").
  public var symbols: [String]
  /// For a figure: where its picture is; the record's text is the picture's alt text.
  public var figure: Figure?
  /// The title of the part of the page the record sits in when that part is no section: the tab
  /// of a tab navigator ("iOS, iPadOS"), in each language the page has.
  public var caption: LocalizedText?

  public init(
    id: RecordID, kind: RecordKind, text: LocalizedText, statement: LocalizedText? = nil,
    strength: Strength? = nil, platforms: [Platform] = [], references: [CrossReference] = [],
    line: Int? = nil, rows: [[String]]? = nil, symbols: [String] = [], figure: Figure? = nil,
    caption: LocalizedText? = nil
  ) {
    self.id = id
    self.kind = kind
    self.text = text
    self.statement = statement
    self.strength = strength
    self.platforms = platforms
    self.references = references
    self.line = line
    self.rows = rows
    self.symbols = symbols
    self.figure = figure
    self.caption = caption
  }

  /// The text that identifies this record (see `RecordID`): English when present, else Korean.
  public var identityText: String { text.en ?? text.ko ?? "" }
}
