/// A JSON value written in a fixed key order with shortest round-trip numbers, for the search
/// index files (JSONEncoder cannot keep key order, and the chunks must be byte-stable).
///
///     JSONValue.object([("드래그", .array([.int(3), .double(1.25)]))]).text  // {"드래그":[3,1.25]}
enum JSONValue {
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  var text: String {
    var result = ""
    write(to: &result)
    return result
  }

  func write(to output: inout String) {
    switch self {
    case .int(let value):
      output += String(value)
    case .double(let value):
      // Swift's description is the shortest text that reads back as the same Double, as in JavaScript.
      output += value.isFinite ? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)") : "0"
    case .string(let value):
      JSONValue.writeString(value, to: &output)
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(to: &output)
      }
      output += "]"
    case .object(let fields):
      output += "{"
      for (index, field) in fields.enumerated() {
        if index > 0 { output += "," }
        JSONValue.writeString(field.0, to: &output)
        output += ":"
        field.1.write(to: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x3C || $0 == 0xE2 }) {
      output += value
      output += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      // "<" escaped so that no chunk can ever contain "</script>", and U+2028/2029 for old engines.
      case "<": output += "\\u003c"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
