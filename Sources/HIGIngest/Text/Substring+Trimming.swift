import Foundation
import HIGModel

extension String {
  /// `trimmingCharacters(in: .whitespaces)`, without Foundation's cost for the common line that has
  /// only ASCII spaces and tabs at its ends, if any. Parsers call it for every line.
  ///
  ///     "  ## 모범 사례 ".trimmingSpaces  // "## 모범 사례"
  var trimmingSpaces: String { self[...].trimmingSpaces }

  /// `trimmingCharacters(in: .whitespacesAndNewlines)`, with the same shortcut.
  ///
  ///     " 유지합니다.\n".trimmingSpacesAndNewlines  // "유지합니다."
  var trimmingSpacesAndNewlines: String { self[...].trimmingSpacesAndNewlines }
}

extension Substring {
  /// `String.trimmingSpaces` for a part of a string.
  var trimmingSpaces: String {
    trimming(ascii: { $0 == 0x20 || $0 == 0x09 }, set: .whitespaces)
  }

  /// `String.trimmingSpacesAndNewlines` for a part of a string.
  var trimmingSpacesAndNewlines: String {
    trimming(ascii: { $0 == 0x20 || (0x09...0x0D).contains($0) }, set: .whitespacesAndNewlines)
  }

  /// Foundation trims the scalars of `set` from both ends: this drops the ASCII ones (`isBlank`, the
  /// ASCII part of `set`) itself, and asks Foundation only when other members of `set` are at an end.
  /// `set` is made only then: Foundation on Linux builds a `CharacterSet` such as `.whitespaces` anew
  /// each time it is asked for one.
  private func trimming(ascii isBlank: (UInt8) -> Bool, set: @autoclosure () -> CharacterSet) -> String {
    func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
      if scalar.isASCII { return isBlank(UInt8(scalar.value)) }
      // Hangul syllables are most of the text and never blank.
      return !Hangul.isSyllable(scalar.value) && set().contains(scalar)
    }
    let bytes = utf8
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, isBlank(bytes[start]) { start = bytes.index(after: start) }
    while end > start, isBlank(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
    // An ASCII byte is a whole scalar, so these indices cut where Foundation, which trims scalars, would.
    let inner = self[start..<end]
    guard let first = inner.unicodeScalars.first, let last = inner.unicodeScalars.last else { return "" }
    if !isTrimmed(first), !isTrimmed(last) { return String(inner) }
    return trimmingCharacters(in: set())
  }
}
