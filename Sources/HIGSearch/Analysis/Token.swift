/// One word of a text as the tokenizer cuts it: its folded form, its script and where it is.
///
/// Offsets count Unicode scalars of the text's NFC form (JavaScript must count code points, not
/// UTF-16 units).
///
///     "뷰를 닫기" → Token("뷰를", start 0, end 2), Token("닫기", start 3, end 5)
public struct Token: Hashable, Sendable {
  /// The folded text of the word (see `TextNormalizer`).
  public var text: String
  public var script: Script
  /// Scalar offsets of the word in the NFC form of the input, end exclusive.
  public var start: Int
  public var end: Int
  /// What comes between the previous word and this one.
  public var gap: Gap

  /// What separates a word from the one before it.
  public enum Gap: Sendable, Hashable {
    /// Nothing: a script change inside one written word ("Controller|를", "iOS|용").
    case none
    /// Only whitespace: Korean words on either side may be one compound spaced freely (탐색 모음).
    case space
    /// Punctuation, or the start of the text.
    case punctuation
  }

  public init(text: String, script: Script, start: Int, end: Int, gap: Gap) {
    self.text = text
    self.script = script
    self.start = start
    self.end = end
    self.gap = gap
  }
}
