import HTTPWire

/// Makes a fetch's HTTP requests, several at once; the fetcher decides what to ask and when.
public protocol HTTPClient: AnyObject {
  /// Starts `request`; its response comes out of a later `responses(waitingAtMost:)`.
  func send(_ request: HTTPRequest) throws
  /// The responses that have arrived; when none has, waits up to `seconds` for the first.
  func responses(waitingAtMost seconds: Double) throws -> [HTTPResponse]
}
