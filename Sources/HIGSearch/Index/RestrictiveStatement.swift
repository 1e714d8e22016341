import HIGModel

/// Tells a rule whose statement forbids or limits something ("하지 마십시오", "Avoid …", "Limit …")
/// from one that asks for something: the rules that answer a question asking whether something is
/// allowed ("텍스트 많이 넣어도 돼?", `QueryPlan.asksPermission`).
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

  static func matches(_ statement: LocalizedText?) -> Bool {
    guard let statement else { return false }
    if let ko = statement.ko {
      var trimmed = Substring(ko)
      while let last = trimmed.last, last.isWhitespace || last == "." || last == "!" { trimmed.removeLast() }
      if koreanEndings.contains(where: { trimmed.hasSuffix($0) }) { return true }
    }
    if let en = statement.en {
      let words = en.lowercased().split { !$0.isLetter && $0 != "'" && $0 != "\u{2019}" }.prefix(englishLead)
      if words.contains(where: { englishWords.contains($0.filter { $0 != "\u{2019}" && $0 != "'" }) }) { return true }
    }
    return false
  }
}
