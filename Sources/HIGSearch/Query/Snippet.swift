import HIGModel

/// A short excerpt of a hit's text with the matched words marked, for terminal output.
///
///     Snippet(text: "…앱의 탐색 모음과 동일한 모양을…", highlights: [4..<6, 7..<10])
public struct Snippet: Hashable, Sendable {
  public var text: String
  /// Ranges of `text`'s Unicode scalars (not Characters, not UTF-16) to highlight.
  public var highlights: [Range<Int>]
  public var language: Language

  public init(text: String, highlights: [Range<Int>], language: Language) {
    self.text = text
    self.highlights = highlights
    self.language = language
  }
}
