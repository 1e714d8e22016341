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
    let characters = Array(text)
    var sentences: [String] = []
    var current = ""
    var index = 0
    // A sentence is final once another follows it, since only the last one may still take a lone period.
    while index < characters.count, sentences.count <= limit {
      let character = characters[index]
      current.append(character)
      if isTerminal(character), endsSentence(characters, at: index) {
        // Take any run of closing punctuation with the sentence.
        while index + 1 < characters.count, isTerminal(characters[index + 1]) || isCloser(characters[index + 1]) {
          index += 1
          current.append(characters[index])
        }
        append(&sentences, current)
        current = ""
      }
      index += 1
    }
    append(&sentences, current)
    return Array(sentences.prefix(limit))
  }

  private static func append(_ sentences: inout [String], _ sentence: String) {
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
    character == "." || character == "!" || character == "?" || character == "。"
  }

  private static func isCloser(_ character: Character) -> Bool {
    character == "\"" || character == "”" || character == "’" || character == "'" || character == ")"
  }

  private static func endsSentence(_ characters: [Character], at index: Int) -> Bool {
    let next = index + 1 < characters.count ? characters[index + 1] : nil
    let previous = index > 0 ? characters[index - 1] : nil
    guard let next else { return true }
    if characters[index] == ".", let previous, previous.isNumber, next.isNumber { return false }
    if next.isWhitespace || isTerminal(next) || isCloser(next) {
      return !isAbbreviation(characters, endingAt: index)
    }
    // "해줍니다.Mac Catalyst를": a Korean sentence ending glued to the next sentence.
    if let previous, Script(String(previous)).hangul > 0, next.isLetter { return true }
    return false
  }

  private static func isAbbreviation(_ characters: [Character], endingAt index: Int) -> Bool {
    var start = index
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    let word = String(characters[start...index]).lowercased()
    return ["e.g.", "i.e.", "etc.", "vs.", "approx.", "cf.", "ex."].contains(word)
  }
}
