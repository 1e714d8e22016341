import HIGModel

/// How a Hangul word sounds, in the coarse alphabet a loanword's English spelling is read into
/// (`EnglishReading`).
///
/// Consonants keep what Korean spelling of loanwords keeps: the place (ㄱ/ㅋ `g`/`k`, ㄷ/ㅌ `d`/`t`,
/// ㅂ/ㅍ `b`/`p`, ㅈ/ㅊ `z`/`c`) and, at the start of a syllable, whether English had a voiced or a
/// voiceless sound (드래그 is "drag", 트랙 is "track"); a final ㄱ, ㅂ or ㅅ is `K`, `P` or `T`, which
/// stand for either (탭 is "tab", 앱 is "app"). ㄹ is `l` (l and r), ㅇ at the end `G` (ng). Vowels are
/// `a e i o u E` (ㅓ), ㅐ and ㅔ both `e`; the ㅡ Korean inserts between consonants English runs
/// together (스크롤 = s·k·roll) is dropped, as is the y of ㅠ (메뉴) and of ㅑ ㅕ ㅛ after ㅅ ㅈ ㅊ
/// (쇼 = show); after other consonants that y stays, a `y` no English reading has (필요, 변경 are
/// Korean words). A consonant repeated with nothing between is read once (슬라이더 → `slaidE`,
/// 픽커 → `pikE`).
///
///     HangulReading.phonemes("슬라이더")  // "slaidE"
///     HangulReading.phonemes("위젯")      // "wizeT"
///     HangulReading.phonemes("slider")    // nil: not a Hangul word
enum HangulReading {
  /// The reading of a word made only of Hangul syllables, or nil.
  static func phonemes(_ word: String) -> String? {
    var result: [Character] = []
    var syllables = 0
    for scalar in word.unicodeScalars {
      guard Hangul.isSyllable(scalar) else { return nil }
      syllables += 1
      let index = Int(scalar.value - Hangul.syllables.lowerBound)
      let initial = index / 588
      let medial = (index % 588) / 28
      append(initials[initial], to: &result)
      // ㅑ ㅒ ㅕ ㅖ ㅛ after a consonant other than ㅅ, ㅈ or ㅊ (whose y is English sh or ch: 쇼,
      // 셔츠) spell Korean words, not loanwords (필요, 변경, 경우): their y matches no English sound.
      // So do they after ㅇ inside a word (필요); at the start the y is an English y (요가 = yoga).
      if [2, 3, 6, 7, 12].contains(medial), ![9, 10, 12, 13, 14].contains(initial), initial != 11 || syllables > 1 {
        result.append("y")
      }
      append(medials[medial], to: &result)
      append(finals[index % 28], to: &result)
    }
    return syllables == 0 ? nil : String(result)
  }

  /// Appends `sounds`, reading a consonant that repeats the one just before it (nothing between)
  /// once: 슬라 has ㄹ twice for the one l of "slider", 픽커 ㄱ and ㅋ for the one k of "picker".
  private static func append(_ sounds: String, to result: inout [Character]) {
    for sound in sounds {
      if let last = result.last, LoanwordReading.isConsonant(sound) {
        if last == sound { continue }
        if LoanwordReading.place(last) == LoanwordReading.place(sound), "KPT".contains(last) {
          result[result.count - 1] = sound
          continue
        }
      }
      result.append(sound)
    }
  }

  /// ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ (ㅇ starts a syllable silently; the
  /// tense ㄲ ㄸ ㅃ ㅉ read as the aspirated ones).
  private static let initials = [
    "g", "k", "n", "d", "t", "l", "m", "b", "p", "s", "s", "", "z", "c", "c", "k", "t", "p", "h",
  ]

  /// ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ
  private static let medials = [
    "a", "e", "a", "e", "E", "e", "E", "e", "o", "wa", "we", "we", "o", "u", "wE", "we", "wi", "u", "", "i", "i",
  ]

  /// (none) ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ: a final ㅅ
  /// is a t or d in loanwords (위젯, 팟캐스트).
  private static let finals = [
    "", "K", "K", "K", "n", "n", "n", "T", "l", "l", "l", "l", "l", "l", "l", "l", "m", "P", "P", "T", "T", "G", "T",
    "T", "K", "T", "P", "T",
  ]
}
