import HIGModel

/// Folds a text and cuts it into words in one pass over its UTF-8 bytes: the analyzer's tokenizer.
///
/// The folded words are kept back to back in one byte buffer (`folded`), each `Word` pointing
/// into it, and both buffers are reused from text to text, so cutting makes no `String` and, once
/// warm, no allocation. `Tokenizer.tokens(in:)` turns the words into `Token`s for callers that
/// want strings.
///
///     var cutter = WordCutter()
///     cutter.cut("뷰를 UIView에")
///     // words: 뷰를 (hangul, gap .punctuation), uiview (alphanumeric, .space), 에 (hangul, .none)
struct WordCutter {
  /// One word: where its folded bytes are, its script, where it is in the text and what precedes it.
  struct Word {
    /// The word's bytes in `folded`.
    var bytes: Range<Int>
    var script: Script
    /// Scalar offsets in the NFC form of the text, end exclusive (as `Token`).
    var start: Int
    var end: Int
    var gap: Token.Gap
  }

  /// The folded bytes of every word of the last text cut, back to back.
  private(set) var folded: [UInt8] = []
  private(set) var words: [Word] = []
  /// Folded forms of the scalars that do not fold to themselves (`TextNormalizer.foldRare` is
  /// slow), remembered across texts.
  private var rare: [UInt32: String] = [:]

  /// The word being cut and what came before it: saved at the start of each line, so that a
  /// line found part-way to need NFC is cut again from there.
  private struct State {
    var script: Script?
    var wordStart = 0
    var startOffset = 0
    var gap = Token.Gap.punctuation
    /// What has been seen since the last word ended.
    var pending = Token.Gap.punctuation
    /// The source offset of the last folded scalar (a scalar may fold to nothing).
    var lastSource = -1
  }

  private var state = State()

  /// Cuts `text` into `words`, replacing the last text's.
  mutating func cut(_ text: String) { cut(lines: [text]) }

  /// Cuts the text made of `lines` joined by newlines, the missing ones left out, without making
  /// that string (NFC never composes across a newline, so each line is normalised alone).
  mutating func cut(lines: [String?]) {
    folded.removeAll(keepingCapacity: true)
    words.removeAll(keepingCapacity: true)
    state = State()
    var offset = 0
    var first = true
    for case var line? in lines {
      if !first {
        separator(isSpace: true, at: offset)
        offset += 1
      }
      first = false
      let saved = (state: state, folded: folded.count, words: words.count, offset: offset)
      // Nearly every line is cut as it is; one with a scalar NFC could change is cut again from
      // its NFC form (the check rides along the cutting instead of a pass of its own).
      if !line.withUTF8({ cut(bytes: $0, offset: &offset, stoppingAtNFCWork: true) }) {
        (state, offset) = (saved.state, saved.offset)
        folded.removeSubrange(saved.folded...)
        words.removeSubrange(saved.words...)
        line = TextNormalizer.nfcForm(line)
        line.withUTF8 { _ = cut(bytes: $0, offset: &offset, stoppingAtNFCWork: false) }
      }
    }
    finish(at: state.lastSource + 1)
  }

  /// Cuts one line's bytes; false if it stopped at a scalar NFC could change.
  private mutating func cut(bytes: UnsafeBufferPointer<UInt8>, offset: inout Int, stoppingAtNFCWork: Bool) -> Bool {
    folded.reserveCapacity(folded.count + bytes.count)
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        // ASCII: upper case folds to lower case, and each byte's class comes from a table.
        let byte = lead &+ (lead &- 0x41 < 26 ? 32 : 0)
        switch Self.asciiClasses[Int(byte)] {
        case Self.letterOrDigit: letter(byte, script: .alphanumeric, at: offset)
        case Self.apostrophe where state.script == .alphanumeric:
          folded.append(byte)
          state.lastSource = offset
        case Self.space: separator(isSpace: true, at: offset)
        default: separator(isSpace: false, at: offset)
        }
        index += 1
      } else {
        let (value, length) = bytes.scalarValue(at: index)
        if Hangul.isSyllable(value) {
          // A Hangul syllable folds to itself: its three bytes are copied.
          if state.script != .hangul { startWord(.hangul, at: offset) }
          folded.append(bytes[index])
          folded.append(bytes[index + 1])
          folded.append(bytes[index + 2])
          state.lastSource = offset
        } else {
          if stoppingAtNFCWork, TextNormalizer.mayChangeUnderNFC(value) { return false }
          let scalar = Unicode.Scalar(value)!
          if TextNormalizer.foldsToItself(scalar) {
            fold(scalar, at: offset)
          } else {
            let parts = rare[value] ?? TextNormalizer.fold(scalar: scalar)
            rare[value] = parts
            for part in parts.unicodeScalars { fold(part, at: offset) }
          }
        }
        index += length
      }
      offset += 1
    }
    return true
  }

  /// Adds one folded scalar that is not ASCII (a rare scalar's folded form may be ASCII too).
  private mutating func fold(_ scalar: Unicode.Scalar, at offset: Int) {
    if scalar == "'", state.script == .alphanumeric {
      folded.append(UInt8(ascii: "'"))
      state.lastSource = offset
      return
    }
    guard let scalarScript = Script.of(scalar) else {
      separator(isSpace: scalar == " " || scalar.properties.isWhitespace, at: offset)
      return
    }
    if scalarScript != state.script { startWord(scalarScript, at: offset) }
    UTF8.encode(scalar) { folded.append($0) }
    state.lastSource = offset
  }

  @inline(__always)
  private mutating func letter(_ byte: UInt8, script: Script, at offset: Int) {
    if script != state.script { startWord(script, at: offset) }
    folded.append(byte)
    state.lastSource = offset
  }

  private mutating func separator(isSpace: Bool, at offset: Int) {
    finish(at: state.lastSource + 1)
    if state.pending != .punctuation { state.pending = isSpace ? .space : .punctuation }
    state.lastSource = offset
  }

  private mutating func startWord(_ script: Script, at offset: Int) {
    finish(at: state.lastSource + 1)
    state.script = script
    state.wordStart = folded.count
    state.startOffset = offset
    state.gap = state.pending
  }

  private mutating func finish(at end: Int) {
    guard let script = state.script else { return }
    state.script = nil
    // Trailing apostrophes are not part of a word ("users'" → users).
    if script == .alphanumeric {
      while folded.count > state.wordStart, folded[folded.count - 1] == UInt8(ascii: "'") { folded.removeLast() }
    }
    guard folded.count > state.wordStart else { return }
    words.append(
      Word(bytes: state.wordStart..<folded.count, script: script, start: state.startOffset, end: end, gap: state.gap))
    state.pending = .none
  }

  // ASCII classes, from the same rules as every other scalar (`Script.of`, Unicode White_Space).
  private static let letterOrDigit: UInt8 = 0
  private static let apostrophe: UInt8 = 1
  private static let space: UInt8 = 2
  private static let punctuation: UInt8 = 3
  private static let asciiClasses: [UInt8] = (0..<128).map { value in
    let scalar = Unicode.Scalar(UInt8(value))
    if Script.of(scalar) != nil { return letterOrDigit }
    if scalar == "'" { return apostrophe }
    return scalar == " " || scalar.properties.isWhitespace ? space : punctuation
  }
}
