/// Compact JSON appended to a byte buffer, byte for byte as Foundation's JSONEncoder writes it with
/// `[.sortedKeys, .withoutEscapingSlashes]`: no whitespace, strings escaped as `JSONString` does.
/// The caller writes an object's keys in UTF-8 order and leaves out the nil ones, as the
/// synthesized `Encodable` conformances do.
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
    JSONString.append(name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
  }

  /// Opens the next element of an array.
  public mutating func element() { separate() }

  public mutating func string(_ value: String) {
    JSONString.append(value, to: &bytes)
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
}
