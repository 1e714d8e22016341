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
    asciiOrHangulNameKey(name)
      ?? name.lowercased().replacingOccurrences(of: "&", with: "and").filter { $0.isLetter || $0.isNumber }
  }

  /// The same key without Foundation for names of ASCII and Hangul syllables only, where each
  /// scalar is a character of its own: letters are A–Z, a–z and the syllables, numbers 0–9. Nil
  /// for any other name. Ingestion asks for the key of every candidate of every cross-reference.
  static func asciiOrHangulNameKey(_ name: String) -> String? {
    // Built as UTF-8 bytes: appending characters to a string one by one costs more than the scan.
    var result: [UInt8] = []
    result.reserveCapacity(name.utf8.count + 2)
    for scalar in name.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5A: result.append(UInt8(scalar.value + 0x20))
      case 0x61...0x7A, 0x30...0x39: result.append(UInt8(scalar.value))
      case 0x26: result += [0x61, 0x6E, 0x64]  // "&" → "and"
      case Hangul.syllables: UTF8.encode(scalar) { result.append($0) }
      case 0x00...0x7F: continue
      default: return nil
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  public static let appleBaseURL = "https://developer.apple.com/design/human-interface-guidelines/"
  /// Apple's official Korean translation of the pages: the same slugs under `/kr/`.
  public static let appleKoreanBaseURL = "https://developer.apple.com/kr/design/human-interface-guidelines/"
}
