/// The Korean particles and verb endings the stemmer strips, as data (docs/Search.md prints the
/// rules).
///
/// Each suffix carries the shortest stem, in syllables, it may leave behind: one syllable for
/// particles (뷰를 → 뷰), two for one-syllable verb endings so that nouns such as 제한 are not cut.
///
///     ("합니다", 1): 복원합니다 → 복원     ("한", 2): 간단한 → 간단, but 제한 stays
public enum KoreanSuffixes {
  /// A suffix and the minimum number of syllables it must leave.
  public struct Suffix: Hashable, Sendable {
    public var text: String
    public var minimumStem: Int
  }

  /// Case particles, auxiliary particles and copula forms that follow nouns.
  public static let particles: [String] = [
    // Single syllables.
    "은", "는", "이", "가", "을", "를", "의", "에", "와", "과", "도", "로", "만", "께",
    // Two or more syllables.
    "으로", "에서", "에게", "한테", "까지", "부터", "보다", "처럼", "마다", "조차", "이나", "이란", "이며",
    "라는", "이라", "라고", "이고", "에는", "에도", "에서는", "에서도", "에서의", "으로는", "으로도", "으로서",
    "으로써", "로서", "로써", "로는", "로도", "와는", "과는", "와의", "과의", "에의", "이라는", "이라고",
    "이라며", "이든", "이나마", "만큼", "뿐", "들", "들은", "들이", "들을", "들의", "들에", "들과", "들도",
    "들로", "들에게", "들에서", "입니다", "이다", "이며", "이고", "이지만", "인", "인지", "이면", "이어야",
  ]

  /// Verb and adjective endings, mostly of 하다/되다 verbs, which most HIG guidance uses
  /// (사용하세요, 표시됩니다, 복원하여).
  public static let endings: [Suffix] = {
    // Endings that follow 하/되 (conjugated forms are listed whole because contraction changes
    // the syllable: 하여 → 해, 되어 → 돼).
    let afterHa = [
      "하다", "합니다", "합니까", "하여", "하여야", "해야", "해서", "해도", "했", "했다", "했습니다", "하고", "하는",
      "하는지", "하는데", "하며", "하면", "하면서", "하려면", "하려고", "하도록", "하기", "하기에", "하기를", "하기가",
      "하지", "하지만", "하지마", "하세요", "하십시오", "하시오", "하십니까", "하게", "하거나", "하던", "하자", "할",
      "할때", "할수", "한", "함", "합시다", "해", "해요", "했던", "하였", "하였다", "하였습니다", "하므로", "하니",
      "된다", "됩니다", "되어", "되어야", "돼야", "되고", "되는", "되는지", "되며", "되면", "되도록", "되기", "되지",
      "되었", "되었다", "되었습니다", "된", "될", "됨", "되거나", "되게", "되므로", "됐", "됐다", "되어서",
    ]
    // Generic endings of other verbs (놓으면, 잊어버릴, 돕습니다).
    let generic = [
      "습니다", "십시오", "세요", "으세요", "으십시오", "으면", "으며", "으려면", "으므로", "어야", "아야",
      "어서", "아서", "었다", "았다", "었습니다", "았습니다", "는지", "는데", "도록", "거나", "지만", "으니",
      "겠습니다", "겠",
    ]
    let single = ["한", "할", "된", "될", "함", "됨", "해", "돼", "고", "며", "면", "게", "기", "지", "던"]
    var result: [Suffix] = []
    // Scalars, not Characters: the same count for Hangul syllables, without grapheme breaking.
    for ending in afterHa where ending.unicodeScalars.count > 1 { result.append(Suffix(text: ending, minimumStem: 1)) }
    for ending in generic { result.append(Suffix(text: ending, minimumStem: 2)) }
    for ending in single { result.append(Suffix(text: ending, minimumStem: 2)) }
    return result
  }()

  /// Nouns whose last syllable looks like a particle or an ending but is part of the word, so the
  /// stemmer leaves them whole (추가 "addition" is not 추 + 가). A list, not a `Set`: hashing
  /// Hangul strings to build a set would cost every `hig search` start; the stemmer keys them itself.
  public static let protectedWords: [String] = [
    "추가", "평가", "사이", "높이", "길이", "깊이", "넓이", "아이", "차이", "거리", "도구", "의도", "정도", "속도",
    "각도", "빈도", "강도", "온도", "밀도", "제한", "기기", "화면", "방법", "지도", "시도", "여기", "거기", "크기",
    "하기", "되기", "한계", "가능", "동기", "무게", "요구", "경로", "진로", "도로", "메모", "대기", "열기", "닫기",
    "보기", "읽기", "쓰기", "끌기", "놓기", "모음", "이름", "알림", "기능", "가로", "세로", "처음", "다음", "마지막",
    "교체", "세기", "주기", "글꼴", "만약", "자체", "나머지", "이미지", "페이지", "메시지", "디자인", "스타일",
  ]

  /// Suffixes that only follow a Latin word written without a space ("iOS용", "Mac용으로"): such a
  /// glued Hangul word is dropped when it is one of these or a particle.
  public static let afterLatin: [String] = ["용", "용으로", "용의", "형", "형식", "류"]

  /// Particles as suffixes (each may leave one syllable), longest first.
  static let particleSuffixes: [Suffix] = particles.map { Suffix(text: $0, minimumStem: 1) }
}
