import HIGModel

/// Tells a rule whose statement forbids or limits something ("하지 마십시오", "Avoid …", "Limit …",
/// "…을 적게 제공하십시오", "3개에서 8개의 …") from one that asks for something: the rules that answer
/// a question whether something is allowed or how many ("텍스트 많이 넣어도 돼?", "탭 몇 개까지?",
/// `QuestionIntent`).
///
///     RestrictiveStatement.matches(LocalizedText(ko: "경고를 남용하지 마십시오.", en: nil))  // true
///     RestrictiveStatement.matches(LocalizedText(ko: nil, en: "Use a title."))            // false
enum RestrictiveStatement {
  /// How a Korean statement that forbids or limits ends (after its final period).
  static let koreanEndings = [
    "마십시오", "마세요", "안 됩니다", "피하십시오", "최소화하십시오", "제한하십시오", "자제하십시오", "삼가십시오",
    "줄이십시오",
  ]
  /// English words that forbid or limit when they stand among a statement's first words ("Avoid
  /// …", "In general, don't …", "As much as possible, avoid …"), apostrophes dropped.
  static let englishWords = ["avoid", "dont", "never", "minimize", "limit", "refrain", "not"]
  static let englishLead = 5

  /// Korean words that limit wherever they stand in a statement (적게 제공하십시오, 최소한으로,
  /// 절제해서 사용하십시오, 신중하게 적용하십시오), and the particles of "only" (필수적일 경우에만,
  /// 필요할 때만): a rule allowing something only under a condition answers whether it may be done.
  static let koreanWords = ["적게", "최소한", "절제", "신중", "에만", "때만"]
  /// English words that limit wherever they stand ("Use alerts sparingly", "Apply … judiciously").
  static let englishAnywhere = ["sparingly", "judiciously", "excessively"]
  /// Number words that count things in Korean ("여섯 개", "두 가지"); digits count too ("3개").
  static let koreanNumbers = ["한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열"]

  static func matches(_ statement: LocalizedText?) -> Bool {
    guard let statement else { return false }
    if let ko = statement.ko {
      var trimmed = Substring(ko)
      while let last = trimmed.last, last.isWhitespace || last == "." || last == "!" { trimmed.removeLast() }
      if koreanEndings.contains(where: { trimmed.hasSuffix($0) }) { return true }
      if koreanWords.contains(where: { ko.contains($0) }) || countsThings(ko) { return true }
    }
    if let en = statement.en {
      let lowered = en.lowercased()
      let words = lowered.filter { $0 != "'" && $0 != "\u{2019}" }.split { !$0.isLetter }.prefix(englishLead)
      if words.contains(where: { englishWords.contains(String($0)) }) { return true }
      let all = lowered.split(whereSeparator: { !$0.isLetter })
      if all.contains(where: { englishAnywhere.contains(String($0)) }) { return true }
      // "only" limits ("Include text only when it's essential"); "not only …" adds instead.
      if all.indices.contains(where: { all[$0] == "only" && ($0 == all.startIndex || all[$0 - 1] != "not") }) {
        return true
      }
    }
    return false
  }

  /// True when a Korean statement counts things: digits glued to 개 or 가지 ("3개에서 8개의"), or
  /// a number word before them ("여섯 개를", "두 가지").
  static func countsThings(_ text: String) -> Bool {
    func isCounter(_ word: Substring) -> Bool { word.hasPrefix("개") || word.hasPrefix("가지") }
    let words = text.split(separator: " ")
    for index in words.indices {
      let word = words[index]
      let digits = word.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, isCounter(word.dropFirst(digits.count)) { return true }
      if index > words.startIndex, isCounter(word), koreanNumbers.contains(String(words[index - 1])) { return true }
    }
    return false
  }
}
