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
  case array([OrderedJSON])
  case object([(String, OrderedJSON)])

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
      OrderedJSON.writeString(value, to: &output)
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
        OrderedJSON.writeString(field.0, to: &output)
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

  private static func writeString(_ value: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { bytes in
      // Bytes that need no escape are copied a run at a time: record texts are most of the index.
      var runStart = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        let escape: String
        var length = 1
        switch byte {
        case UInt8(ascii: "\""): escape = #"\""#
        case UInt8(ascii: "\\"): escape = #"\\"#
        case UInt8(ascii: "\n"): escape = #"\n"#
        case UInt8(ascii: "\r"): escape = #"\r"#
        case UInt8(ascii: "\t"): escape = #"\t"#
        // "<" escaped so that no chunk can ever contain "</script>", and U+2028/2029 for old engines.
        case UInt8(ascii: "<"): escape = #"\u003c"#
        case 0..<0x20:
          let hex = Array("0123456789abcdef".utf8)
          escape = #"\u00"# + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
          // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
          escape = bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#
          length = 3
        case 0xEF
        where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
          // U+FFFE and U+FFFF (EF BF BE, EF BF BF), which LibXML drops from a page's attributes.
          escape = bytes[index + 2] == 0xBE ? #"\ufffe"# : #"\uffff"#
          length = 3
        default:
          index += 1
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        output.append(contentsOf: escape.utf8)
        index += length
        runStart = index
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
    output.append(UInt8(ascii: "\""))
  }
}
