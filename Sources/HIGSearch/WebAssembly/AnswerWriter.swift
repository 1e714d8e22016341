import HIGModel

/// JSON text built in a byte buffer: how the browser's core answers the page's script, which reads
/// it with `JSON.parse` (Embedded Swift has no `JSONEncoder`).
///
///     var json = AnswerWriter()
///     json.beginObject(); json.key("words"); json.strings(["뷰"]); json.end()
///     // {"words":["뷰"]}
struct AnswerWriter {
  private(set) var bytes: [UInt8] = []
  /// Whether the next value inside the current array or object needs a comma before it.
  private var needsComma = false
  /// The closing brackets of the arrays and objects begun and not yet ended.
  private var open: [UInt8] = []

  mutating func beginObject() { begin(UInt8(ascii: "{"), closing: UInt8(ascii: "}")) }

  mutating func beginArray() { begin(UInt8(ascii: "["), closing: UInt8(ascii: "]")) }

  /// Ends the innermost array or object.
  mutating func end() {
    guard let closing = open.popLast() else { return }
    bytes.append(closing)
    needsComma = true
  }

  /// An object's key; the next value is its value.
  mutating func key(_ name: String) {
    string(name)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  mutating func string(_ text: String) {
    separate()
    JSONString.append(text, to: &bytes)
    needsComma = true
  }

  mutating func int(_ value: Int) { raw("\(value)") }

  /// A finite number, written as Swift writes it: the shortest digits that read back to the same
  /// double, so scores cross to the page bit for bit.
  mutating func double(_ value: Double) { raw(value.isFinite ? "\(value)" : "null") }

  mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }

  /// One value of a `row`.
  enum Value {
    case string(String)
    case int(Int)
    case double(Double)
  }

  /// A short array of mixed values: `[12, 3.5]`, `["t/3", "드래그", 0]`.
  mutating func row(_ values: [Value]) {
    beginArray()
    for value in values {
      switch value {
      case .string(let text): string(text)
      case .int(let number): int(number)
      case .double(let number): double(number)
      }
    }
    end()
  }

  /// An array of strings.
  mutating func strings(_ texts: [String]) {
    beginArray()
    for text in texts { string(text) }
    end()
  }

  mutating func null() { raw("null") }

  private mutating func raw(_ text: String) {
    separate()
    bytes += Array(text.utf8)
    needsComma = true
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  private mutating func begin(_ bracket: UInt8, closing: UInt8) {
    separate()
    bytes.append(bracket)
    open.append(closing)
    needsComma = false
  }
}
