/// The ways a Hangul query word may be two names written without their space (모달창: 모달 and 창,
/// 버튼색: 버튼 and 색, 설정화면: 설정 and 화면), as people type what Apple's text spaces.
///
///     GluedNames.splits(of: "모달창")  // [("모달", "창"), ("모", "달창")]
enum GluedNames {
  /// The longest word read this way, in syllables: longer words are sentences run together, whose
  /// splits are many and rarely two names.
  static let maximumSyllables = 10

  /// Each split of `word` into two non-empty parts, the longest first part first; none for a word
  /// of fewer than three or more than `maximumSyllables` syllables, or not all Hangul.
  static func splits(of word: String) -> [(first: String, second: String)] {
    let syllables = Array(word.unicodeScalars)
    guard syllables.count >= 3, syllables.count <= maximumSyllables,
      syllables.allSatisfy({ Script.of($0) == .hangul })
    else { return [] }
    var result: [(first: String, second: String)] = []
    var cut = syllables.count - 1
    while cut >= 1 {
      var first = ""
      first.unicodeScalars.append(contentsOf: syllables[..<cut])
      var second = ""
      second.unicodeScalars.append(contentsOf: syllables[cut...])
      result.append((first, second))
      cut -= 1
    }
    return result
  }
}
