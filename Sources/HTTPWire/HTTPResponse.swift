/// What came of one `HTTPRequest`: the final response's status and headers, or why there was none.
public struct HTTPResponse: Equatable, Sendable {
  public var id: Int
  /// The status code of the last response (after redirects); 0 when none arrived.
  public var status: Int
  /// Why the exchange failed, when it did; a response that arrived (any status) is no failure.
  public var failure: HTTPFailure?
  /// The HTTP library's words for the failure, for the person reading the report.
  public var message: String
  /// How many body bytes were written to the request's `bodyPath`.
  public var bodyBytes: Int
  public var headers: [HTTPHeader]

  public init(
    id: Int, status: Int, failure: HTTPFailure? = nil, message: String = "", bodyBytes: Int = 0,
    headers: [HTTPHeader] = []
  ) {
    self.id = id
    self.status = status
    self.failure = failure
    self.message = message
    self.bodyBytes = bodyBytes
    self.headers = headers
  }
}
