/// Cuts text into words: maximal runs of one script, split at every other character.
///
/// A script change with nothing between ("UIPresentationController를", "iOS용") starts a new word
/// with gap `.none`, so the analyzer can drop a particle glued to a Latin name. An apostrophe inside
/// a Latin word is kept by the tokenizer and removed by the English stemmer ("app's" → "app").
/// The cutting itself is `WordCutter`'s, over bytes; this makes a `String` of each word.
///
///     Tokenizer.tokens(in: "탐색 모음을 UIView에")
///     // 탐색, 모음을 (gap .space), uiview (.space), 에 (.none)
public enum Tokenizer {
  public static func tokens(in text: String) -> [Token] {
    var cutter = WordCutter()
    cutter.cut(text)
    return cutter.words.map { word in
      Token(text: cutter.text(of: word), script: word.script, start: word.start, end: word.end, gap: word.gap)
    }
  }
}

extension WordCutter {
  /// The folded text of one of the last text's words.
  func text(of word: Word) -> String {
    folded.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[word.bytes]), as: UTF8.self) }
  }
}
