import Foundation
import HIGModel
import Testing

/// The one JSON string escaper: JSONEncoder's bytes for the cache, text a script can hold for the
/// site, and whatever it writes reads back as the same string.
@Suite struct JSONStringTests {
  /// Every ASCII character, each kind of escape, Korean and an emoji, the script's extra cases.
  static let texts: [String] = [
    String(decoding: Array(0..<0x80) as [UInt8], as: UTF8.self), "드래그 앤 드롭 (Drag and drop) 😀",
    "a\u{2028}b\u{2029}c\u{FFFE}d\u{FFFF}e\u{FFFD}</script>", "", "\u{E2}\u{80}", "끝\\",
  ]

  static func written(_ text: String, _ escaping: JSONString.Escaping) -> [UInt8] {
    var bytes: [UInt8] = []
    JSONString.append(text, to: &bytes, escaping: escaping)
    return bytes
  }

  @Test(arguments: texts) func jsonEscapingIsJSONEncodersBytes(_ text: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    #expect(Self.written(text, .json) == Array(try encoder.encode(text)))
  }

  @Test(arguments: texts) func bothEscapingsReadBack(_ text: String) throws {
    for escaping in [JSONString.Escaping.json, .script] {
      let read = try JSONDecoder().decode(String.self, from: Data(Self.written(text, escaping)))
      #expect(read == text)
    }
  }

  @Test func scriptEscapingLeavesNothingThatEndsAScriptOrALine() {
    let text = String(decoding: Self.written("</script>\u{2028}\u{2029}\u{FFFE}\u{FFFF}", .script), as: UTF8.self)
    #expect(text == #""\u003c/script>\u2028\u2029\ufffe\uffff""#)
  }
}
