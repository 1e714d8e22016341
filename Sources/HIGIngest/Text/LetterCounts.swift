import HIGModel

/// Letter counts by writing system, for telling Korean text from English text.
///
///     LetterCounts("iPadOS can present windows.").language       // .en
///     LetterCounts("iPadOS는 다양한 창을 표시할 수 있습니다.").language  // .ko
struct LetterCounts {
  var hangul = 0
  var latin = 0

  /// Counts the letters of `text`, stopping once it has found `hangulLimit` Hangul letters.
  init(_ text: String, stoppingAtHangul hangulLimit: Int = .max) {
    var text = text
    // Over bytes: every record's texts are counted, and ASCII needs no decoding.
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count, hangul < hangulLimit {
        let byte = bytes[index]
        if byte < 0x80 {
          // A–Z and a–z, the bytes that are small letters once bit 5 is set.
          if (0x61...0x7A).contains(byte | 0x20) { latin += 1 }
          index += 1
          continue
        }
        let (value, length) = bytes.scalarValue(at: index)
        if let scalar = Unicode.Scalar(value), Hangul.isLetter(scalar) {
          hangul += 1
        } else if (0xC0...0x24F).contains(value) {
          latin += 1
        }
        index += length
      }
    }
  }

  /// The language of `text`, read only as far as it takes: two Hangul letters make it Korean.
  static func language(of text: String) -> Language {
    LetterCounts(text, stoppingAtHangul: 2).language
  }

  /// Korean as soon as the text has a few Hangul letters: Korean prose quotes English names freely,
  /// English prose almost never contains Hangul.
  var language: Language {
    hangul >= 2 || (hangul > 0 && latin < 4) ? .ko : .en
  }

  var hasLetters: Bool { hangul + latin > 0 }
}
