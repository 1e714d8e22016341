import HIGModel

/// Tells what a short question asks for, as the `RecordFlags` of the rules whose statements answer
/// it: whether something is allowed or how many ("텍스트 많이 넣어도 돼?", "탭 몇 개까지?", "can I …":
/// rules that forbid or limit, `RecordFlags.restricts`), when ("언제 끝내야 돼?", "when should …":
/// rules that say when, `RecordFlags.timing`), where ("어디에 둬?": rules that say where,
/// `RecordFlags.placement`), or how to word something ("문구 어떻게 써?": rules about writing,
/// `RecordFlags.wording`). Such rules score `answerBoost` more.
///
///     QuestionIntent.asks("경고 띄워도 돼?") == RecordFlags.restricts
///     QuestionIntent.asks("언제 끝내야 돼?") == RecordFlags.timing
///     QuestionIntent.asks("경고 띄우기") == 0
enum QuestionIntent {
  /// Each intent: the flag of the rules that answer it, its Korean forms (spacing removed) and its
  /// English forms (lower case, words separated by one space, the text ending in one).
  static let intents: [(flag: UInt8, korean: [String], english: [String])] = [
    (
      RecordFlags.restricts,
      // -아도/-어도 된다, -면 안 된다, and counts.
      [
        "도돼", "도되나", "도될까", "도될지", "도되냐", "도되니", "도되겠", "도되요", "도되죠", "도되는지", "도됨", "도괜찮",
        "도무방", "면안돼", "면안되", "면안됨", "면안될", "몇개", "개수", "갯수", "몇가지", "최대몇",
      ],
      ["can i ", "may i ", "is it ok", "am i allowed", "is it allowed", "how many "]
    ),
    (
      RecordFlags.timing,
      ["언제", "시점", "타이밍", "몇초", "얼마나빨리", "얼마동안", "얼마나오래"],
      ["when should ", "when do ", "when to ", "when can ", "when is ", "how soon ", "how long "]
    ),
    (RecordFlags.placement, ["어디", "어느쪽", "어느위치"], ["where "]),
    (
      RecordFlags.wording,
      ["문구", "어떻게써", "어떻게적", "어떻게작성", "뭐라고", "워딩", "어떻게지어", "어떻게표현", "어떤단어", "어떤표현"],
      [
        "how to write ", "how do i write ", "how should i write ", "wording ", "how to word ", "how to phrase ",
        "what to call ", "how to name ", "what to say ",
      ]
    ),
  ]

  /// The `RecordFlags` of the rules that answer `text`; 0 for a query that asks none of these.
  static func asks(_ text: String) -> UInt8 {
    // Scalars, not Characters: the browser's core (Embedded Swift) has no Unicode tables.
    var hangul: [Unicode.Scalar] = []
    var latin: [Unicode.Scalar] = [" "]
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
    if latin.last != " " { latin.append(" ") }
    let (joined, lowered) = (String(scalars: hangul[...]), String(scalars: latin[...]))
    var flags: UInt8 = 0
    for intent in intents {
      if intent.korean.contains(where: { QueryPlan.contains($0, in: joined) })
        || intent.english.contains(where: { QueryPlan.contains(" " + $0, in: lowered) })
      {
        flags |= intent.flag
      }
    }
    return flags
  }
}
