/// Where a guideline's text came from and who wrote or translated it.
public struct Source: Codable, Hashable, Sendable {
  /// The content file, relative to the content folder ("guidelines/modality.txt").
  public var file: String
  /// The file's format as ingested: "text", "markdown" or "html".
  public var format: String
  /// The publication or project that published the text ("Async Swift 번역").
  public var name: String?
  public var author: String?
  /// The publication date as written in the text or metadata ("2022-09-15").
  public var date: String?
  /// The page the text was taken from, when known.
  public var url: String?
  /// A translator's preface, kept as attribution rather than content.
  public var preface: String?
  /// A heading or category the source filed the page under, when it differs from Apple's.
  public var category: String?
  /// A subtitle or tagline under the title.
  public var subtitle: String?

  public init(
    file: String, format: String, name: String? = nil, author: String? = nil, date: String? = nil,
    url: String? = nil, preface: String? = nil, category: String? = nil, subtitle: String? = nil
  ) {
    self.file = file
    self.format = format
    self.name = name
    self.author = author
    self.date = date
    self.url = url
    self.preface = preface
    self.category = category
    self.subtitle = subtitle
  }
}
