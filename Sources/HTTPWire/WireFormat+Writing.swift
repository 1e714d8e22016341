#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension WireFormat {
  /// Writes `line` and a newline to `descriptor`: one message. Returns 0, or the errno of the
  /// write that failed (the other side has gone away).
  public static func send(_ line: String, to descriptor: Int32) -> Int32 {
    var text = line + "\n"
    return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
  }

  /// Writes every byte of `bytes` with write(2), going on after interruptions and short writes.
  /// Returns 0, or the errno of the write that failed (EIO when one wrote nothing).
  public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return written < 0 ? errno : EIO }
      offset += written
    }
    return 0
  }
}
