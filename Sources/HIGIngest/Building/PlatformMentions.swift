import Foundation
import HIGModel

/// Finds the platforms a piece of text names, by OS name and, where asked, by device name.
///
///     PlatformMentions.find(in: "iOS, iPadOS 및 macOS는 …")                 // [.iOS, .iPadOS, .macOS]
///     PlatformMentions.find(in: "iPad 멀티태스킹", includingDevices: true)   // [.iPadOS]
///     PlatformMentions.isPlatformHeading("맥 카탈리스트(Mac Catalyst)")        // true
enum PlatformMentions {
  /// OS names, matched case-insensitively between non-Latin-letter boundaries.
  static let systemNames: [(String, Platform)] = [
    ("ipados", .iPadOS), ("ios", .iOS), ("macos", .macOS), ("mac catalyst", .macOS), ("os x", .macOS),
    ("tvos", .tvOS), ("visionos", .visionOS), ("watchos", .watchOS), ("맥 카탈리스트", .macOS),
  ]
  /// Device names: they name a platform in a heading, but in prose they often just mean hardware.
  static let deviceNames: [(String, Platform)] = [
    ("iphone", .iOS), ("ipad", .iPadOS), ("mac", .macOS), ("apple tv", .tvOS), ("apple watch", .watchOS),
    ("apple vision pro", .visionOS), ("vision pro", .visionOS), ("아이폰", .iOS), ("아이패드", .iPadOS),
    ("맥", .macOS), ("애플 tv", .tvOS), ("애플 워치", .watchOS), ("비전 프로", .visionOS),
  ]
  static let connectors = [",", "및", "와", "과", "and", "&", "/", "or", "또는", "(", ")", "·", "、", "그리고"]

  /// Every name, longest first, so that "mac catalyst" is taken out before "mac".
  private static let namesLongestFirst = (systemNames + deviceNames).sorted(by: { $0.0.count > $1.0.count }).map(\.0)
  /// The names with their UTF-8 bytes, for the byte scan that rules most of them out.
  private static let systemNameBytes = systemNames.map { (Array($0.0.utf8), $0.0, $0.1) }
  private static let allNameBytes = (systemNames + deviceNames).map { (Array($0.0.utf8), $0.0, $0.1) }

  /// For each byte, the names (bits by their place in `systemNameBytes` or `allNameBytes`) whose
  /// first byte it is, ASCII capitals counted as small letters.
  private static let systemFirstBytes = firstBytes(systemNameBytes)
  private static let allFirstBytes = firstBytes(allNameBytes)

  private static func firstBytes(_ names: [([UInt8], String, Platform)]) -> [UInt32] {
    var table = [UInt32](repeating: 0, count: 256)
    for (index, name) in names.enumerated() {
      table[Int(name.0[0])] |= 1 << index
      if (0x61...0x7A).contains(name.0[0]) { table[Int(name.0[0] - 0x20)] |= 1 << index }
    }
    return table
  }

  static func find(in text: String, includingDevices: Bool = false) -> [Platform] {
    // Most texts name no platform: a byte scan rules a name out before lowercasing and the range search.
    let names = includingDevices ? allNameBytes : systemNameBytes
    let present = namesPresent(in: text, names: names, firstBytes: includingDevices ? allFirstBytes : systemFirstBytes)
    let candidates = names.indices.filter { present & (1 << $0) != 0 }.map { names[$0] }
    guard !candidates.isEmpty else { return [] }
    var found: [(position: String.Index, platform: Platform)] = []
    let lowered = String(decoding: ByteSearch.lowercasedUTF8(text), as: UTF8.self)
    for (_, name, platform) in candidates {
      for range in occurrences(of: name, in: lowered) { found.append((range.lowerBound, platform)) }
    }
    var result: [Platform] = []
    for (_, platform) in found.sorted(by: { $0.position < $1.position }) where !result.contains(platform) {
      result.append(platform)
    }
    return result
  }

  /// The names (bits as in `firstBytes`) found in `text`'s bytes, ASCII case ignored: one pass that
  /// tries only the names a byte can begin, where a search for each name (its first byte's every
  /// place, "i" or "o" in most English words) cost several times as much.
  private static func namesPresent(in text: String, names: [([UInt8], String, Platform)], firstBytes: [UInt32])
    -> UInt32
  {
    var text = text
    return text.withUTF8 { bytes in
      var present: UInt32 = 0
      for start in bytes.indices {
        var starting = firstBytes[Int(bytes[start])] & ~present
        while starting != 0 {
          let index = starting.trailingZeroBitCount
          starting &= starting - 1
          let name = names[index].0
          guard start + name.count <= bytes.count else { continue }
          var offset = 1
          while offset < name.count {
            let byte = bytes[start + offset]
            guard ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) == name[offset] else { break }
            offset += 1
          }
          if offset == name.count { present |= 1 << index }
        }
      }
      return present
    }
  }

  /// True when the heading names platforms and nothing else ("iOS, iPadOS", "macOS", "Mac Catalyst").
  static func isPlatformHeading(_ text: String) -> Bool {
    var rest = ByteSearch.lowercased(text)
    guard !find(in: rest, includingDevices: true).isEmpty else { return false }
    for name in namesLongestFirst {
      for range in occurrences(of: name, in: rest).reversed() { rest.replaceSubrange(range, with: " ") }
    }
    // Foundation's `replacingOccurrences`, answered by bytes where nothing composes.
    for connector in connectors {
      for range in ByteSearch.rangesEquivalent(of: connector, in: rest).reversed() {
        rest.replaceSubrange(range, with: " ")
      }
    }
    return rest.allSatisfy { $0.isWhitespace || $0.isNumber || $0 == "." }
  }

  /// Ranges of `name` in `text` not glued to other Latin letters (and, for Hangul names, to other
  /// Hangul: "맥" is the Mac, "맥락" is context).
  static func occurrences(of name: String, in text: String) -> [Range<String.Index>] {
    var result: [Range<String.Index>] = []
    let hangulName = LetterCounts(name).hangul > 0
    for range in ByteSearch.rangesEquivalent(of: name, in: text) {
      let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
      let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
      if let before, isGlue(before, hangul: hangulName) { continue }
      if let after, isGlue(after, hangul: hangulName) {
        // Korean particles may follow a Hangul name: "맥에서", "맥용".
        let tail = text[range.upperBound...]
        guard hangulName, ["에서", "용", "의 ", "과 ", "와 "].contains(where: { tail.hasPrefix($0) }) else {
          continue
        }
      }
      result.append(range)
    }
    return result
  }

  private static func isGlue(_ character: Character, hangul: Bool) -> Bool {
    if hangul { return LetterCounts(String(character)).hangul > 0 }
    return character.isASCII && character.isLetter
  }
}
