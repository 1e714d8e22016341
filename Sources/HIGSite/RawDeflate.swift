import CZlib
import Foundation

/// Raw deflate streams (no zlib or gzip header) through zlib: the site's search files carry their
/// data this way, as a string (`ScriptString`), which the page decompresses with `DecompressionStream("deflate-raw")`
/// (it works on a Blob, so also from `file://`).
public enum RawDeflate {
  /// Why bytes could not be decompressed.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// zlib refused the stream (its code); the file was damaged: build the site again.
    case damaged(code: Int32)

    public var description: String {
      switch self {
      case .damaged(let code): "the compressed data is damaged (zlib code \(code)): build the site again with hig site"
      }
    }
  }

  /// `bytes` compressed at zlib's default level (level 9 saves little for twice the time, (docs/benchmarks.md, "Smaller choices")).
  public static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var stream = z_stream()
    // -15: a raw stream with the largest window.
    guard deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
        Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { return [] }
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))))
    var input = bytes
    let written = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target -> Int in
        stream.next_in = source.baseAddress
        stream.avail_in = UInt32(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = UInt32(target.count)
        // The output has room for the whole stream (deflateBound), so one call finishes it.
        guard deflate(&stream, Z_FINISH) == Z_STREAM_END else { return 0 }
        return target.count - Int(stream.avail_out)
      }
    }
    return Array(output.prefix(written))
  }

  /// The bytes `compress` was given.
  public static func decompress(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
    guard !bytes.isEmpty else { return [] }
    var stream = z_stream()
    guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw .damaged(code: Z_MEM_ERROR)
    }
    defer { inflateEnd(&stream) }
    var input = bytes
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    let code = input.withUnsafeMutableBufferPointer { source -> Int32 in
      stream.next_in = source.baseAddress
      stream.avail_in = UInt32(source.count)
      while true {
        let (code, produced) = buffer.withUnsafeMutableBufferPointer { target -> (Int32, Int) in
          stream.next_out = target.baseAddress
          stream.avail_out = UInt32(target.count)
          let code = inflate(&stream, Z_NO_FLUSH)
          return (code, target.count - Int(stream.avail_out))
        }
        result += buffer.prefix(produced)
        if code != Z_OK { return code }
      }
    }
    guard code == Z_STREAM_END else { throw .damaged(code: code) }
    return result
  }
}
