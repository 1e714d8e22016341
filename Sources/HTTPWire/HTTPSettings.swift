/// How the HTTP helper makes every request of a run.
public struct HTTPSettings: Equatable, Sendable {
  /// Sent as is.
  public var userAgent: String
  /// Milliseconds an exchange may go without a byte: connecting, or in the middle of an answer.
  public var idleTimeout: Int
  /// Milliseconds for a whole exchange, connection, redirects and body included.
  public var requestTimeout: Int
  /// Requests in flight at most, which is also the number of open connections.
  public var maximumConnections: Int

  public init(userAgent: String, idleTimeout: Int, requestTimeout: Int, maximumConnections: Int) {
    self.userAgent = userAgent
    self.idleTimeout = idleTimeout
    self.requestTimeout = requestTimeout
    self.maximumConnections = maximumConnections
  }
}
