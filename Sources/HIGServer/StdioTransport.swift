#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import OperatingSystem

/// MCP's stdio transport: newline-delimited messages read from standard input and written to
/// standard output, one at a time, with nothing else ever written there.
///
/// Reads with read(2) into one buffer, so a line longer than `maximumLine` is skipped up to its
/// end (and answered with an error) instead of being held in memory; before writing a reply it
/// takes in whatever else has arrived, so a cancellation sent while the request ran drops it.
/// Ends when standard input closes (after answering every complete line) or standard output
/// cannot be written.
public struct StdioTransport {
  public var maximumLine: Int
  let input: Int32
  let output: Int32
  private var buffer: [UInt8] = []
  /// Where the next line starts in `buffer`, and how far from there no line feed was found.
  private var start = 0
  private var searched = 0
  /// Bytes of an over-long line skipped so far; nil when not skipping.
  private var skipping: Int?
  private var inputClosed = false

  public init(maximumLine: Int = 4 << 20, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.maximumLine = maximumLine
    self.input = input
    self.output = output
  }

  /// What the next line is.
  enum Line {
    case message(ArraySlice<UInt8>)
    /// A line over the limit, by its length in bytes.
    case tooLong(Int)
  }

  /// Serves `server` until standard input closes or standard output fails; returns the exit status.
  public mutating func serve(_ server: MCPServer) -> Int32 {
    // A client that went away must show as a failed write(2), not end the process with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    while let line = nextLine() {
      let replies: [MCPServer.Reply]
      switch line {
      case .message(let bytes):
        replies = server.receive(bytes)
      case .tooLong(let length):
        replies = [
          MCPServer.Reply(
            id: nil,
            text: JSONRPCError.invalidRequest("a message of \(length) bytes is over the limit of \(maximumLine)")
              .response(id: .null).text)
        ]
      }
      guard !replies.isEmpty else { continue }
      takeInWhatArrived()
      for line in readAhead() { server.noteCancellation(in: line) }
      for reply in replies where !server.isCancelled(reply.id) {
        guard write(reply.text + "\n") else { return 0 }
      }
    }
    return 0
  }

  /// The next complete line (without its line feed or a carriage return before it), waiting for
  /// input as needed; nil once input is closed and read. A last line without a line feed counts.
  mutating func nextLine() -> Line? {
    while true {
      if let newline = buffer[max(start, searched)...].firstIndex(of: UInt8(ascii: "\n")) {
        var line = buffer[start..<newline]
        start = newline + 1
        searched = start
        if let skipped = skipping {
          skipping = nil
          return .tooLong(skipped + line.count)
        }
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
        if line.count > maximumLine { return .tooLong(line.count) }
        return .message(line)
      }
      // No complete line: drop what was consumed, and the start of an over-long line.
      if start > 0 {
        buffer.removeFirst(start)
        start = 0
      }
      searched = buffer.count
      if buffer.count > maximumLine {
        skipping = (skipping ?? 0) + buffer.count
        buffer.removeAll(keepingCapacity: true)
        searched = 0
      }
      if inputClosed {
        guard !buffer.isEmpty || skipping != nil else { return nil }
        let rest = buffer
        buffer.removeAll()
        searched = 0
        if let skipped = skipping {
          skipping = nil
          return .tooLong(skipped + rest.count)
        }
        buffer = rest + [UInt8(ascii: "\n")]
        searched = 0
        continue
      }
      readMore()
    }
  }

  /// The complete lines read but not yet handled.
  func readAhead() -> [ArraySlice<UInt8>] {
    guard skipping == nil else { return [] }
    return buffer[start...].split(separator: UInt8(ascii: "\n"))
  }

  /// Reads what standard input holds now, without waiting.
  mutating func takeInWhatArrived() {
    var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    while !inputClosed, buffer.count - start <= maximumLine, poll(&poller, 1, 0) > 0 {
      readMore()
    }
  }

  /// One read(2): it waits only when nothing has arrived, which `takeInWhatArrived` checks first.
  private mutating func readMore() {
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
    if count > 0 {
      buffer.append(contentsOf: chunk[..<count])
    } else if count == 0 || errno != EINTR {
      inputClosed = true
    }
  }

  /// Writes all of `text`; false when standard output is gone.
  private func write(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = POSIX.write(output, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
  }
}
