/// One page of Apple's HIG site as the topic catalog lists it, whether or not hig has its text.
public struct Topic: Codable, Hashable, Sendable {
  public var slug: String
  public var title: LocalizedText
  /// Apple's section ("Patterns") and group within it ("Presentation"), when any.
  public var section: String
  public var group: String?
  /// Other names texts use for the page, such as an older title ("Pointers" for pointing-devices).
  public var aliases: [String]

  public init(
    slug: String, title: LocalizedText, section: String, group: String? = nil, aliases: [String] = []
  ) {
    self.slug = slug
    self.title = title
    self.section = section
    self.group = group
    self.aliases = aliases
  }

  /// The page on Apple's site.
  public var appleURL: String { Topic.appleBaseURL + slug }

  /// How names of a page compare: ignoring case, spacing, punctuation and "&" versus "and".
  ///
  ///     Topic.nameKey("Drag & Drop") == Topic.nameKey("drag and drop")  // true
  public static func nameKey(_ name: String) -> String {
    // Ingestion asks for the key of every candidate of every cross-reference.
    FoldedLetters.asciiOrHangul(name, ampersand: Array("and".utf8))
      ?? name.lowercased().replacingOccurrences(of: "&", with: "and").filter { $0.isLetter || $0.isNumber }
  }

  public static let appleBaseURL = "https://developer.apple.com/design/human-interface-guidelines/"
  /// Apple's official Korean translation of the pages: the same slugs under `/kr/`.
  public static let appleKoreanBaseURL = "https://developer.apple.com/kr/design/human-interface-guidelines/"
}
