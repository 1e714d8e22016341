import Foundation

/// Splits prose into sentences in Korean and English.
///
/// Tolerates what translations do to punctuation: a space before the period ("해야 합니다 ."),
/// a missing space after it ("해줍니다.Mac"), doubled periods; keeps decimals ("34.67") and
/// abbreviations ("e.g.") whole.
///
///     SentenceSplitter.split("창의 기존 상태를 유지합니다. 사용자들은 기대합니다.")
///     // ["창의 기존 상태를 유지합니다.", "사용자들은 기대합니다."]
enum SentenceSplitter {
  static func split(_ text: String) -> [String] {
    split(text, limit: Int.max)
  }

  /// The first sentence of `text`.
  static func first(_ text: String) -> String {
    split(text, limit: 1).first ?? text
  }

  /// The first `limit` sentences: the rest of the text is not read.
  private static func split(_ text: String, limit: Int) -> [String] {
    // Walking characters means finding grapheme breaks, most of this function's cost. In a text
    // where every scalar is a character of its own, walking scalars gives the same sentences.
    if ScalarCharacters.areCharacters(text) { return split(text, units: text.unicodeScalars, limit: limit) }
    return split(text, units: text, limit: limit)
  }

  /// The sentences of `text` read over `units`, its characters or its scalars; their indices are
  /// the string's, so sentences are cut from `text` itself.
  static func split<Units: BidirectionalCollection>(_ text: String, units: Units, limit: Int) -> [String]
  where Units.Index == String.Index, Units.Element: SentenceUnit {
    var sentences: [String] = []
    var start = units.startIndex
    var index = units.startIndex
    // A sentence is final once another follows it, since only the last one may still take a lone period.
    while index < units.endIndex,
      sentences.count < limit || (sentences.count == limit && mayMerge(units[start...]))
    {
      var next = units.index(after: index)
      if isTerminal(units[index]), endsSentence(text, units, at: index) {
        // Take any run of closing punctuation with the sentence.
        while next < units.endIndex, isTerminal(units[next]) || isCloser(units[next]) { next = units.index(after: next) }
        append(&sentences, text[start..<next])
        start = next
      }
      index = next
    }
    append(&sentences, text[start...])
    return Array(sentences.prefix(limit))
  }

  /// True when the text after a sentence may be a lone period that joins it ("합니다 ." → " .").
  private static func mayMerge<Rest: Collection>(_ rest: Rest) -> Bool where Rest.Element: SentenceUnit {
    guard let first = rest.first(where: { !$0.isWhitespace }) else { return false }
    return isTerminal(first) || isCloser(first)
  }

  private static func append(_ sentences: inout [String], _ sentence: Substring) {
    let trimmed = sentence.trimmingSpacesAndNewlines
    guard !trimmed.isEmpty else { return }
    // A lone period left over from "합니다 ." belongs to the sentence before it.
    if trimmed.allSatisfy({ isTerminal($0) || isCloser($0) }), let last = sentences.popLast() {
      sentences.append(last + trimmed)
    } else {
      sentences.append(trimmed)
    }
  }

  private static func isTerminal(_ unit: some SentenceUnit) -> Bool {
    // No other character is canonically equivalent to these marks, so their scalars identify them.
    switch unit.scalarValue {
    case 0x2E, 0x21, 0x3F, 0x3002: true  // . ! ? 。
    default: false
    }
  }

  private static func isCloser(_ unit: some SentenceUnit) -> Bool {
    switch unit.scalarValue {
    case 0x22, 0x201D, 0x2019, 0x27, 0x29: true  // " ” ’ ' )
    default: false
    }
  }

  private static func endsSentence<Units: BidirectionalCollection>(
    _ text: String, _ units: Units, at index: String.Index
  ) -> Bool where Units.Index == String.Index, Units.Element: SentenceUnit {
    let after = units.index(after: index)
    guard after < units.endIndex else { return true }
    let next = units[after]
    let previous = index > units.startIndex ? units[units.index(before: index)] : nil
    if units[index].scalarValue == 0x2E, let previous, previous.isNumber, next.isNumber { return false }
    if next.isWhitespace || isTerminal(next) || isCloser(next) {
      return !isAbbreviation(text, units, endingAt: index)
    }
    // "해줍니다.Mac Catalyst를": a Korean sentence ending glued to the next sentence.
    if let previous, previous.isHangul, next.isLetter { return true }
    return false
  }

  private static func isAbbreviation<Units: BidirectionalCollection>(
    _ text: String, _ units: Units, endingAt index: String.Index
  ) -> Bool where Units.Index == String.Index, Units.Element: SentenceUnit {
    var start = index
    while start > units.startIndex {
      let before = units.index(before: start)
      if units[before].isWhitespace { break }
      start = before
    }
    // The abbreviations are ASCII and have no "k": a word with another scalar lowercases to none
    // of them (only the Kelvin sign lowercases into ASCII alone), so its bytes are folded instead.
    var word: [UInt8] = []
    for byte in text[start...index].utf8 {
      guard byte < 0x80, word.count < 7 else { return false }
      word.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
    }
    return abbreviations.contains(word)
  }

  /// Abbreviations that end in a period without ending the sentence, as UTF-8; none is longer than 7 bytes.
  private static let abbreviations = ["e.g.", "i.e.", "etc.", "vs.", "approx.", "cf.", "ex."].map { Array($0.utf8) }
}
