/// The new side of a unified diff (`git diff`, `diff -u`): per file, the lines of each hunk with
/// their numbers in the new file, and which of them the change added or changed.
///
///     let files = UnifiedDiff.parse(gitDiff)
///     files[0].path                                   // "Sources/App/Settings.swift"
///     files[0].hunks[0].lines.filter(\.added).map(\.number)  // [12, 13]
public struct UnifiedDiff: Sendable {
  public struct File: Sendable {
    /// The new file's path, without git's `b/` prefix.
    public var path: String
    public var hunks: [Hunk]
  }

  public struct Hunk: Sendable {
    /// The hunk's lines on the new side, in order: context and added lines (removed ones are gone).
    public var lines: [Line]
  }

  public struct Line: Sendable {
    public var text: Substring
    /// 1-based line number in the new file.
    public var number: Int
    public var added: Bool
  }

  public var files: [File]

  /// True when `text` holds a unified diff: a `+++ ` file header and a `@@ ` hunk header.
  public static func looksLikeDiff(_ text: String) -> Bool {
    var header = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("+++ ") { header = true }
      if header, line.hasPrefix("@@ -") { return true }
    }
    return false
  }

  /// The files and hunks of `text`; lines outside hunks (commit messages, `index …` lines) are
  /// skipped, and a deleted file (`+++ /dev/null`) has no new side to read.
  public static func parse(_ text: String) -> UnifiedDiff {
    var files: [File] = []
    var current: File?
    var hunk: Hunk?
    // Lines the current hunk header promised on each side: a hunk ends when both are used up, so a
    // removed line that reads "--- x" is never taken for a file header.
    var oldLeft = 0
    var newLeft = 0
    var number = 0
    func closeHunk() {
      if let done = hunk, !done.lines.isEmpty { current?.hunks.append(done) }
      hunk = nil
    }
    func closeFile() {
      closeHunk()
      if let done = current, !done.hunks.isEmpty { files.append(done) }
      current = nil
    }
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if hunk != nil, oldLeft > 0 || newLeft > 0 {
        let marker = line.first ?? " "
        switch marker {
        case "+":
          hunk?.lines.append(Line(text: line.dropFirst(), number: number, added: true))
          number += 1
          newLeft -= 1
        case "-":
          oldLeft -= 1
        case "\\":
          break  // "\ No newline at end of file"
        default:
          // Context; an empty line is context whose leading space an editor stripped.
          hunk?.lines.append(Line(text: line.dropFirst(), number: number, added: false))
          number += 1
          oldLeft -= 1
          newLeft -= 1
        }
        continue
      }
      if line.hasPrefix("+++ ") {
        closeFile()
        var path = Substring(UnifiedDiff.unquoted(line.dropFirst(4)))
        if !line.dropFirst(4).hasPrefix("\""), let tab = path.firstIndex(of: "\t") { path = path[..<tab] }
        if path.hasPrefix("b/") { path = path.dropFirst(2) }
        current = path == "/dev/null" ? nil : File(path: String(path), hunks: [])
      } else if line.hasPrefix("@@ "), current != nil, let range = newRange(line) {
        closeHunk()
        hunk = Hunk(lines: [])
        (number, newLeft, oldLeft) = (range.start, range.count, range.old)
      }
    }
    closeFile()
    return UnifiedDiff(files: files)
  }

  /// A path as git writes it in a header: as it is, or, when it holds bytes other than printable
  /// ASCII (Korean names, by default), in double quotes with C escapes (`"b/\354\204\244.swift"`,
  /// `\t`, `\"`, `\\`), whose bytes are read as UTF-8.
  ///
  ///     UnifiedDiff.unquoted(#""b/\354\204\244\354\240\225.swift""#)  // "b/설정.swift"
  static func unquoted(_ field: Substring) -> String {
    guard field.hasPrefix("\""), let end = field.dropFirst().lastIndex(of: "\"") else { return String(field) }
    var bytes: [UInt8] = []
    var scalars = field[field.index(after: field.startIndex)..<end].utf8.makeIterator()
    while let byte = scalars.next() {
      guard byte == UInt8(ascii: "\\"), let escaped = scalars.next() else {
        bytes.append(byte)
        continue
      }
      switch escaped {
      case UInt8(ascii: "a"): bytes.append(7)
      case UInt8(ascii: "b"): bytes.append(8)
      case UInt8(ascii: "t"): bytes.append(9)
      case UInt8(ascii: "n"): bytes.append(10)
      case UInt8(ascii: "v"): bytes.append(11)
      case UInt8(ascii: "f"): bytes.append(12)
      case UInt8(ascii: "r"): bytes.append(13)
      case UInt8(ascii: "0")...UInt8(ascii: "3"):
        // Three octal digits, one byte.
        var value = Int(escaped - UInt8(ascii: "0"))
        for _ in 0..<2 {
          guard let digit = scalars.next(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
          value = value * 8 + Int(digit - UInt8(ascii: "0"))
        }
        bytes.append(UInt8(value & 0xFF))
      default: bytes.append(escaped)  // \" and \\
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `@@ -12,5 +12,7 @@ …` → new start 12, 7 new lines, 5 old ones (a missing count is 1).
  static func newRange(_ header: Substring) -> (start: Int, count: Int, old: Int)? {
    let fields = header.split(separator: " ")
    guard fields.count >= 3, fields[1].hasPrefix("-"), fields[2].hasPrefix("+") else { return nil }
    func numbers(_ field: Substring) -> (Int, Int)? {
      let parts = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
      guard let start = Int(parts[0]), start >= 0 else { return nil }
      guard parts.count > 1 else { return (start, 1) }
      guard let count = Int(parts[1]), count >= 0 else { return nil }
      return (start, count)
    }
    guard let old = numbers(fields[1]), let new = numbers(fields[2]) else { return nil }
    return (new.0, new.1, old.1)
  }
}
