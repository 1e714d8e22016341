/// The line protocol between `hig fetch` and its HTTP helper, hig-http, over the helper's standard
/// input and output.
///
/// Every message is one line of tab-separated fields; a backslash, tab or newline inside a field is
/// written `\\`, `\t`, `\n`. `hig fetch` first sends the settings, then one request line per request,
/// and ends the helper by closing its input; the helper answers each request with one response
/// line, in the order the exchanges finish. Headers are fields of their own, `Name: value`; an
/// empty field (no failure, no message) is nothing between two tabs.
///
///     settings⇥2⇥hig/0.1.0⇥10000⇥60000⇥4
///     request⇥7⇥https://developer.apple.com/…/toggles.json⇥…/en/.toggles.json.tmp-7⇥4194304⇥If-None-Match: "a1"
///     response⇥7⇥304⇥⇥⇥0⇥ETag: "a1"
public enum WireFormat {
  /// Raised on both sides when the other speaks another version (an old helper beside a new hig).
  public static let version = 2

  public static func line(_ settings: HTTPSettings) -> String {
    join([
      "settings", String(version), settings.userAgent, String(settings.idleTimeout),
      String(settings.requestTimeout), String(settings.maximumConnections),
    ])
  }

  public static func line(_ request: HTTPRequest) -> String {
    join(
      ["request", String(request.id), request.url, request.bodyPath, String(request.maximumBytes)]
        + request.headers.map(field))
  }

  public static func line(_ response: HTTPResponse) -> String {
    join(
      [
        "response", String(response.id), String(response.status), response.failure?.rawValue ?? "",
        response.message, String(response.bodyBytes),
      ] + response.headers.map(field))
  }

  /// The settings a line holds, or nil when it holds none of this version.
  public static func settings(_ line: String) -> HTTPSettings? {
    let fields = split(line)
    guard fields.count == 6, fields[0] == "settings", fields[1] == String(version),
      let idle = Int(fields[3]), let whole = Int(fields[4]), let connections = Int(fields[5])
    else { return nil }
    return HTTPSettings(
      userAgent: fields[2], idleTimeout: idle, requestTimeout: whole, maximumConnections: connections)
  }

  public static func request(_ line: String) -> HTTPRequest? {
    let fields = split(line)
    guard fields.count >= 5, fields[0] == "request", let id = Int(fields[1]), let maximum = Int(fields[4]) else {
      return nil
    }
    return HTTPRequest(
      id: id, url: fields[2], bodyPath: fields[3], maximumBytes: maximum, headers: fields.dropFirst(5).compactMap(header))
  }

  public static func response(_ line: String) -> HTTPResponse? {
    let fields = split(line)
    guard fields.count >= 6, fields[0] == "response", let id = Int(fields[1]), let status = Int(fields[2]),
      let bytes = Int(fields[5])
    else { return nil }
    return HTTPResponse(
      id: id, status: status, failure: HTTPFailure(rawValue: fields[3]), message: fields[4],
      bodyBytes: bytes, headers: fields.dropFirst(6).compactMap(header))
  }

  private static func field(_ header: HTTPHeader) -> String { "\(header.name): \(header.value)" }

  private static func header(_ field: String) -> HTTPHeader? {
    guard let colon = field.firstIndex(of: ":") else { return nil }
    let value = field[field.index(after: colon)...].drop { $0 == " " }
    return HTTPHeader(String(field[..<colon]), String(value))
  }

  private static func join(_ fields: [String]) -> String {
    var line = ""
    for (index, field) in fields.enumerated() {
      if index > 0 { line.append("\t") }
      for character in field.unicodeScalars {
        switch character {
        case "\\": line += "\\\\"
        case "\t": line += "\\t"
        case "\n": line += "\\n"
        case "\r": line += "\\r"
        default: line.unicodeScalars.append(character)
        }
      }
    }
    return line
  }

  /// The fields of `line`, unescaped.
  private static func split(_ line: String) -> [String] {
    var fields: [String] = []
    var current = String.UnicodeScalarView()
    var escaped = false
    for character in line.unicodeScalars {
      if escaped {
        switch character {
        case "t": current.append("\t")
        case "n": current.append("\n")
        case "r": current.append("\r")
        default: current.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\t" {
        fields.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(character)
      }
    }
    fields.append(String(current))
    return fields
  }
}
