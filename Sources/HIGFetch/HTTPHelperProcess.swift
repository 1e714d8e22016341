import CSpawn
import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HTTPWire
import OperatingSystem

/// The HTTP client `hig fetch` uses: the helper program hig-http (URLSession), run as a child process
/// that takes requests on its standard input and answers on its standard output (`WireFormat`).
///
/// A process of its own because hig is a fully static executable, which can neither link a network stack
/// from Debian's packages nor load it safely (docs/Fetch.md). When hig ends, even killed, the
/// helper's input closes and it ends too.
public final class HTTPHelperProcess: HTTPClient {
  public static let programName = "hig-http"

  private let process: pid_t
  private let input: Int32
  private let output: Int32
  private var received: [UInt8] = []
  private var finished = false
  private var exitStatus: Int32?

  /// Starts the helper at `path` and sends it `settings`.
  public init(path: String, settings: HTTPSettings) throws {
    // A helper that died must show up as an error from write(2), not end hig with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    var pid: pid_t = 0
    var input: Int32 = -1
    var output: Int32 = -1
    var argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
    defer { free(argv[0]) }
    let status = hig_spawn_piped(path, &argv, &pid, &input, &output)
    guard status == 0 else {
      throw FetchError.helperFailed("at \(path) could not be started: \(String(cString: strerror(status)))")
    }
    process = pid
    self.input = input
    self.output = output
    try sendLine(WireFormat.line(settings))
  }

  deinit { finish() }

  /// Where hig-http is: beside the running executable (where `swift build` puts it, and where the
  /// README's install copies it), else on `PATH`. The places looked in, when it is nowhere.
  public static func locate(environmentPath: String?) -> Result<String, FetchError> {
    var searched: [String] = []
    if let executable = RunningExecutable.path {
      let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
      searched.append(folder.appendingPathComponent(programName).path)
    }
    for folder in (environmentPath ?? "").split(separator: ":") where !folder.isEmpty {
      searched.append(URL(fileURLWithPath: String(folder)).appendingPathComponent(programName).path)
    }
    if let found = searched.first(where: { access($0, X_OK) == 0 }) { return .success(found) }
    return .failure(.helperMissing(searched: Array(searched.prefix(3))))
  }

  public func send(_ request: HTTPRequest) throws {
    try sendLine(WireFormat.line(request))
  }

  public func responses(waitingAtMost seconds: Double) throws -> [HTTPResponse] {
    var lines = takeLines()
    if lines.isEmpty {
      var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(max(0, min(seconds, 3600)) * 1000)
      var ready: Int32
      repeat { ready = poll(&descriptor, 1, milliseconds) } while ready < 0 && errno == EINTR
      if ready > 0 {
        try readAvailable()
        lines = takeLines()
      }
    }
    return try lines.map { line in
      guard let response = WireFormat.response(line) else {
        throw FetchError.helperFailed("answered something hig cannot read: \(line.prefix(200))")
      }
      return response
    }
  }

  /// Closes the helper's input, which ends it, and waits for it.
  public func finish() {
    guard !finished else { return }
    finished = true
    close(input)
    close(output)
    _ = waitForExit()
  }

  /// The helper's wait status, once it has ended.
  private func waitForExit() -> Int32? {
    if exitStatus == nil {
      var status: Int32 = 0
      var result: pid_t
      repeat { result = waitpid(process, &status, 0) } while result < 0 && errno == EINTR
      if result == process { exitStatus = status }
    }
    return exitStatus
  }

  private func sendLine(_ line: String) throws {
    let failure = WireFormat.send(line, to: input)
    if failure != 0 { throw stopped(detail: String(cString: strerror(failure))) }
  }

  private func readAvailable() throws {
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      if count > 0 {
        received += chunk[..<count]
        return
      }
      if count < 0, errno == EINTR { continue }
      throw stopped(detail: count == 0 ? nil : String(cString: strerror(errno)))
    }
  }

  private func takeLines() -> [String] {
    var lines: [String] = []
    var start = 0
    for index in received.indices where received[index] == UInt8(ascii: "\n") {
      lines.append(String(decoding: received[start..<index], as: UTF8.self))
      start = index + 1
    }
    received.removeFirst(start)
    return lines
  }

  /// The error for a helper that went away: its exit status says why (127: a library is missing).
  private func stopped(detail: String?) -> FetchError {
    var reason = "stopped unexpectedly"
    if let status = waitForExit() {
      let exited = status & 0x7f == 0
      let code = (status >> 8) & 0xff
      reason = exited ? "stopped with exit status \(code)" : "was killed by signal \(status & 0x7f)"
      if exited, code == 127 {
        reason += " (is libcurl installed? Debian: sudo apt-get install libcurl4)"
      }
    }
    return .helperFailed(reason + (detail.map { ": \($0)" } ?? ""))
  }
}
