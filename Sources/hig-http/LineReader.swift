import Glibc
import HTTPWire

/// Splits what arrives on a file descriptor into lines.
struct LineReader {
  let descriptor: Int32
  private var buffer: [UInt8] = []
  /// True once the other end has closed.
  private(set) var ended = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next whole line, reading (and waiting) as needed; nil at the end of the input.
  mutating func nextLine() -> String? {
    while true {
      if let line = takeLine() { return line }
      if ended || !fill() { return nil }
    }
  }

  /// The whole lines already read, after one more read(2) when `reading` (the caller knows the
  /// descriptor is readable, so it does not wait).
  mutating func availableLines(reading: Bool) -> [String] {
    if reading { _ = fill() }
    var lines: [String] = []
    while let line = takeLine() { lines.append(line) }
    return lines
  }

  /// One read(2); false at the end of the input or on an error other than an interruption.
  private mutating func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer += chunk[..<count]
        return true
      }
      if count < 0, errno == EINTR { continue }
      ended = true
      return false
    }
  }

  private mutating func takeLine() -> String? {
    guard let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let line = String(decoding: buffer[..<newline], as: UTF8.self)
    buffer.removeSubrange(...newline)
    return line
  }
}

/// Writes `text` to standard error.
func writeError(_ text: String) {
  var text = text
  _ = text.withUTF8 { WireFormat.writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
}
