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
  public var figure: Figure? {
    get { rare.first?.figure }
    set { setRare(figure: newValue, caption: caption) }
  }
  /// The title of the part of the page the record sits in when that part is no section: the tab
  /// of a tab navigator ("iOS, iPadOS"), in each language the page has.
  public var caption: LocalizedText? {
    get { rare.first?.caption }
    set { setRare(figure: figure, caption: newValue) }
  }

  /// The fields few records have, out of line: an empty array is one pointer to shared storage,
  /// where the two fields inline made every record about 70 bytes larger (a knowledge base of
  /// 9,200 pages holds some 400,000 records, most of them neither figures nor in tabs).
  private var rare: [RareFields] = []

  private struct RareFields: Hashable, Sendable {
    var figure: Figure?
    var caption: LocalizedText?
  }

  private mutating func setRare(figure: Figure?, caption: LocalizedText?) {
    rare = figure == nil && caption == nil ? [] : [RareFields(figure: figure, caption: caption)]
  }

  private enum CodingKeys: String, CodingKey {
    case id, kind, text, statement, strength, platforms, references, line, rows, symbols, figure, caption
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(RecordID.self, forKey: .id)
    kind = try container.decode(RecordKind.self, forKey: .kind)
    text = try container.decode(LocalizedText.self, forKey: .text)
    statement = try container.decodeIfPresent(LocalizedText.self, forKey: .statement)
    strength = try container.decodeIfPresent(Strength.self, forKey: .strength)
    platforms = try container.decode([Platform].self, forKey: .platforms)
    references = try container.decode([CrossReference].self, forKey: .references)
    line = try container.decodeIfPresent(Int.self, forKey: .line)
    rows = try container.decodeIfPresent([[String]].self, forKey: .rows)
    symbols = try container.decode([String].self, forKey: .symbols)
    setRare(
      figure: try container.decodeIfPresent(Figure.self, forKey: .figure),
      caption: try container.decodeIfPresent(LocalizedText.self, forKey: .caption))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(kind, forKey: .kind)
    try container.encode(text, forKey: .text)
    try container.encodeIfPresent(statement, forKey: .statement)
    try container.encodeIfPresent(strength, forKey: .strength)
    try container.encode(platforms, forKey: .platforms)
    try container.encode(references, forKey: .references)
    try container.encodeIfPresent(line, forKey: .line)
    try container.encodeIfPresent(rows, forKey: .rows)
    try container.encode(symbols, forKey: .symbols)
    try container.encodeIfPresent(figure, forKey: .figure)
    try container.encodeIfPresent(caption, forKey: .caption)
  }

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
    setRare(figure: figure, caption: caption)
  }

  /// The text that identifies this record (see `RecordID`): English when present, else Korean.
  public var identityText: String { text.en ?? text.ko ?? "" }
}
