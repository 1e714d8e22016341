import HIGModel

/// Letter counts by writing system, for telling Korean text from English text.
///
///     Script("iPadOS can present windows.").language       // .en
///     Script("iPadOS는 다양한 창을 표시할 수 있습니다.").language  // .ko
struct Script {
  var hangul = 0
  var latin = 0

  init(_ text: String) {
    for scalar in text.unicodeScalars {
      if Hangul.isLetter(scalar) {
        hangul += 1
      } else if (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
        || (0xC0...0x24F).contains(scalar.value)
      {
        latin += 1
      }
    }
  }

  /// Korean as soon as the text has a few Hangul letters: Korean prose quotes English names freely,
  /// English prose almost never contains Hangul.
  var language: Language {
    hangul >= 2 || (hangul > 0 && latin < 4) ? .ko : .en
  }

  var hasLetters: Bool { hangul + latin > 0 }
}
