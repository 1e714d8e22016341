import Foundation

/// A JSON value as the server reads and writes it: requests of any shape (a client may send
/// wrong types, and each must get an answer saying so), schemas and structured results.
///
/// Read with JSONDecoder (whose parser refuses documents nested over 512 levels and invalid UTF-8),
/// written with JSONEncoder: keys sorted, no line breaks, so each message is one line.
///
///     let request = try JSONValue.parse(Array(#"{"id":1,"method":"ping"}"#.utf8))
///     request["method"]?.string  // "ping"
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  public var object: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The name of the value's JSON type, for messages about a wrong one.
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .int, .double: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// Parses one JSON document.
  public static func parse(_ bytes: some Sequence<UInt8>) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
  }

  /// Any Encodable value as a JSON value (a result type's fields, for `structuredContent`).
  public init(encoding value: some Encodable) throws {
    self = try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(value))
  }

  /// The value as one line of JSON.
  public var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding a tree of plain values cannot fail.
    return String(decoding: (try? encoder.encode(self)) ?? Data("null".utf8), as: UTF8.self)
  }
}

extension JSONValue: Codable {
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
