/// How many columns text takes in a terminal, where wide East Asian characters (Hangul, Han,
/// full-width forms) take two: what tables line up by and search results wrap by.
///
///     TerminalWidth.of("탭 막대")  // 7
///     TerminalWidth.of("Tab bars")  // 8
public enum TerminalWidth {
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, Hangul.syllables, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6:
      return 2
    default:
      return 1
    }
  }

  public static func of(_ text: String) -> Int {
    var sum = 0
    for scalar in text.unicodeScalars { sum += of(scalar) }
    return sum
  }
}
