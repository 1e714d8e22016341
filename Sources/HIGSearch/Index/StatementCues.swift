import HIGModel

/// Tells, from a rule's own statement, which questions it answers (`RecordFlags`): one that forbids
/// or limits (`RestrictiveStatement`), one that says when ("…전에 권한을 받으십시오", "Always end …
/// immediately when …"), one that says where ("…상단에 배치하십시오", "Place … near …") and one
/// about wording ("…간결하게 작성하십시오", "Write a brief title"). Computed when the index is built,
/// from the statement alone, so it holds on pages no one has read.
///
///     StatementCues.flags(of: LocalizedText(ko: "삭제하기 전에 확인하십시오.", en: nil))  // RecordFlags.timing
enum StatementCues {
  /// One kind of cue: its flag, Korean word beginnings and endings, and English words.
  struct Cue {
    var flag: UInt8
    /// A Korean word that begins with one of these ("즉시", "먼저", "때는")…
    var koreanPrefixes: [String]
    /// …or ends with one of these ("삭제하기 전에", "완료된 후에").
    var koreanSuffixes: [String]
    /// English words (lower case, apostrophes dropped) anywhere in the statement.
    var englishWords: [String]
    /// English pairs of words that stand together ("as soon", "next to").
    var englishPairs: [String] = []
    /// Korean words that begin like a cue without being one (때문에 is "because", 때마다 "each time").
    var koreanExceptions: [String] = []
  }

  static let cues: [Cue] = [
    Cue(
      flag: RecordFlags.timing,
      koreanPrefixes: ["즉시", "곧바로", "나중에", "먼저", "처음", "때", "동안", "이전", "이후", "미리", "시작할", "끝날"],
      koreanSuffixes: ["전에", "후에", "동안", "때까지", "때만", "때에만", "때는", "때에"],
      englishWords: ["before", "after", "until", "immediately", "first", "later", "once", "while", "soon", "during"],
      englishPairs: ["as soon", "right away"],
      koreanExceptions: ["때문", "때마다", "때때로", "때로"]
    ),
    Cue(
      flag: RecordFlags.placement,
      koreanPrefixes: ["위치", "배치", "상단", "하단", "위쪽", "아래쪽", "가장자리", "근처", "중앙", "가운데", "모서리", "옆", "먼저", "마지막"],
      koreanSuffixes: ["위치에", "위에", "아래에", "앞에", "뒤에", "끝에"],
      englishWords: [
        "place", "position", "top", "bottom", "leading", "trailing", "near", "location", "corner", "center", "edge",
        "beside", "above", "below", "first", "last", "end",
      ],
      englishPairs: ["next to"]
    ),
    Cue(
      flag: RecordFlags.wording,
      koreanPrefixes: ["작성", "문구", "레이블", "제목", "이름", "단어", "용어", "문장", "표현", "어조", "대문자", "말투", "설명하는"],
      koreanSuffixes: [],
      englishWords: [
        "write", "describe", "label", "labels", "title", "titles", "name", "names", "word", "words", "wording", "copy",
        "phrase", "language", "terminology", "capitalization", "tone", "sentence", "sentences",
      ]
    ),
  ]

  /// How a Korean sentence that instructs ends: Apple's rules are written so.
  static let koreanInstruction = "십시오."

  /// The `RecordFlags` of a rule whose statement is `statement`.
  static func flags(of statement: LocalizedText?) -> UInt8 {
    guard let statement else { return 0 }
    var flags: UInt8 = RestrictiveStatement.matches(statement) ? RecordFlags.restricts : 0
    let koreanWords = (statement.ko ?? "").split { $0 == " " || $0 == "," || $0 == "." }
    let englishWords = (statement.en ?? "").lowercased().filter { $0 != "'" && $0 != "\u{2019}" }
      .split { !$0.isLetter }.map(String.init)
    for cue in cues {
      let korean = koreanWords.contains { word in
        guard !cue.koreanExceptions.contains(where: { word.hasPrefix($0) }) else { return false }
        return cue.koreanPrefixes.contains { word.hasPrefix($0) } || cue.koreanSuffixes.contains { word.hasSuffix($0) }
      }
      let english =
        englishWords.contains { cue.englishWords.contains($0) }
        || cue.englishPairs.contains { pair in
          englishWords.indices.dropLast().contains { englishWords[$0] + " " + englishWords[$0 + 1] == pair }
        }
      if korean || english { flags |= cue.flag }
    }
    return flags
  }
}
