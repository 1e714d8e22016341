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
      switch scalar.value {
      case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: hangul += 1
      case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: latin += 1
      default: break
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
