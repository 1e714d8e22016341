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
    var tokens: [Token] = []
    // The current word's UTF-8 bytes: one String is made per word, not grown scalar by scalar.
    var current: [UInt8] = []
    var currentScript: Script?
    var start = 0
    var gap = Token.Gap.punctuation
    // What has been seen since the last word ended.
    var pending = Token.Gap.punctuation

    func finish(at end: Int) {
      if let script = currentScript, !current.isEmpty {
        if script == .alphanumeric { while current.last == UInt8(ascii: "'") { current.removeLast() } }
        if !current.isEmpty {
          let word = String(decoding: current, as: UTF8.self)
          tokens.append(Token(text: word, script: script, start: start, end: end, gap: gap))
          pending = .none
        }
      }
      current.removeAll(keepingCapacity: true)
      currentScript = nil
    }

    var lastSource = -1
    for (scalar, offset) in folded {
      defer { lastSource = offset }
      if scalar == "'", currentScript == .alphanumeric {
        current.append(UInt8(ascii: "'"))
        continue
      }
      guard let script = Script.of(scalar) else {
        finish(at: lastSource + 1)
        let isSpace = scalar == " " || scalar.properties.isWhitespace
        if pending != .punctuation { pending = isSpace ? .space : .punctuation }
        continue
      }
      if script != currentScript {
        finish(at: lastSource + 1)
        currentScript = script
        start = offset
        gap = pending
      }
      UTF8.encode(scalar) { current.append($0) }
    }
    finish(at: lastSource + 1)
    return tokens
  }
}
