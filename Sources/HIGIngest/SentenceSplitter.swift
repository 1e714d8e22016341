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
    var sentences: [String] = []
    var start = text.startIndex
    var index = text.startIndex
    // A sentence is final once another follows it, since only the last one may still take a lone period.
    while index < text.endIndex, sentences.count < limit || (sentences.count == limit && mayMerge(text[start...])) {
      var next = text.index(after: index)
      if isTerminal(text[index]), endsSentence(text, at: index) {
        // Take any run of closing punctuation with the sentence.
        while next < text.endIndex, isTerminal(text[next]) || isCloser(text[next]) { next = text.index(after: next) }
        append(&sentences, text[start..<next])
        start = next
      }
      index = next
    }
    append(&sentences, text[start...])
    return Array(sentences.prefix(limit))
  }

  /// True when the text after a sentence may be a lone period that joins it ("합니다 ." → " .").
  private static func mayMerge(_ rest: Substring) -> Bool {
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

  private static func isTerminal(_ character: Character) -> Bool {
    // No other character is canonically equivalent to these marks, so their scalars identify them.
    switch character.scalarValue {
    case 0x2E, 0x21, 0x3F, 0x3002: true  // . ! ? 。
    default: false
    }
  }

  private static func isCloser(_ character: Character) -> Bool {
    switch character.scalarValue {
    case 0x22, 0x201D, 0x2019, 0x27, 0x29: true  // " ” ’ ' )
    default: false
    }
  }

  private static func endsSentence(_ text: String, at index: String.Index) -> Bool {
    let after = text.index(after: index)
    guard after < text.endIndex else { return true }
    let next = text[after]
    let previous = index > text.startIndex ? text[text.index(before: index)] : nil
    if text[index] == ".", let previous, previous.isNumber, next.isNumber { return false }
    if next.isWhitespace || isTerminal(next) || isCloser(next) {
      return !isAbbreviation(text, endingAt: index)
    }
    // "해줍니다.Mac Catalyst를": a Korean sentence ending glued to the next sentence.
    if let previous, Script(String(previous)).hangul > 0, next.isLetter { return true }
    return false
  }

  private static func isAbbreviation(_ text: String, endingAt index: String.Index) -> Bool {
    var start = index
    while start > text.startIndex {
      let before = text.index(before: start)
      if text[before].isWhitespace { break }
      start = before
    }
    let word = text[start...index].lowercased()
    return ["e.g.", "i.e.", "etc.", "vs.", "approx.", "cf.", "ex."].contains(word)
  }
}
