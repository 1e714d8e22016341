/// Cuts text into words: maximal runs of one script, split at every other character.
///
/// A script change with nothing between ("UIPresentationController를", "iOS용") starts a new word
/// with gap `.none`, so the analyzer can drop a particle glued to a Latin name. An apostrophe inside
/// a Latin word is kept by the tokenizer and removed by the English stemmer ("app's" → "app").
///
///     Tokenizer.tokens(in: "탐색 모음을 UIView에")
///     // 탐색, 모음을 (gap .space), uiview (.space), 에 (.none)
public enum Tokenizer {
  public static func tokens(in text: String) -> [Token] {
    let folded = TextNormalizer.foldedScalars(text)
    var words = WordCutter()
    var lastSource = -1
    for (scalar, offset) in folded {
      defer { lastSource = offset }
      if scalar == "'", words.script == .alphanumeric {
        words.current.append(UInt8(ascii: "'"))
        continue
      }
      guard let script = Script.of(scalar) else {
        words.finish(at: lastSource + 1)
        let isSpace = scalar == " " || scalar.properties.isWhitespace
        if words.pending != .punctuation { words.pending = isSpace ? .space : .punctuation }
        continue
      }
      if script != words.script {
        words.finish(at: lastSource + 1)
        words.start(script, at: offset)
      }
      UTF8.encode(scalar) { words.current.append($0) }
    }
    words.finish(at: lastSource + 1)
    return words.tokens
  }

  /// The word being cut and the tokens so far. A struct with mutating methods rather than a
  /// nested function over local variables: those were boxed and every access checked for
  /// exclusivity at run time (several per cent of indexing).
  private struct WordCutter {
    var tokens: [Token] = []
    /// The current word's UTF-8 bytes: one String is made per word, not grown scalar by scalar.
    var current: [UInt8] = []
    var script: Script?
    var startOffset = 0
    var gap = Token.Gap.punctuation
    /// What has been seen since the last word ended.
    var pending = Token.Gap.punctuation

    mutating func start(_ script: Script, at offset: Int) {
      self.script = script
      startOffset = offset
      gap = pending
    }

    mutating func finish(at end: Int) {
      if let script, !current.isEmpty {
        if script == .alphanumeric { while current.last == UInt8(ascii: "'") { current.removeLast() } }
        if !current.isEmpty {
          let word = String(decoding: current, as: UTF8.self)
          tokens.append(Token(text: word, script: script, start: startOffset, end: end, gap: gap))
          pending = .none
        }
      }
      current.removeAll(keepingCapacity: true)
      script = nil
    }
  }
}
