import HIGModel

/// The site's codes for the words of its records files (`RecordsFile`): the English words and
/// Hangul syllables that occur most in the records' texts, each written as one or two bytes that
/// UTF-8 never uses where a character begins, before the file is compressed. Deflate codes a
/// frequent word as a back-reference of 3 bytes or more, or a syllable as three literal bytes; as a
/// code of its own it costs about one, so the records files are about a fifth smaller
/// (docs/benchmarks.md, "What each design choice buys"). Written by `SiteSearchIndex` (the table in
/// the manifest, `words`), read by site/search.js (`expand`).
///
/// A token is a run of two or more ASCII letters, with the space before it if there is one, or a
/// Hangul syllable; tokens are found left to right, each taking its whole run. Code `k` is the
/// `k`-th word of the table: a byte 0x80 + k for the first 64 (bytes that only continue a
/// character in UTF-8), for the others two bytes, a lead that UTF-8 never uses (0xC0, 0xC1,
/// 0xF5…0xFF: the lead's position × 256 + 64 + the second byte gives k) and any byte after it.
/// Every other byte stays as it was, whole UTF-8 characters, so the expansion is unambiguous.
///
///     let codes = RecordsFileCodes(texts: ["the people and the app"], fewest: 2)
///     codes.words        // [" the"]
///     codes.encode(Array("see the app".utf8))  // "see" 0x80 " app"
public struct RecordsFileCodes: Sendable {
  /// Codes of one byte, then the leads of two-byte codes.
  static let singleCodes = 64
  static let leads: [UInt8] = [0xC0, 0xC1] + Array(0xF5...0xFF)
  static let capacity = singleCodes + 256 * leads.count

  /// The words (UTF-8), code by code.
  public private(set) var words: [[UInt8]] = []
  /// Code by the FNV-1a hash of a word's bytes (checked against the word itself).
  private var codes: [UInt64: Int] = [:]

  /// No codes: files are written as they are.
  public init() {}

  /// The codes for texts like `texts`: every token found at least `fewest` times there, the ones
  /// that save most first, as many as there are codes.
  public init(texts: some Sequence<String>, fewest: Int) {
    var counts: [UInt64: (word: [UInt8], count: Int)] = [:]
    for text in texts {
      let bytes = Array(text.utf8)
      Self.forEachToken(in: bytes) { range in
        let hash = Self.hash(bytes[range])
        if counts[hash] == nil { counts[hash] = (Array(bytes[range]), 0) }
        counts[hash]!.count += 1
      }
    }
    // What a code saves before compression: its bytes but one or two, for each time it occurs;
    // ties by the word, so that a site's table is the same from build to build.
    func ranked(_ tokens: some Sequence<(word: [UInt8], count: Int)>, by saving: ((word: [UInt8], count: Int)) -> Int)
      -> [(word: [UInt8], count: Int)]
    {
      tokens.sorted { a, b in
        saving(a) != saving(b) ? saving(a) > saving(b) : a.word.lexicographicallyPrecedes(b.word)
      }
    }
    let chosen = ranked(counts.values.filter { $0.count >= max(1, fewest) }) { $0.count * ($0.word.count * 2 - 3) }
      .prefix(Self.capacity)
    // The single bytes go to the tokens that save most with one.
    let single = ranked(chosen) { $0.count * ($0.word.count - 1) }.prefix(Self.singleCodes)
    let singleWords = Set(single.map(\.word))
    for word in single.map(\.word) + chosen.map(\.word).filter({ !singleWords.contains($0) }) {
      codes[Self.hash(word[...])] = words.count
      words.append(word)
    }
  }

  /// The table as the manifest holds it: the words, a line each.
  public var table: [UInt8] { Array(words.joined(separator: [0x0A])) }

  /// The words of a `table`, code by code.
  public static func words(ofTable table: [UInt8]) -> [[UInt8]] {
    table.split(separator: 0x0A, omittingEmptySubsequences: true).map(Array.init)
  }

  /// `bytes` (UTF-8) with every token that has a code written as its code.
  public func encode(_ bytes: [UInt8]) -> [UInt8] {
    guard !codes.isEmpty else { return bytes }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var written = 0
    Self.forEachToken(in: bytes) { range in
      guard let code = codes[Self.hash(bytes[range])], words[code].elementsEqual(bytes[range]) else { return }
      output += bytes[written..<range.lowerBound]
      if code < Self.singleCodes {
        output.append(0x80 + UInt8(code))
      } else {
        output.append(Self.leads[(code - Self.singleCodes) >> 8])
        output.append(UInt8((code - Self.singleCodes) & 0xFF))
      }
      written = range.upperBound
    }
    output += bytes[written...]
    return output
  }

  /// The bytes `encode` was given, from its output and the table's words; nil for bytes it cannot
  /// have written (a code past the table).
  public static func expand(_ bytes: [UInt8], words: [[UInt8]]) -> [UInt8]? {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count * 2)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let length: Int
      switch byte {
      case 0..<0x80: length = 1
      case 0x80..<0xC0:
        guard Int(byte - 0x80) < words.count else { return nil }
        output += words[Int(byte - 0x80)]
        index += 1
        continue
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default:
        guard let lead = leads.firstIndex(of: byte), index + 1 < bytes.count else { return nil }
        let code = singleCodes + lead << 8 + Int(bytes[index + 1])
        guard code < words.count else { return nil }
        output += words[code]
        index += 2
        continue
      }
      guard index + length <= bytes.count else { return nil }
      output += bytes[index..<index + length]
      index += length
    }
    return output
  }

  /// Calls `body` with the range of each token of `bytes`, left to right.
  static func forEachToken(in bytes: [UInt8], _ body: (Range<Int>) -> Void) {
    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || isLetter(byte) {
        let start = index
        var end = byte == 0x20 ? index + 1 : index
        let letters = end
        while end < bytes.count, isLetter(bytes[end]) { end += 1 }
        if end - letters >= 2 {
          body(start..<end)
          index = end
        } else {
          index = max(index + 1, end)
        }
      } else if (0xEA...0xED).contains(byte), index + 2 < bytes.count {
        // U+AC00…U+D7A3, the Hangul syllables, are EA B0 80 … ED 9E A3.
        let scalar = UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        if (0xAC00...0xD7A3).contains(scalar) { body(index..<index + 3) }
        index += 3
      } else {
        index += 1
      }
    }
  }

  private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 { FNV1a.hash(bytes) }
}
