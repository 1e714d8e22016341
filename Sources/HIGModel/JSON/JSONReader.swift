/// A pull reader over the bytes of one JSON document: the caller asks for the value it expects
/// next, so no tree of values is built in between.
///
/// Made for `KnowledgeBaseReader`: JSONDecoder's generic containers made decoding the cached
/// knowledge base a tenth of `hig site`. It reads standard JSON; anything it does not expect
/// throws, and the caller reports the document unreadable (a cache is then rebuilt). `JSONNode` builds its trees of Apple's
/// page JSON with the same scalar readers.
///
///     var reader = JSONReader(Array(#"{"ko":"드래그","n":[1,2]}"#.utf8))
///     try reader.object { key, reader in key == "n" ? _ = try reader.array { try $0.int() } : try reader.skipValue() }
public struct JSONReader {
  /// Where and why a document could not be read.
  public enum Failure: Error, Equatable {
    case unexpected(offset: Int, expected: String)
  }

  private let bytes: [UInt8]
  public private(set) var offset = 0
  /// How many objects and arrays are open: `skipValue` recurses into them, so a document nested
  /// deeper than `maximumDepth` is refused rather than allowed to exhaust the stack.
  private var depth = 0
  public static let maximumDepth = 512

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Throws unless only whitespace is left.
  public mutating func end() throws {
    skipWhitespace()
    guard offset == bytes.count else { throw failure("the end of the document") }
  }

  /// Calls `body` with each key of an object, which must read or skip that key's value.
  public mutating func object(_ body: (String, inout JSONReader) throws -> Void) throws {
    try expect(UInt8(ascii: "{"))
    try enter()
    defer { depth -= 1 }
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      offset += 1
      return
    }
    while true {
      let key = try string()
      try expect(UInt8(ascii: ":"))
      try body(key, &self)
      skipWhitespace()
      guard offset < bytes.count else { throw failure("',' or '}'") }
      offset += 1
      if bytes[offset - 1] == UInt8(ascii: "}") { return }
      guard bytes[offset - 1] == UInt8(ascii: ",") else { throw failure("',' or '}'") }
    }
  }

  /// The elements of an array, each read by `element`.
  public mutating func array<Element>(_ element: (inout JSONReader) throws -> Element) throws -> [Element] {
    try expect(UInt8(ascii: "["))
    try enter()
    defer { depth -= 1 }
    var elements: [Element] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      offset += 1
      return elements
    }
    while true {
      elements.append(try element(&self))
      skipWhitespace()
      guard offset < bytes.count else { throw failure("',' or ']'") }
      offset += 1
      if bytes[offset - 1] == UInt8(ascii: "]") { return elements }
      guard bytes[offset - 1] == UInt8(ascii: ",") else { throw failure("',' or ']'") }
    }
  }

  /// nil for `null`, otherwise the value `read` reads: what an optional field decodes to.
  public mutating func optional<Value>(_ read: (inout JSONReader) throws -> Value) throws -> Value? {
    skipWhitespace()
    if bytes[offset...].starts(with: "null".utf8) {
      offset += 4
      return nil
    }
    return try read(&self)
  }

  /// An integer without fraction or exponent (all the knowledge base holds).
  public mutating func int() throws -> Int {
    skipWhitespace()
    let negative = peek() == UInt8(ascii: "-")
    if negative { offset += 1 }
    let start = offset
    var value = 0
    while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(bytes[offset] - UInt8(ascii: "0")))
      guard !overflow1, !overflow2 else { throw failure("an integer that fits 64 bits") }
      value = sum
      offset += 1
    }
    let next = peek()
    guard offset > start, next != UInt8(ascii: "."), next != UInt8(ascii: "e"), next != UInt8(ascii: "E") else {
      throw failure("an integer")
    }
    return negative ? -value : value
  }

  public mutating func bool() throws -> Bool {
    skipWhitespace()
    if bytes[offset...].starts(with: "true".utf8) {
      offset += 4
      return true
    }
    if bytes[offset...].starts(with: "false".utf8) {
      offset += 5
      return false
    }
    throw failure("true or false")
  }

  /// A string; its bytes must be valid UTF-8.
  public mutating func string() throws -> String {
    try expect(UInt8(ascii: "\""))
    let start = offset
    // Most strings have no escape: they are made straight from the document's bytes.
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\"),
      bytes[offset] >= 0x20
    {
      offset += 1
    }
    guard offset < bytes.count else { throw failure("'\"'") }
    if bytes[offset] == UInt8(ascii: "\"") {
      offset += 1
      return try text(bytes[start..<(offset - 1)])
    }
    var unescaped = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""): return try text(unescaped[...])
      case UInt8(ascii: "\\"): try unescape(into: &unescaped)
      case 0..<0x20: throw failure("no control character in a string")
      default: unescaped.append(byte)
      }
    }
    throw failure("'\"'")
  }

  /// A number of any form JSON allows (Apple's pages write sizes such as 0.5).
  public mutating func number() throws -> Double {
    skipWhitespace()
    let start = offset
    while offset < bytes.count, "+-.0123456789eE".utf8.contains(bytes[offset]) { offset += 1 }
    guard offset > start,
      let value = bytes[start..<offset].withUnsafeBufferPointer({ Double(String(decoding: $0, as: UTF8.self)) })
    else {
      offset = start
      throw failure("a number")
    }
    return value
  }

  /// `null`.
  public mutating func null() throws {
    skipWhitespace()
    guard bytes[offset...].starts(with: "null".utf8) else { throw failure("null") }
    offset += 4
  }

  /// The next byte that is not whitespace, left unread; nil at the end.
  public mutating func peekNonWhitespace() -> UInt8? {
    skipWhitespace()
    return peek()
  }

  /// Reads the next byte, which must be `byte` (after whitespace).
  public mutating func expect(_ byte: UInt8) throws {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == byte else {
      throw failure("'\(Character(Unicode.Scalar(byte)))'")
    }
    offset += 1
  }

  /// Skips one value of any kind.
  public mutating func skipValue() throws {
    skipWhitespace()
    switch peek() {
    case UInt8(ascii: "{"): try object { _, reader in try reader.skipValue() }
    case UInt8(ascii: "["): _ = try array { try $0.skipValue() }
    case UInt8(ascii: "\""): try skipString()
    case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
    case UInt8(ascii: "n"): _ = try optional { reader in throw reader.failure("null") }
    default:
      // A number: only its characters are skipped, any value is fine.
      let start = offset
      while offset < bytes.count, "+-.0123456789eE".utf8.contains(bytes[offset]) { offset += 1 }
      guard offset > start else { throw failure("a value") }
    }
  }

  /// Steps over a string without making it: a rebuild reads the cache for its record IDs and
  /// skips the texts, most of its bytes. Nothing is made of the bytes skipped, so they are not
  /// checked as UTF-8 nor their escapes decoded.
  private mutating func skipString() throws {
    try expect(UInt8(ascii: "\""))
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""): return
      case UInt8(ascii: "\\"): offset += 1
      case 0..<0x20: throw failure("no control character in a string")
      default: continue
      }
    }
    throw failure("'\"'")
  }

  /// The string of `slice`, which must be UTF-8. Decoded, then compared with the bytes (valid
  /// UTF-8 decodes to the same bytes, anything else to replacement characters):
  /// `String(validating:as:)` is not specialized, and looked up generic metadata for each of the
  /// millions of strings of Apple's pages, a visible part of a build of them.
  private func text(_ slice: ArraySlice<UInt8>) throws -> String {
    let text = slice.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    let same =
      text.utf8.withContiguousStorageIfAvailable { decoded in
        slice.withUnsafeBufferPointer { decoded.elementsEqual($0) }
      } ?? text.utf8.elementsEqual(slice)
    guard same else { throw failure("UTF-8") }
    return text
  }

  /// Reads the escape after a backslash, appending its UTF-8 bytes.
  private mutating func unescape(into output: inout [UInt8]) throws {
    guard offset < bytes.count else { throw failure("an escape") }
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try hex4()
      if (0xD800..<0xDC00).contains(scalar) {
        // A UTF-16 surrogate pair: the low half must follow as another \u escape.
        guard bytes[offset...].starts(with: #"\u"#.utf8) else { throw failure("a low surrogate") }
        offset += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw failure("a low surrogate") }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let unicode = Unicode.Scalar(scalar) else { throw failure("a Unicode scalar") }
      output.append(contentsOf: UTF8.encode(unicode)!)
    default: throw failure("an escape")
    }
  }

  private mutating func hex4() throws -> UInt32 {
    guard offset + 4 <= bytes.count else { throw failure("four hex digits") }
    var value: UInt32 = 0
    for byte in bytes[offset..<(offset + 4)] {
      guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw failure("four hex digits") }
      value = value << 4 | UInt32(digit)
    }
    offset += 4
    return value
  }

  private mutating func enter() throws {
    depth += 1
    guard depth <= JSONReader.maximumDepth else { throw failure("at most \(JSONReader.maximumDepth) nested levels") }
  }

  private func peek() -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): offset += 1
      default: return
      }
    }
  }

  public func failure(_ expected: String) -> Failure {
    .unexpected(offset: offset, expected: expected)
  }
}
