import Foundation
import HIGModel

/// Finds Korean–English term pairs written with parentheses, as translations mark their terms.
///
///     BilingualTerm.split("모달리티(Modality)")                 // ("모달리티", "Modality")
///     BilingualTerm.pairs(in: "화면 속 화면(Picture in Picture)으로 FaceTime을 …")
///     // [("화면 속 화면", "Picture in Picture")]
///     BilingualTerm.pairs(in: "spring loading(자동 열림 지연 시간)을 사용하는 것을 고려하세요.")
///     // [("자동 열림 지연 시간", "spring loading")]
enum BilingualTerm {
  /// The parts of a whole text of the form "한국어(English)" or "English(한국어)".
  static func split(_ text: String) -> (ko: String, en: String)? {
    let trimmed = text.trimmingSpaces
    guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return nil }
    let outside = trimmed[..<open].trimmingSpaces
    let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
      .trimmingSpaces
    guard !outside.isEmpty, !inside.isEmpty else { return nil }
    if isKorean(outside), isEnglish(inside) { return (outside, inside) }
    if isEnglish(outside), isKorean(inside) { return (inside, outside) }
    return nil
  }

  /// Every "한국어(English)" and "English(한국어)" pair in running text.
  static func pairs(in text: String) -> [(ko: String, en: String)] {
    // Most texts have no parenthesis at all.
    guard ByteSearch.contains(text, byte: 0x28) else { return [] }
    var result: [(ko: String, en: String)] = []
    // From one "(" byte to the next, cut as substrings: walking every character to find them was
    // most of the glossary's reading. A "(" byte that is not a character of its own (a combining
    // mark after it) is no parenthesis, as in a walk by characters.
    var searched = text.utf8.startIndex
    while let index = text.utf8[searched...].firstIndex(of: 0x28) {
      let next = text.utf8.index(after: index)
      searched = next
      guard index > text.startIndex, text[index] == "(", !text[text.index(before: index)].isWhitespace,
        let close = text[next...].firstIndex(of: ")")
      else { continue }
      let inside = text[next..<close].trimmingSpaces
      let before = text[..<index]
      let afterClose = text.index(after: close)
      let after = afterClose < text.endIndex ? text[afterClose] : "."
      let definesTerm = after == "." || after == ":"
      // "크기(pt)", a table's header, gives the unit of a size, not a translation.
      if isEnglish(inside), !isUnit(inside), !isCodeOrAcronym(inside),
        let ko = koreanTail(before, englishWords: wordCount(inside), definesTerm: definesTerm)
      {
        result.append((ko, inside))
      } else if isKorean(inside), !isAside(inside), let en = englishTail(before), !isCodeOrAcronym(en),
        en.first?.isNumber == false
      {
        // A measure ("101cm(40인치)", "208x260px(세로 방향)") gives a value, not a name.
        result.append((inside, en))
      }
    }
    return result
  }

  /// Units that tables and texts give in parentheses after what they measure.
  static let units: Set<String> = [
    "pt", "pts", "point", "points", "px", "pixel", "pixels", "dp", "mm", "cm", "m", "km", "in", "inch", "inches", "ms",
    "s", "sec", "second", "seconds", "min", "minutes", "h", "hz", "khz", "mhz", "ghz", "b", "kb", "mb", "gb", "tb",
    "byte", "bytes", "fps", "db", "em", "ppi", "dpi", "nits", "mah", "percent",
  ]

  /// Whether `english` is one word written as code or an acronym (PKPaymentOrderDetails,
  /// applePayCapabilities, PiP, sRGB): Apple's Korean puts the symbol or the acronym after the word
  /// it glosses, whose length in words the English does not tell ("화면 속 화면(PiP)" is not 화면),
  /// and a symbol is no translation of the word before it ("지갑 앱(PKPaymentOrderDetails)").
  static func isCodeOrAcronym(_ english: String) -> Bool {
    guard !english.contains(" "), let first = english.unicodeScalars.first else { return false }
    let capitals = english.unicodeScalars.filter { $0.properties.isUppercase }.count
    return capitals >= 2 || (first.properties.isLowercase && capitals >= 1)
  }

  /// Whether Korean in parentheses after English is an aside rather than its name: a clause
  /// ("CarPlay(배경이 제거됨)"), the rest of a list ("HomeKit(및 홈 앱 확장 프로그램)") or a
  /// one-syllable mark of where it applies ("oncancel(웹)").
  static func isAside(_ korean: String) -> Bool {
    let words = korean.split(separator: " ")
    guard let first = words.first else { return true }
    // One syllable marks where the English applies ("Apple Pay availability(웹)").
    return korean.count == 1 || ["및", "또는", "그리고", "등"].contains(first)
      || words.contains { $0.count > 1 && ["됨", "함", "짐", "음"].contains(String($0.suffix(1))) }
  }

  /// Whether `english` is a unit ("pt", "Pixels"): what a table header puts in parentheses.
  static func isUnit(_ english: String) -> Bool { units.contains(english.lowercased()) }

  private static func wordCount(_ english: String) -> Int {
    english.split(whereSeparator: { $0 == " " || $0 == "-" }).count
  }

  /// The Korean words right before "(": as many as the English has words, or the whole line when
  /// the line defines the term ("- 전체 화면(Fullscreen). 이전 뷰를 덮습니다").
  private static func koreanTail(_ before: Substring, englishWords: Int, definesTerm: Bool) -> String? {
    var words: [Substring] = []
    for word in wordsBackward(before) {
      guard !word.isEmpty, word.allSatisfy({ isHangul($0) || $0.isNumber }) else { break }
      words.insert(word, at: 0)
    }
    // By bytes: the words are Hangul syllables and digits, each a character of its own, and a
    // substring's `hasSuffix` compares characters through reversed views.
    guard let last = words.last.map({ Array($0.utf8) }),
      !verbEndings.contains(where: { ByteSearch.hasSuffix(last, $0) })
    else { return nil }
    // Only a line that defines the term is compared whole, so only then is the text before "(" trimmed.
    let wholeLine =
      definesTerm && before.trimmingSpaces.drop { $0 == "-" || $0 == " " } == words.joined(separator: " ")
    let count = wholeLine && words.count <= 5 ? words.count : min(words.count, max(englishWords, 1))
    let term = words.suffix(count).joined(separator: " ")
    return term.isEmpty ? nil : term
  }

  /// Endings of verbs and clauses: "있을 수 있고(Text View)" glosses a clause, not a term.
  static let verbEndings = [
    "하고", "있고", "없고", "되고", "수 있고", "하며", "이며", "되며", "하면", "되면", "으면", "하여", "해서", "니다", "하게",
    "하지", "있는", "하는", "되는", "이다", "한다", "된다",
  ]

  /// The Latin words right before "(", at most three.
  private static func englishTail(_ before: Substring) -> String? {
    var words: [Substring] = []
    for word in wordsBackward(before) {
      guard !word.isEmpty, word.allSatisfy({ isLatin($0) || $0 == "-" || $0.isNumber }),
        word.contains(where: isLatin), words.count < 3
      else { break }
      words.insert(word, at: 0)
    }
    return words.isEmpty ? nil : words.joined(separator: " ")
  }

  /// The words of `text` as `split(separator: " ", omittingEmptySubsequences: false)` cuts them,
  /// last first, each cut when it is asked for: the tails above read a few words back from "(",
  /// and splitting all the text before it, for every parenthesis, grew with the square of a text.
  private static func wordsBackward(_ text: Substring) -> some Sequence<Substring> {
    sequence(state: Optional(text.endIndex)) { (end: inout Substring.Index?) -> Substring? in
      guard let upper = end else { return nil }
      guard let space = text[..<upper].lastIndex(of: " ") else {
        end = nil
        return text[..<upper]
      }
      end = space
      return text[text.index(after: space)..<upper]
    }
  }

  static func isKorean(_ text: String) -> Bool {
    text.contains(where: isHangul) && !text.contains(where: isLatin)
      && text.allSatisfy({ isHangul($0) || $0 == " " || $0.isNumber })
  }

  static func isEnglish(_ text: String) -> Bool {
    text.contains(where: isLatin) && text.first.map(isLatin) == true
      && text.allSatisfy({ isLatin($0) || $0.isNumber || " -'’&.".contains($0) }) && text.count <= 60
  }

  static func isHangul(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { Hangul.isSyllable($0.value) }
  }

  static func isLatin(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy {
      (0x41...0x5A).contains($0.value) || (0x61...0x7A).contains($0.value) || (0xC0...0x24F).contains($0.value)
    }
  }
}
