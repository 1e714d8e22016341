import Foundation
import HTTPWire

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs the requests through one URLSession and writes each response line as its exchange ends.
/// Starts, URLSession's delegate calls and timeouts all run on one serial queue, so the transfers
/// need no lock (hence `@unchecked Sendable`).
final class TransferLoop: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  /// Redirects followed at most: Apple's pages need none, and a loop should end early.
  static let maximumRedirects = 5

  private let settings: HTTPSettings
  private let queue = OperationQueue()
  private var session: URLSession!
  private var transfers: [Int: Transfer] = [:]

  init(settings: HTTPSettings) {
    self.settings = settings
    queue.maxConcurrentOperationCount = 1
    super.init()
    let configuration = URLSessionConfiguration.ephemeral
    // hig fetch keeps its own state and sends its own conditional headers: a 304 must reach it.
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.urlCredentialStorage = nil
    configuration.httpMaximumConnectionsPerHost = max(1, settings.maximumConnections)
    configuration.httpAdditionalHeaders = ["User-Agent": settings.userAgent]
    // URLSession's request timeout counts from the last byte, and on Linux in whole seconds; the
    // whole-request limit is this loop's own timer (`begin`).
    configuration.timeoutIntervalForRequest = max(1, (Double(settings.idleTimeout) / 1000).rounded(.up))
    session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
  }

  /// Starts `request`; may be called from any thread.
  func start(_ request: HTTPRequest) {
    queue.addOperation { self.begin(request) }
  }

  private func begin(_ request: HTTPRequest) {
    let transfer: Transfer
    do {
      transfer = try Transfer(request)
    } catch {
      respond((error as! Transfer.Refusal).response)
      return
    }
    guard let url = URL(string: request.url), url.scheme == "http" || url.scheme == "https" else {
      _ = transfer.finish(response: nil, error: nil)
      respond(HTTPResponse(id: request.id, status: 0, failure: .other, message: "not an HTTP URL: \(request.url)"))
      return
    }
    var asked = URLRequest(url: url)
    for header in request.headers { asked.setValue(header.value, forHTTPHeaderField: header.name) }
    let task = session.dataTask(with: asked)
    let id = task.taskIdentifier
    transfers[id] = transfer
    task.resume()
    let limit = settings.requestTimeout
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(limit)) {
      self.queue.addOperation {
        guard let transfer = self.transfers[id] else { return }
        transfer.stop(.timeout, "no whole answer within \(limit) ms")
        task.cancel()
      }
    }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    guard let transfer = transfers[dataTask.taskIdentifier] else { return }
    if !transfer.receive(data) { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    guard let transfer = transfers[task.taskIdentifier] else { return completionHandler(nil) }
    transfer.redirects += 1
    guard transfer.redirects <= TransferLoop.maximumRedirects else {
      transfer.stop(.other, "more than \(TransferLoop.maximumRedirects) redirects")
      return completionHandler(nil)
    }
    completionHandler(request)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    guard let transfer = transfers.removeValue(forKey: task.taskIdentifier) else { return }
    respond(transfer.finish(response: task.response, error: error))
  }

  private func respond(_ response: HTTPResponse) {
    _ = WireFormat.send(WireFormat.line(response), to: STDOUT_FILENO)
  }
}
