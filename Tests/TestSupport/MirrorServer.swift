import Foundation
import HIGModel

/// An `AppleMirror` served from memory on 127.0.0.1, whose answers a test can change path by path:
/// a 429 then the page, 500s for ever, a body that is not JSON, a page that moved, a slow answer.
///
///     let server = try MirrorServer(mirror: AppleMirror(topics: topics))
///     server.script(MirrorServer.path("toggles", .en), [.init(status: 429, headers: [("Retry-After", "1")])])
///     // hig fetch --source server.baseURL …; then look at server.requests
public final class MirrorServer: @unchecked Sendable {
  public let mirror: AppleMirror
  private let server: LocalHTTPServer
  private let lock = NSLock()
  private var files: [String: (data: Data, modified: Date)] = [:]
  private var scripted: [String: [LocalHTTPServer.Response]] = [:]
  private var standing: [String: LocalHTTPServer.Response] = [:]

  /// Serves `mirror`, waiting `latency` seconds before every answer.
  public init(mirror: AppleMirror, latency: Double = 0) throws {
    self.mirror = mirror
    let modified = Date(timeIntervalSince1970: 1_767_225_600)
    var files: [String: (Data, Date)] = [:]
    for (path, data) in try mirror.files() { files["/" + path] = (data, modified) }
    self.files = files
    let box = Box()
    server = try LocalHTTPServer { request in
      var response = box.owner?.answer(request) ?? .notFound
      response.delay = max(response.delay, latency)
      return response
    }
    box.owner = self
  }

  deinit { server.stop() }

  public var baseURL: String { server.baseURL }
  public var requests: [LocalHTTPServer.Request] { server.requests }
  public func requests(for path: String) -> [LocalHTTPServer.Request] { server.requests(for: path) }
  public var mostAtOnce: Int { server.mostAtOnce }
  public func stop() { server.stop() }

  /// The URL path of a page, as Apple serves it.
  public static func path(_ slug: String, _ language: Language) -> String { "/" + AppleMirror.pagePath(slug, language) }
  public static let indexPath = "/" + AppleMirror.indexPath

  /// The bytes served at `path`, if any.
  public func file(_ path: String) -> Data? { lock.withLock { files[path]?.data } }

  /// Answers the next requests for `path` with `responses`, one each, and then as before.
  public func script(_ path: String, _ responses: [LocalHTTPServer.Response]) {
    lock.withLock { scripted[path, default: []] += responses }
  }

  /// Answers every request for `path` with `response` until `clear` is called for it.
  public func always(_ path: String, _ response: LocalHTTPServer.Response) {
    lock.withLock { standing[path] = response }
  }

  public func clear(_ path: String) {
    lock.withLock {
      standing[path] = nil
      scripted[path] = nil
    }
  }

  /// Serves `data` at `path` from now on, as a page Apple changed (or added: nil removes it).
  public func replace(_ path: String, with data: Data?) {
    lock.withLock { files[path] = data.map { ($0, Date()) } }
  }

  private func answer(_ request: LocalHTTPServer.Request) -> LocalHTTPServer.Response {
    let path = String(request.path.prefix { $0 != "?" })
    return lock.withLock {
      if var queue = scripted[path], !queue.isEmpty {
        let next = queue.removeFirst()
        scripted[path] = queue
        return next
      }
      if let response = standing[path] { return response }
      guard let file = files[path] else { return .notFound }
      return .file(
        file.data, modified: file.modified, contentType: LocalHTTPServer.contentType(path), answering: request)
    }
  }

  /// Lets the handler reach the server object that owns it, once that object exists.
  private final class Box: @unchecked Sendable {
    weak var owner: MirrorServer?
  }
}
