/// Reading the golden analyzer token table (`Tests/HIGSearchTests/Fixtures/analyzer-tokens.tsv`)
/// that the Swift analyzer tests and the JavaScript parity tests share.
public enum TokenTable {
  /// The table writes code points it cannot show as `\u1112`; this turns them back into text.
  ///
  ///     TokenTable.unescape("\\u1112\\u1161") // "하" (as two conjoining jamo)
  public static func unescape(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: "\\u") {
      result += rest[..<range.lowerBound]
      let hex = rest[range.upperBound...].prefix(4)
      if hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
        result.unicodeScalars.append(scalar)
        rest = rest[rest.index(range.upperBound, offsetBy: 4)...]
      } else {
        result += "\\u"
        rest = rest[range.upperBound...]
      }
    }
    return result + rest
  }
}
