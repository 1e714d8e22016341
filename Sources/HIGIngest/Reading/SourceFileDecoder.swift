import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HIGModel

/// Turns a file's bytes into text, or says why it cannot: empty, binary, or in an unknown encoding.
///
/// UTF-8 (with or without a byte-order mark) and UTF-16 with a mark are read as they are; legacy
/// Korean files in EUC-KR/CP949 are converted with the system's iconv.
///
///     SourceFileDecoder.decode(Data("안녕".utf8))   // .text("안녕", encoding: "UTF-8")
///     SourceFileDecoder.decode(Data([0x89, 0x50, 0x4E, 0x47, 0, 0]))  // .binary
enum SourceFileDecoder {
  enum Outcome: Equatable {
    case text(String, encoding: String)
    case empty
    case binary
    case undecodable
  }

  static func decode(_ data: Data) -> Outcome { decode([UInt8](data)) }

  static func decode(_ file: [UInt8]) -> Outcome {
    var bytes = file
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { return .empty }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      if let text = String(data: Data(file), encoding: .utf16), isPlausibleUTF16(text) {
        return .text(printable(text), encoding: "UTF-16")
      }
      return .undecodable
    }
    if looksBinary(bytes) { return .binary }
    if let text = String(validating: bytes, as: UTF8.self) { return .text(printable(text), encoding: "UTF-8") }
    if let text = converted(bytes, from: "CP949") { return .text(printable(text), encoding: "CP949") }
    return .undecodable
  }

  /// False for bytes that only happen to start with a byte-order mark: read as UTF-16, ASCII or
  /// binary data turns into a run of CJK ideographs and unassigned code points, with no Hangul,
  /// no Latin letters and no line breaks.
  static func isPlausibleUTF16(_ text: String) -> Bool {
    var letters = 0
    var plausible = 0
    for scalar in text.unicodeScalars {
      if scalar.value == 0x0A || (0x20...0x7E).contains(scalar.value) || Hangul.isSyllable(scalar.value) {
        plausible += 1
      }
      if !scalar.properties.isWhitespace { letters += 1 }
    }
    return plausible * 2 >= letters
  }

  /// The text without control characters other than tab and line breaks: a stray ESC or BEL in a
  /// title would otherwise reach terminals and HTML; a form feed becomes a line break.
  static func printable(_ text: String) -> String {
    // Every file is checked: by bytes first, since a control character is ASCII or starts with
    // 0xC2 (U+0080–U+009F), and most files have neither.
    var contiguous = text
    let suspect = contiguous.withUTF8 { bytes in
      bytes.contains { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F || $0 == 0xC2 }
    }
    guard suspect, text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\u{C}" {
        result.append("\n")
      } else if !isControl(scalar) {
        result.append(scalar)
      }
    }
    return String(result)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || (0x7F...0x9F).contains(scalar.value)
  }

  /// NUL bytes, or many control characters, mean a binary file (images, archives, executables).
  private static func looksBinary(_ bytes: [UInt8]) -> Bool {
    // Counted in place: every file is sampled, and filtering into an array cost more than reading it.
    bytes.prefix(8192).withUnsafeBufferPointer { sample in
      var controls = 0
      for byte in sample where byte < 0x20 {
        if byte == 0 { return true }
        if byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C && byte != 0x1B { controls += 1 }
      }
      return controls * 20 > sample.count
    }
  }

  /// Converts `bytes` from `encoding` to UTF-8; nil when any byte sequence is invalid there.
  static func converted(_ bytes: [UInt8], from encoding: String) -> String? {
    let converter = iconv_open("UTF-8", encoding)
    guard converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }
    var input = bytes.map { CChar(bitPattern: $0) }
    var output = [CChar](repeating: 0, count: bytes.count * 2 + 16)
    let converted: Int? = input.withUnsafeMutableBufferPointer { inputBuffer in
      output.withUnsafeMutableBufferPointer { outputBuffer in
        var inPointer = inputBuffer.baseAddress
        var inLeft = inputBuffer.count
        var outPointer = outputBuffer.baseAddress
        var outLeft = outputBuffer.count
        let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
        guard result != -1, inLeft == 0 else { return nil }
        return outputBuffer.count - outLeft
      }
    }
    guard let converted else { return nil }
    return String(validating: output[..<converted].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
