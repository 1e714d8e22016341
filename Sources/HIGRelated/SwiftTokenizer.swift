/// Reads the identifiers of Swift source in one pass over its bytes, skipping comments (nested
/// block comments too), string literals (multi-line, raw `#"…"#`, with the code of their `\(…)`
/// interpolations read as code), numbers and operators. No parsing: what `hig related` needs is
/// which names the code uses, and how (a member, a call, a declaration).
///
///     SwiftTokenizer.tokens(in: #"Text("a .sheet(") // .alert("#).map(\.name)  // ["Text"]
///     SwiftTokenizer.tokens(in: "view.sheet(isPresented: $x) { }").map(\.written)  // ["view", ".sheet(", "isPresented", "x"]
public enum SwiftTokenizer {
  public static func tokens(in source: String) -> [SwiftToken] {
    var source = source
    return source.withUTF8 { bytes in
      var scan = Scan(bytes: bytes)
      return scan.run()
    }
  }

  /// The scanner's state: where it is, and what encloses it (string literals and the
  /// interpolations inside them, innermost last).
  private struct Scan {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    var lineStart = 0
    /// The last column worked out on this line and where: columns are counted on from there, so a
    /// long line costs its length once, not once per token.
    var counted = (position: 0, column: 1)
    var tokens: [SwiftToken] = []
    /// Open contexts: a string literal (its `#` count and whether it is multi-line) or an
    /// interpolation's parentheses (their depth), innermost last.
    var stack: [Context] = []
    /// The last byte of code that was not whitespace, and whether a lone dot came right before the
    /// next identifier.
    var previous: UInt8 = 0
    var dots = 0
    var afterFunc = false

    enum Context {
      case string(hashes: Int, multiline: Bool)
      case interpolation(depth: Int)
    }

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func byte(_ offset: Int = 0) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }

    mutating func newline() {
      line += 1
      lineStart = index + 1
      counted = (lineStart, 1)
    }

    /// The column of `position` (at or after the last one asked for on this line): Unicode scalars
    /// since the line's start, counted as UTF-8 lead bytes.
    mutating func column(of position: Int) -> Int {
      var (offset, count) = counted
      while offset < position {
        if bytes[offset] & 0xC0 != 0x80 { count += 1 }
        offset += 1
      }
      counted = (offset, count)
      return count
    }

    mutating func run() -> [SwiftToken] {
      while index < bytes.count {
        if case .string(let hashes, let multiline) = stack.last {
          string(hashes: hashes, multiline: multiline)
        } else {
          code()
        }
      }
      return tokens
    }

    /// One step of code: a comment, a literal's start, an identifier, a number or punctuation.
    mutating func code() {
      let current = byte()
      switch current {
      case UInt8(ascii: "\n"):
        newline()
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
        while index < bytes.count, byte() != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
        blockComment()
      case UInt8(ascii: "#") where byte(1) == UInt8(ascii: "#") || byte(1) == UInt8(ascii: "\""):
        var hashes = 0
        while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(hashes) == UInt8(ascii: "\"") {
          index += hashes
          openString(hashes: hashes)
        } else {
          index += hashes
          punctuation(UInt8(ascii: "#"))
        }
      case UInt8(ascii: "\""):
        openString(hashes: 0)
      case UInt8(ascii: "("):
        if case .interpolation(let depth) = stack.last { stack[stack.count - 1] = .interpolation(depth: depth + 1) }
        index += 1
        punctuation(current)
      case UInt8(ascii: ")"):
        index += 1
        if case .interpolation(let depth) = stack.last {
          // The parenthesis that closes `\(` returns to the string around it.
          if depth == 0 {
            stack.removeLast()
            return
          }
          stack[stack.count - 1] = .interpolation(depth: depth - 1)
        }
        punctuation(current)
      case UInt8(ascii: "`"):
        // `default`: an identifier written as a keyword.
        let start = index
        index += 1
        let nameStart = index
        while index < bytes.count, Scan.isIdentifier(byte()) { index += 1 }
        let nameEnd = index
        if byte() == UInt8(ascii: "`") { index += 1 }
        identifier(from: nameStart, to: nameEnd, at: start)
      case _ where Scan.isIdentifierStart(current):
        let start = index
        while index < bytes.count, Scan.isIdentifier(byte()) { index += 1 }
        identifier(from: start, to: index, at: start)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        // 1_000, 0x1F, 1.5e-3: digits, letters and underscores, a dot only before a digit.
        while index < bytes.count {
          let next = byte()
          if Scan.isIdentifier(next) || (next == UInt8(ascii: ".") && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte(1))) {
            index += 1
          } else if (next == UInt8(ascii: "-") || next == UInt8(ascii: "+")), [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[index - 1]) {
            index += 1
          } else {
            break
          }
        }
        punctuation(UInt8(ascii: "0"))
      default:
        index += 1
        punctuation(current)
      }
    }

    mutating func punctuation(_ byte: UInt8) {
      dots = byte == UInt8(ascii: ".") ? dots + 1 : 0
      previous = byte
      afterFunc = false
    }

    mutating func identifier(from start: Int, to end: Int, at position: Int) {
      guard end > start else { return }
      let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      // `.sheet` after one dot; `0...count` is a range, not a member.
      let isMember = previous == UInt8(ascii: ".") && dots == 1
      var ahead = index
      while ahead < bytes.count, bytes[ahead] == UInt8(ascii: " ") || bytes[ahead] == UInt8(ascii: "\t") { ahead += 1 }
      let isCall = ahead < bytes.count && bytes[ahead] == UInt8(ascii: "(")
      // A compiler directive or macro (`#if`, `#available`, `#Preview`) is no API in use.
      if previous != UInt8(ascii: "#") {
        tokens.append(
          SwiftToken(
            name: name, line: line, column: column(of: position), isMember: isMember, isCall: isCall,
            isDeclaration: afterFunc))
      }
      afterFunc = name == "func"
      previous = UInt8(ascii: "a")
      dots = 0
    }

    /// `/* … */`, nested as Swift allows.
    mutating func blockComment() {
      var depth = 0
      while index < bytes.count {
        if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
          depth += 1
          index += 2
        } else if byte() == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
          depth -= 1
          index += 2
          if depth == 0 { return }
        } else {
          if byte() == UInt8(ascii: "\n") { newline() }
          index += 1
        }
      }
    }

    /// At a string's opening quote (after its `#`s): `"`, or `"""` for a multi-line one.
    mutating func openString(hashes: Int) {
      let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
      index += multiline ? 3 : 1
      stack.append(.string(hashes: hashes, multiline: multiline))
      previous = UInt8(ascii: "\"")
      dots = 0
    }

    /// One step inside a string literal: its end, an escape, an interpolation, or text.
    mutating func string(hashes: Int, multiline: Bool) {
      let current = byte()
      if current == UInt8(ascii: "\n") {
        newline()
        index += 1
        // A single-line string cannot span lines: an unterminated one ends at the line's end.
        if !multiline { stack.removeLast() }
        return
      }
      if current == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
        if byte(1 + hashes) == UInt8(ascii: "(") {
          index += 2 + hashes
          stack.append(.interpolation(depth: 0))
          previous = UInt8(ascii: "(")
          dots = 0
        } else {
          index += 2 + hashes
        }
        return
      }
      let quotes = multiline ? 3 : 1
      if current == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ byte($0) == UInt8(ascii: "\"") }),
        (0..<hashes).allSatisfy({ byte(quotes + $0) == UInt8(ascii: "#") })
      {
        index += quotes + hashes
        stack.removeLast()
        previous = UInt8(ascii: "\"")
        return
      }
      index += 1
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
      isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
  }
}
