import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests and for trying `hig fetch` on a local mirror:
/// each request goes to a handler that says what to answer, after how long; every request is kept
/// for the test to look at. One thread per connection, keep-alive, GET and HEAD only.
///
///     let server = try LocalHTTPServer { request in .init(status: 200, body: Data("{}".utf8)) }
///     defer { server.stop() }
///     // fetch from server.baseURL, then look at server.requests
public final class LocalHTTPServer: @unchecked Sendable {
  /// A request as the server received it.
  public struct Request: Sendable {
    public var method: String
    public var path: String
    /// Header names lowercased.
    public var headers: [String: String]
    public var received: Date
    /// The status the handler answered with.
    public var status = 0

    public func header(_ name: String) -> String? { headers[name.lowercased()] }
  }

  /// What to answer, and how long to wait before answering (to be slower than a client's timeout).
  public struct Response: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: Data
    public var delay: Double

    public init(status: Int, headers: [(String, String)] = [], body: Data = Data(), delay: Double = 0) {
      self.status = status
      self.headers = headers
      self.body = body
      self.delay = delay
    }

    public static let notFound = Response(
      status: 404, headers: [("Content-Type", "text/plain")], body: Data("not found\n".utf8))
  }

  public typealias Handler = @Sendable (Request) -> Response

  public let port: UInt16
  public var baseURL: String { "http://127.0.0.1:\(port)" }

  private let handler: Handler
  private let listener: Int32
  private let lock = NSLock()
  private var received: [Request] = []
  private var connections = Set<Int32>()
  private var stopped = false
  private var answering = 0
  private var mostAnswering = 0

  /// Listens on 127.0.0.1 at `port` (0: any free port).
  public init(port: UInt16 = 0, handler: @escaping Handler) throws {
    self.handler = handler
    // Close-on-exec, so programs the tests start do not hold the server's connections open.
    #if os(Linux)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
      if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    #endif
    guard descriptor >= 0 else { throw ServerError("socket: \(String(cString: strerror(errno)))") }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 128) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw ServerError("cannot listen on 127.0.0.1:\(port): \(reason)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    withUnsafeMutablePointer(to: &address) {
      _ = $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    listener = descriptor
    self.port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in acceptConnections() }
    thread.start()
  }

  deinit { stop() }

  /// Every request received so far, in the order they arrived.
  public var requests: [Request] { lock.withLock { received } }

  /// The most requests the server was answering at one time (counting each answer's delay).
  public var mostAtOnce: Int { lock.withLock { mostAnswering } }

  /// The requests for `path`.
  public func requests(for path: String) -> [Request] { requests.filter { $0.path == path } }

  /// Stops listening and drops open connections (a handler still waiting finishes on its own).
  public func stop() {
    let open: Set<Int32>? = lock.withLock {
      guard !stopped else { return nil }
      stopped = true
      return connections
    }
    guard let open else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
  }

  private func acceptConnections() {
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR { continue }
        return
      }
      _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
      let accepted: Bool = lock.withLock {
        guard !stopped else { return false }
        connections.insert(connection)
        return true
      }
      guard accepted else {
        close(connection)
        return
      }
      let thread = Thread { [self] in serve(connection) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer {
      lock.withLock { _ = connections.remove(connection) }
      close(connection)
    }
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var buffer: [UInt8] = []
    while var request = readRequest(connection, buffer: &buffer) {
      lock.withLock {
        answering += 1
        mostAnswering = max(mostAnswering, answering)
      }
      let response = handler(request)
      request.status = response.status
      lock.withLock { received.append(request) }
      if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
      let keepAlive = request.header("connection")?.lowercased() != "close"
      let sent = send(response, for: request, keepAlive: keepAlive, on: connection)
      lock.withLock { answering -= 1 }
      guard sent, keepAlive else { return }
    }
  }

  /// The next request on the connection; nil when it closed or sent something unreadable.
  private func readRequest(_ connection: Int32, buffer: inout [UInt8]) -> Request? {
    let end: [UInt8] = Array("\r\n\r\n".utf8)
    var chunk = [UInt8](repeating: 0, count: 16384)
    while true {
      if let range = buffer.firstRange(of: end) {
        let head = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
        buffer.removeSubrange(..<range.upperBound)
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
          guard let colon = line.firstIndex(of: ":") else { continue }
          headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        // Bodies are not expected; one that is announced is read and ignored.
        if let length = headers["content-length"].flatMap(Int.init), length > 0 {
          while buffer.count < length {
            let count = recv(connection, &chunk, chunk.count, 0)
            if count <= 0 { return nil }
            buffer += chunk[..<count]
          }
          buffer.removeFirst(length)
        }
        return Request(method: String(parts[0]), path: String(parts[1]), headers: headers, received: Date())
      }
      let count = recv(connection, &chunk, chunk.count, 0)
      if count <= 0 { return nil }
      buffer += chunk[..<count]
    }
  }

  private func send(_ response: Response, for request: Request, keepAlive: Bool, on connection: Int32) -> Bool {
    let hasBody = request.method != "HEAD" && response.status != 304 && response.status != 204
    var head = "HTTP/1.1 \(response.status) \(LocalHTTPServer.reason(response.status))\r\n"
    for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(hasBody ? response.body.count : 0)\r\n"
    head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
    var bytes = Data(head.utf8)
    if hasBody { bytes += response.body }
    return bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = LocalHTTPServer.send(connection, raw.baseAddress! + offset, raw.count - offset)
        if written < 0, errno == EINTR { continue }
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
  }

  /// send(2) that never raises SIGPIPE on a connection the client closed: Linux says so per call
  /// (MSG_NOSIGNAL), macOS per socket (SO_NOSIGPIPE).
  static func send(_ connection: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if os(Linux)
      return Glibc.send(connection, bytes, count, Int32(MSG_NOSIGNAL))
    #else
      var yes: Int32 = 1
      setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
      return Darwin.send(connection, bytes, count, 0)
    #endif
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 304: return "Not Modified"
    case 404: return "Not Found"
    case 410: return "Gone"
    case 429: return "Too Many Requests"
    case 500: return "Internal Server Error"
    case 503: return "Service Unavailable"
    default: return "Status \(status)"
    }
  }

  /// Why the server could not start.
  public struct ServerError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
  }
}
