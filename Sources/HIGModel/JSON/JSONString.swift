/// Writes a JSON string literal: the one escaper of hig's JSON writers (the cache's `JSONWriter`,
/// the site's search files, the browser core's answers). It uses the standard library only, as
/// the browser core is compiled with Embedded Swift (Plugins/SearchCore lists this file).
///
///     var bytes: [UInt8] = []
///     JSONString.append("a \"b\"\n<c>", to: &bytes)                       // "a \"b\"\n<c>"
///     JSONString.append("a \"b\"\n<c>", to: &bytes, escaping: .script)    // "a \"b\"\n\u003cc>"
public enum JSONString {
  /// What is escaped besides what JSON requires.
  public enum Escaping: Sendable {
    /// `"`, `\` and the control characters, as Foundation's JSONEncoder writes them (`\b \f \n \r
    /// \t`, else `\u00XX` in lower-case hexadecimal); everything else as its UTF-8 bytes.
    case json
    /// Also `<`, so that no text can end a script (`</script>`); U+2028 and U+2029, line ends to
    /// older JavaScript engines; and U+FFFE and U+FFFF, which libxml2 drops from a page.
    case script
  }

  /// Appends `value`, quoted and escaped, to `bytes`.
  public static func append(_ value: String, to bytes: inout [UInt8], escaping: Escaping = .json) {
    bytes.append(UInt8(ascii: "\""))
    let script = escaping == .script
    var value = value
    value.withUTF8 { utf8 in
      // Runs without escapes, nearly all of every text, are copied whole.
      var start = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        // Every byte JSON escapes is below 0x20, '"' or '\\'; a script's others are '<' and the lead
        // bytes 0xE2 and 0xEF: the rest, nearly every byte, are passed with these few tests.
        if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"),
          !script || (byte != UInt8(ascii: "<") && byte != 0xE2 && byte != 0xEF)
        {
          index += 1
          continue
        }
        var length = 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0..<0x20: break
        case UInt8(ascii: "<") where script: break
        case 0xE2 where script && index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] | 1) == 0xA9:
          length = 3  // U+2028, U+2029: E2 80 A8, E2 80 A9
        case 0xEF where script && index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
          length = 3  // U+FFFE, U+FFFF: EF BF BE, EF BF BF
        default:
          index += 1
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        appendEscape(of: utf8[index..<(index + length)], to: &bytes)
        index += length
        start = index
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// The escape of one character that needs one, given as its UTF-8 bytes.
  private static func appendEscape(of character: Slice<UnsafeBufferPointer<UInt8>>, to bytes: inout [UInt8]) {
    let first = character[character.startIndex]
    bytes.append(UInt8(ascii: "\\"))
    switch first {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(first)
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
    case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
    case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
    case 0xE2: appendUnicode(0x2028 | UInt32(character[character.startIndex + 2] & 1), to: &bytes)
    case 0xEF: appendUnicode(0xFFFE | UInt32(character[character.startIndex + 2] & 1), to: &bytes)
    default: appendUnicode(UInt32(first), to: &bytes)
    }
  }

  /// `u` and four lower-case hexadecimal digits.
  private static func appendUnicode(_ value: UInt32, to bytes: inout [UInt8]) {
    let digits: StaticString = "0123456789abcdef"
    bytes.append(UInt8(ascii: "u"))
    digits.withUTF8Buffer { digits in
      for shift in stride(from: 12, through: 0, by: -4) { bytes.append(digits[Int((value >> UInt32(shift)) & 15)]) }
    }
  }
}
