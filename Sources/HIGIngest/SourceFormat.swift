/// The format of a guideline source, and the parser that reads it into blocks.
///
/// Decided by content first and file extension second, because saved pages and exported notes
/// often carry the wrong extension.
enum SourceFormat: String, Sendable {
  case text

  static func detect(path: String, text: String) -> SourceFormat {
    .text
  }

  func parse(_ text: String) -> [Block] {
    switch self {
    case .text: return PlainTextParser.parse(text)
    }
  }
}
