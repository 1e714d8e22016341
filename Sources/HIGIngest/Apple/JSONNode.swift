import HIGModel

/// A JSON document as a tree of values, for Apple's page JSON, whose blocks nest and whose block
/// and inline types are open-ended (a tree lets the reader keep the text of a type it does not know).
///
/// Parsed in one pass without recursion, and refused beyond `maximumDepth` levels of nesting: a
/// tree is also taken apart recursively when it is freed, so a hostile file nested a million levels
/// deep must never become one. Apple's pages nest about fifteen levels.
///
///     let page = try JSONNode.parse(Array(#"{"type":"text","text":"Hi"}"#.utf8))
///     page["type"]?.string  // "text"
enum JSONNode {
  case object([(key: String, value: JSONNode)])
  case array([JSONNode])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// Why a document could not be parsed, with the byte offset where it went wrong.
  enum Failure: Error, Equatable, CustomStringConvertible {
    case malformed(offset: Int, expected: String)
    case tooDeep(offset: Int, limit: Int)

    var description: String {
      switch self {
      case .malformed(let offset, let expected): return "not valid JSON at byte \(offset): expected \(expected)"
      case .tooDeep(let offset, let limit): return "nested more than \(limit) levels deep at byte \(offset)"
      }
    }
  }

  static let maximumDepth = 128

  /// The value of `key` in an object (its first, when a key repeats); nil for anything else.
  subscript(key: String) -> JSONNode? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.first { $0.key == key }?.value
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The elements of an array; empty for anything else, so a wrong shape reads as nothing.
  var elements: [JSONNode] {
    if case .array(let items) = self { return items }
    return []
  }

  var pairs: [(key: String, value: JSONNode)] {
    if case .object(let pairs) = self { return pairs }
    return []
  }

  var int: Int? {
    guard case .number(let value) = self, value.isFinite, value.rounded() == value, abs(value) < 1e15 else {
      return nil
    }
    return Int(value)
  }

  var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// A container being filled while its elements are read.
  private struct Open {
    var isObject: Bool
    var pairs: [(key: String, value: JSONNode)] = []
    var items: [JSONNode] = []
    /// The key whose value is read next, in an object.
    var key = ""

    mutating func add(_ value: JSONNode) {
      if isObject { pairs.append((key, value)) } else { items.append(value) }
    }

    var node: JSONNode { isObject ? .object(pairs) : .array(items) }
  }

  static func parse(_ bytes: [UInt8], maximumDepth: Int = JSONNode.maximumDepth) throws -> JSONNode {
    var reader = JSONReader(bytes)
    var open: [Open] = []
    do {
      while true {
        // One value, or the opening of a container whose first element is read next.
        var value: JSONNode
        switch reader.peekNonWhitespace() {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          let isObject = reader.peekNonWhitespace() == UInt8(ascii: "{")
          guard open.count < maximumDepth else { throw Failure.tooDeep(offset: reader.offset, limit: maximumDepth) }
          try reader.expect(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
          let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
          if reader.peekNonWhitespace() == close {
            try reader.expect(close)
            value = isObject ? .object([]) : .array([])
          } else {
            var container = Open(isObject: isObject)
            if isObject {
              container.key = try reader.string()
              try reader.expect(UInt8(ascii: ":"))
            }
            open.append(container)
            continue
          }
        case UInt8(ascii: "\""): value = .string(try reader.string())
        case UInt8(ascii: "t"), UInt8(ascii: "f"): value = .bool(try reader.bool())
        case UInt8(ascii: "n"):
          try reader.null()
          value = .null
        default: value = .number(try reader.number())
        }
        // The value goes into the innermost open container, which then continues or closes.
        while true {
          guard var container = open.popLast() else {
            try reader.end()
            return value
          }
          container.add(value)
          let next = reader.peekNonWhitespace()
          if next == UInt8(ascii: ",") {
            try reader.expect(UInt8(ascii: ","))
            if container.isObject {
              container.key = try reader.string()
              try reader.expect(UInt8(ascii: ":"))
            }
            open.append(container)
            break
          }
          try reader.expect(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
          value = container.node
        }
      }
    } catch JSONReader.Failure.unexpected(let offset, let expected) {
      throw Failure.malformed(offset: offset, expected: expected)
    }
  }
}
