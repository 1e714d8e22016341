/// Why an exchange ended without a response: what decides whether asking again can help.
public enum HTTPFailure: String, Equatable, Sendable {
  /// The connection or the whole request took longer than its timeout.
  case timeout
  /// The connection broke off mid-way (reset, closed without an answer, a truncated body).
  case connection
  /// No connection could be made: nothing listens there, or the network cannot reach it. Not
  /// retried: a wrong `--source` or an offline machine should be told at once.
  case refused
  /// The host name does not resolve: offline, or a mistyped `--source`.
  case resolve
  /// The body could not be written to its file.
  case file
  /// The body, once decoded (gzip, deflate), is larger than the request allows: the helper stops
  /// reading it there. Never retried: the same page will be as large.
  case tooLarge
  /// Anything else the HTTP library refuses: a malformed URL, a TLS failure, too many redirects.
  case other

  /// True when the same request may well succeed a little later.
  public var isTransient: Bool { self == .timeout || self == .connection }
}
