/// The words of a Korean question that ask rather than name ("탭 바 항목 몇 개까지 돼?"):
/// interrogatives, counters, and light verbs with a question ending, as the analyzer stems them.
/// A query drops them when it has other words, so that a short question ranks by what it is about
/// instead of by records that happen to say 언제 or 해야.
///
///     QuestionWords.contains("몇")      // true
///     QuestionWords.contains("경고")    // false
enum QuestionWords {
  /// Stems as `Analyzer` makes them of the typed words (a test checks each against its surface form).
  static let stems: [String] = [
    // Interrogatives and the counters that follow 몇.
    "몇", "개", "가지", "언제", "어떤", "어떻", "어디", "무엇", "뭐", "뭘", "무슨", "왜", "얼마나", "어느", "어때",
    // Light verbs and copulas with a question or obligation ending.
    "하나요", "되나요", "되나", "돼", "돼요", "될까", "될까요", "할까", "할까요", "해야", "해야하나", "해야하나요", "하나",
    "해", "하지", "되지", "할지", "하는", "되는", "있는", "있나요", "있어", "없나", "좋을까", "좋을까요", "좋아", "괜찮아",
    "괜찮나요", "맞아", "맞나요", "건가요", "인가요", "뭔가요", "뭐야", "써야", "쓰나요", "쓸까", "가능한가요", "필요한가요",
    "나요", "요", "거", "것", "게",
    // The word that asks for wording (권한 요청 문구, 툴팁 문구 작성): `QuestionIntent` answers it with
    // the rules about wording, and Apple's Korean seldom says 문구 (it writes 텍스트, 레이블, 내용).
    "문구",
  ]

  static func contains(_ stem: String) -> Bool {
    // A short linear scan over UTF-8: a query has a handful of words, and `Set<String>` would hash
    // each Korean string through Unicode normalization.
    for candidate in stems where candidate.utf8.elementsEqual(stem.utf8) { return true }
    return false
  }
}
