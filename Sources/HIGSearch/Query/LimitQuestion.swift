import HIGModel

/// Tells a question whose answer is a limit from other queries: whether something is allowed
/// ("텍스트 많이 넣어도 돼?", "먼저 시켜도 되나요?", "쓰면 안 돼?", "can I …") or how many ("탭 몇 개까지?",
/// "메뉴 항목 개수", "how many tabs"). A rule that forbids or limits (`RecordFlags.restricts`) is what
/// answers it, so such rules score `restrictionBoost` more.
///
///     LimitQuestion.asks("경고 띄워도 돼?")  // true
///     LimitQuestion.asks("탭 몇 개까지?")    // true
///     LimitQuestion.asks("경고 띄우기")      // false
enum LimitQuestion {
  /// Korean forms of such a question, spacing removed: -아도/-어도 된다, -면 안 된다, and counts.
  static let koreanForms = [
    "도돼", "도되나", "도될까", "도되요", "도되죠", "도되는지", "도됨", "도괜찮", "면안돼", "면안되", "몇개", "개수", "갯수",
    "몇가지", "최대몇",
  ]
  /// English forms of the same questions, lower case.
  static let englishForms = ["can i ", "may i ", "is it ok", "am i allowed", "is it allowed", "how many "]

  static func asks(_ text: String) -> Bool {
    // Scalars, not Characters: the browser's core (Embedded Swift) has no Unicode tables.
    var hangul: [Unicode.Scalar] = []
    var latin: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      if Hangul.isSyllable(scalar) { hangul.append(scalar) }
      if ("A"..."Z").contains(scalar) {
        latin.append(Unicode.Scalar(scalar.value + 32)!)
      } else if ("a"..."z").contains(scalar) {
        latin.append(scalar)
      } else if scalar == " " || scalar == "\t" {
        if latin.last != " " { latin.append(" ") }
      }
    }
    latin.append(" ")
    let (joined, lowered) = (String(scalars: hangul[...]), String(scalars: latin[...]))
    return koreanForms.contains { QueryPlan.contains($0, in: joined) }
      || englishForms.contains { QueryPlan.contains($0, in: lowered) }
  }
}
