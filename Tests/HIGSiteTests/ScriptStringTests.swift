import Foundation
import Testing

@testable import HIGSite

/// The search files' packing of bytes into a string literal (`ScriptString`).
struct ScriptStringTests {
  @Test func theDocumentedExampleEncodesAsDescribed() {
    #expect(ScriptString.encode([0x48, 0x69]) == [0x24, 0x1A, 0x20])
  }

  @Test func everyLengthAndByteReadsBackExactly() throws {
    var generator = SystemRandomNumberGenerator()
    for length in Array(0...40) + [255, 256, 1000, 4097] {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let text = ScriptString.encode(bytes)
      #expect(ScriptString.decode(String(decoding: text, as: UTF8.self)) == bytes, "\(length) bytes")
    }
    // Runs of each forbidden value, also as the very last group (which then has none after it).
    for value in ScriptString.forbidden {
      let groups = [UInt8](repeating: value, count: 8)  // 8 groups of 7 bits are 7 bytes
      var bits = 0 as UInt64
      for group in groups { bits = bits << 7 | UInt64(group) }
      let bytes = (0..<7).reversed().map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
      let text = ScriptString.encode(bytes)
      #expect(ScriptString.decode(String(decoding: text, as: UTF8.self)) == bytes, "value \(value)")
      #expect(text.count == 8, "four pairs of groups, two bytes each")
    }
  }

  @Test func theTextNeedsNoEscapingInAStringLiteral() {
    let bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0 * 989) }
    let text = String(decoding: ScriptString.encode(bytes), as: UTF8.self)
    #expect(!text.contains { "\"\\\n\r<\0".contains($0) })
    #expect(text.unicodeScalars.allSatisfy { $0.value < 0x700 })
    // Denser than base64 (4 characters for 3 bytes) on disk.
    #expect(text.utf8.count * 10 < Data(bytes).base64EncodedString().utf8.count * 9)
  }

  @Test func textItCannotHaveWrittenIsRefused() {
    #expect(ScriptString.decode("a\"b") == nil)
    #expect(ScriptString.decode("\u{700}") == nil)
    #expect(ScriptString.decode("\u{AC00}") == nil)
  }
}
