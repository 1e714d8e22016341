import Foundation
import HTTPWire

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request in flight: the file its body goes to, the bytes written so far, and why it is being
/// ended early when it is. Touched only on the `TransferLoop`'s queue.
final class Transfer {
  let request: HTTPRequest
  /// Body bytes written to the file so far: the decoded body, after any gzip or deflate.
  private(set) var bodyBytes = 0
  /// Redirects followed so far.
  var redirects = 0
  /// Why the exchange is being ended before URLSession would end it (the body cannot be written,
  /// too many redirects, the whole-request timeout); reported instead of the cancelled task's error.
  private(set) var stopReason: (failure: HTTPFailure, message: String)?
  /// The body file, open from the start so a failure to create it is reported before any traffic.
  private var descriptor: Int32

  /// Opens the body file of `request`, or throws the response that says why it cannot be created.
  init(_ request: HTTPRequest) throws {
    let descriptor = open(request.bodyPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw Refusal(
        response: HTTPResponse(
          id: request.id, status: 0, failure: .file,
          message: "cannot create \(request.bodyPath): \(String(cString: strerror(errno)))"))
    }
    self.request = request
    self.descriptor = descriptor
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// A request refused before it started, with the response to send for it.
  struct Refusal: Error {
    var response: HTTPResponse
  }

  /// Appends a piece of the body to the file; false when the exchange must stop (`stopReason` says why).
  func receive(_ data: Data) -> Bool {
    // The pieces are decoded already: a small gzip body must not become a file of any size.
    guard data.count <= request.maximumBytes - bodyBytes else {
      stop(.tooLarge, "the body is larger than \(Transfer.size(request.maximumBytes)) once decoded")
      return false
    }
    let failure = data.withUnsafeBytes { WireFormat.writeAll($0, to: descriptor) }
    guard failure == 0 else {
      stop(.file, "cannot write \(request.bodyPath): \(String(cString: strerror(failure)))")
      return false
    }
    bodyBytes += data.count
    return true
  }

  /// Marks the exchange as ended by the helper for `failure`; the first reason given is kept.
  func stop(_ failure: HTTPFailure, _ message: String) {
    if stopReason == nil { stopReason = (failure, message) }
  }

  /// The response line for this exchange, which URLSession ended with `response` and `error`;
  /// closes the body file.
  func finish(response: URLResponse?, error: Error?) -> HTTPResponse {
    if descriptor >= 0, close(descriptor) != 0 {
      stop(.file, "cannot write \(request.bodyPath): \(String(cString: strerror(errno)))")
    }
    descriptor = -1
    let http = response as? HTTPURLResponse
    let status = http?.statusCode ?? 0
    let headers = (http?.allHeaderFields ?? [:]).compactMap { name, value in
      (name as? String).map { HTTPHeader($0, "\(value)") }
    }.sorted { $0.name < $1.name }
    if let (failure, message) = stopReason {
      return HTTPResponse(
        id: request.id, status: failure == .file ? status : 0, failure: failure, message: message,
        bodyBytes: bodyBytes, headers: headers)
    }
    guard let error else {
      return HTTPResponse(id: request.id, status: status, bodyBytes: bodyBytes, headers: headers)
    }
    return HTTPResponse(
      id: request.id, status: 0, failure: Transfer.failure(error, answered: response != nil),
      message: error.localizedDescription, bodyBytes: bodyBytes, headers: headers)
  }

  /// "4 MB", "512 KB".
  static func size(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(max(1, bytes >> 10)) KB"
  }

  /// What kind of failure `error` is. On Linux, URLSession calls a body cut short (and most of
  /// libcurl's errors) "unknown": after an answer began, that is a connection that broke off; before,
  /// it is something asking again will not mend (a TLS failure, say).
  static func failure(_ error: Error, answered: Bool) -> HTTPFailure {
    guard let error = error as? URLError else { return .other }
    switch error.code {
    case .timedOut: return .timeout
    case .cannotFindHost, .dnsLookupFailed: return .resolve
    case .cannotConnectToHost, .notConnectedToInternet: return .refused
    case .networkConnectionLost, .badServerResponse, .zeroByteResource: return .connection
    case .unknown where answered: return .connection
    default: return .other
    }
  }
}
