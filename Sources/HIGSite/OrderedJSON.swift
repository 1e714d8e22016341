import HIGModel

/// A JSON value written in a fixed key order with shortest round-trip numbers, for the search
/// index files (JSONEncoder cannot keep key order, and the chunks must be byte-stable).
///
/// Written as UTF-8 bytes: the index holds millions of numbers, and appending to a `String`
/// costs several times more than to a byte array.
///
///     OrderedJSON.object([("드래그", .array([.int(3), .double(1.25)]))]).text  // {"드래그":[3,1.25]}
enum OrderedJSON {
  case int(Int)
  case double(Double)
  case string(String)
  /// Bytes `ScriptString` wrote, between quotes as they are: they need no escaping in a script's
  /// string literal, where JSON's escapes of control characters took six bytes for one (the
  /// manifest's packed tables were about twice their size). A value holding one is a script's
  /// object literal, not JSON.
  case scriptString([UInt8])
  case array([OrderedJSON])
  case object([(String, OrderedJSON)])
  case null

  var text: String {
    var result: [UInt8] = []
    write(to: &result)
    return String(decoding: result, as: UTF8.self)
  }

  func write(to output: inout [UInt8]) {
    switch self {
    case .int(let value):
      OrderedJSON.writeInteger(value, to: &output)
    case .double(let value):
      // Swift's description is the shortest text that reads back as the same Double, as in JavaScript.
      if !value.isFinite {
        output.append(UInt8(ascii: "0"))
      } else if value == value.rounded() && abs(value) < 1e15 {
        OrderedJSON.writeInteger(Int(value), to: &output)
      } else {
        output.append(contentsOf: value.description.utf8)
      }
    case .string(let value):
      JSONString.append(value, to: &output, escaping: .script)
    case .scriptString(let text):
      output.append(UInt8(ascii: "\""))
      output += text
      output.append(UInt8(ascii: "\""))
    case .null:
      output.append(contentsOf: "null".utf8)
    case .array(let values):
      output.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let fields):
      output.append(UInt8(ascii: "{"))
      for (index, field) in fields.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        JSONString.append(field.0, to: &output, escaping: .script)
        output.append(UInt8(ascii: ":"))
        field.1.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Decimal digits, without the String that `String(value)` would make.
  static func writeInteger(_ value: Int, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    var digits = 1
    var power: UInt = 10
    while digits < 20, value.magnitude >= power {
      digits += 1
      power = power &* 10
    }
    // Room for the digits first, then filled from the last: no reversal, no reallocation per digit.
    var magnitude = value.magnitude
    var position = output.count + digits
    output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
    repeat {
      position -= 1
      output[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
  }
}
