/// One header of a request or response, as its name and value.
public struct HTTPHeader: Equatable, Sendable {
  public var name: String
  public var value: String

  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

extension Array where Element == HTTPHeader {
  /// The value of the first header called `name`, ignoring case (HTTP header names are case-insensitive).
  ///
  ///     [HTTPHeader("ETag", "\"a1\"")].value(of: "etag")  // "\"a1\""
  public func value(of name: String) -> String? {
    let wanted = name.lowercased()
    return first { $0.name.lowercased() == wanted }?.value
  }
}
