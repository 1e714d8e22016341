/// Compact JSON appended to a byte buffer, byte for byte as Foundation's JSONEncoder writes it with
/// `[.sortedKeys, .withoutEscapingSlashes]`: no whitespace, `"`, `\` and control characters
/// escaped (`\b \f \n \r \t`, else `\u00XX` in lower-case hexadecimal), everything else as its
/// UTF-8 bytes. The caller writes an object's keys in UTF-8 order and leaves out the nil ones, as
/// the synthesized `Encodable` conformances do.
///
/// Made for `KnowledgeBaseWriter`: JSONEncoder, which builds a tree of boxed values and sorts every
/// object's keys, was a quarter of an x100 build.
///
///     var writer = JSONWriter()
///     writer.beginObject(); writer.key("en"); writer.string("Tab \"bars\""); writer.endObject()
///     writer.bytes  // {"en":"Tab \"bars\""}
public struct JSONWriter {
  public private(set) var bytes: [UInt8]
  /// True right after a container opened: its first member or element takes no comma.
  private var atFirst = true

  public init() {
    bytes = []
  }

  /// Hands the bytes written so far to `output` and forgets them.
  public mutating func flush(to output: (UnsafeRawBufferPointer) throws -> Void) rethrows {
    try bytes.withUnsafeBytes(output)
    bytes.removeAll(keepingCapacity: true)
  }

  public mutating func beginObject() {
    bytes.append(UInt8(ascii: "{"))
    atFirst = true
  }

  public mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    atFirst = false
  }

  public mutating func beginArray() {
    bytes.append(UInt8(ascii: "["))
    atFirst = true
  }

  public mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    atFirst = false
  }

  /// A member's name, which needs no escaping (a field name of the schema), then its colon.
  public mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
  }

  /// A member's name of any text (a dictionary's key), then its colon.
  public mutating func key(_ name: String) {
    separate()
    appendString(name)
    bytes.append(UInt8(ascii: ":"))
  }

  /// Opens the next element of an array.
  public mutating func element() { separate() }

  public mutating func string(_ value: String) {
    appendString(value)
    atFirst = false
  }

  public mutating func int(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
    atFirst = false
  }

  public mutating func bool(_ value: Bool) {
    bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
    atFirst = false
  }

  private mutating func separate() {
    if !atFirst { bytes.append(UInt8(ascii: ",")) }
    atFirst = false
  }

  private mutating func appendString(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      // Runs without escapes, nearly all of every text, are copied whole.
      var start = 0
      for offset in 0..<utf8.count {
        let byte = utf8[offset]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<offset]))
        appendEscape(byte)
        start = offset + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func appendEscape(_ byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
    case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
    case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
    default:
      let digits = Array("0123456789abcdef".utf8)
      bytes.append(contentsOf: Array("u00".utf8))
      bytes.append(digits[Int(byte >> 4)])
      bytes.append(digits[Int(byte & 0x0F)])
    }
  }
}
