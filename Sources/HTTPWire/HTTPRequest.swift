/// One GET request that `hig fetch` asks its HTTP helper to make.
public struct HTTPRequest: Equatable, Sendable {
  /// Chosen by the asker; the response carries it back, since responses arrive in any order.
  public var id: Int
  public var url: String
  /// Where the helper writes the body: a temporary file beside the one it may replace.
  public var bodyPath: String
  /// The most body bytes, once decoded, the helper writes: a body that decodes to more (1 MB of
  /// gzip can decode to a gigabyte) ends the exchange with `HTTPFailure.tooLarge`.
  public var maximumBytes: Int
  /// Headers beyond the helper's own (User-Agent, Accept-Encoding): the conditional ones.
  public var headers: [HTTPHeader]

  public init(id: Int, url: String, bodyPath: String, maximumBytes: Int = 8 << 20, headers: [HTTPHeader] = []) {
    self.id = id
    self.url = url
    self.bodyPath = bodyPath
    self.maximumBytes = maximumBytes
    self.headers = headers
  }
}
