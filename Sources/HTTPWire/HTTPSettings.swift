/// How the HTTP helper makes every request of a run.
public struct HTTPSettings: Equatable, Sendable {
  /// Sent as is; the helper appends its libcurl version.
  public var userAgent: String
  /// Milliseconds to wait for a connection.
  public var connectTimeout: Int
  /// Milliseconds for a whole exchange, connection and body included.
  public var requestTimeout: Int
  /// Requests in flight at most, which is also the number of open connections.
  public var maximumConnections: Int

  public init(userAgent: String, connectTimeout: Int, requestTimeout: Int, maximumConnections: Int) {
    self.userAgent = userAgent
    self.connectTimeout = connectTimeout
    self.requestTimeout = requestTimeout
    self.maximumConnections = maximumConnections
  }
}
