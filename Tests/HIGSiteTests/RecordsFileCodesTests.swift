import HIGSite
import Testing

@Suite struct RecordsFileCodesTests {
  /// Texts of our own in the shapes of a records file: Korean and English, punctuation, escapes.
  static let texts = [
    "탭 바는 앱의 최상위 섹션 사이를 이동하게 합니다. Use a tab bar to move between sections.",
    "탭 바를 숨기지 마십시오. Don’t hide the tab bar when people move between sections.",
    "도구 막대는 현재 화면의 동작을 담습니다. A toolbar holds the actions of the current view.",
  ]

  @Test func frequentWordsAndSyllablesGetCodesAndComeBackAsTheyWent() throws {
    let codes = RecordsFileCodes(texts: Self.texts, fewest: 2)
    let words = codes.words.map { String(decoding: $0, as: UTF8.self) }
    // Tokens: ASCII words of two letters or more with the space before them, Hangul syllables.
    #expect(words.contains(" tab") && words.contains("탭") && words.contains(" between"))
    #expect(!words.contains(" a") && !words.contains("A") && !words.contains("."))
    #expect(codes.words.count == Set(codes.words).count)

    let file = Array(
      #"{"ko": ["탭 바를 숨기지 마십시오.", null], "en": ["Move between the sections \"tab\" 😀 é", "tabs"]}"#.utf8)
    let encoded = codes.encode(file)
    #expect(encoded.count < file.count)
    #expect(RecordsFileCodes.expand(encoded, words: codes.words) == file)
    // The table as the manifest holds it, a word a line.
    #expect(RecordsFileCodes.words(ofTable: codes.table) == codes.words)
  }

  @Test func manyWordsUseTwoByteCodes() throws {
    // More words than the 64 one-byte codes: "wa", "wb", … "zz", each four times.
    let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { Character(UnicodeScalar($0)) }
    let vocabulary = letters.flatMap { first in letters.map { " q\(first)\($0)" } }
    let text = String(repeating: vocabulary.joined(), count: 4)
    let codes = RecordsFileCodes(texts: [text], fewest: 2)
    #expect(codes.words.count == vocabulary.count)
    let encoded = codes.encode(Array(text.utf8))
    #expect(encoded.count < text.utf8.count / 2)
    #expect(RecordsFileCodes.expand(encoded, words: codes.words) == Array(text.utf8))
  }

  @Test func noCodesLeaveBytesAsTheyAreAndBadCodesAreRefused() {
    let bytes = Array("탭 바 tab bar".utf8)
    #expect(RecordsFileCodes().encode(bytes) == bytes)
    #expect(RecordsFileCodes.expand(bytes, words: []) == bytes)
    // A code past the table, a two-byte code cut short, a character cut short.
    #expect(RecordsFileCodes.expand([0x41, 0x85], words: [Array(" tab".utf8)]) == nil)
    #expect(RecordsFileCodes.expand([0x41, 0xF5], words: [Array(" tab".utf8)]) == nil)
    #expect(RecordsFileCodes.expand([0xED, 0x9E], words: []) == nil)
  }
}
