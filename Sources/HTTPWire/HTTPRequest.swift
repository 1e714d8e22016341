/// One GET request that `hig fetch` asks its HTTP helper to make.
public struct HTTPRequest: Equatable, Sendable {
  /// Chosen by the asker; the response carries it back, since responses arrive in any order.
  public var id: Int
  public var url: String
  /// Where the helper writes the body: a temporary file beside the one it may replace.
  public var bodyPath: String
  /// Headers beyond the helper's own (User-Agent, Accept-Encoding): the conditional ones.
  public var headers: [HTTPHeader]

  public init(id: Int, url: String, bodyPath: String, headers: [HTTPHeader] = []) {
    self.id = id
    self.url = url
    self.bodyPath = bodyPath
    self.headers = headers
  }
}
