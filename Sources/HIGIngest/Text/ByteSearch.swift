#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HIGModel

/// Substring search over UTF-8 bytes, for the hot loops of ingestion where Foundation's
/// locale-aware `contains` costs too much. Texts are compared byte for byte, so both sides must be
/// in the same normalization form (the sources are NFC, as editors save them).
///
///     ByteSearch.contains("드래그 앤 드롭", "드롭")                          // true
///     ByteSearch.contains(Array("드래그 앤 드롭".utf8), Array("드롭".utf8))  // true
enum ByteSearch {
  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    haystack.withUnsafeBytes { hay in needle.withUnsafeBytes { pin in contains(hay, pin) } }
  }

  static func contains(_ haystack: String, _ needle: String) -> Bool {
    var haystack = haystack
    var needle = needle
    // Native strings are contiguous already; only bridged ones are copied.
    haystack.makeContiguousUTF8()
    needle.makeContiguousUTF8()
    return haystack.utf8.withContiguousStorageIfAvailable { hay in
      needle.utf8.withContiguousStorageIfAvailable { pin in
        contains(UnsafeRawBufferPointer(hay), UnsafeRawBufferPointer(pin))
      }
    }!!
  }

  /// Whether `text`'s bytes start with `prefix`'s: `hasPrefix` compares characters, one by one.
  static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
    var text = text
    var prefix = prefix
    return text.withUTF8 { text in
      prefix.withUTF8 { prefix in
        prefix.count <= text.count
          && (prefix.isEmpty || memcmp(text.baseAddress!, prefix.baseAddress!, prefix.count) == 0)
      }
    }
  }

  /// Whether `bytes` end with `suffix`'s UTF-8.
  static func hasSuffix(_ bytes: [UInt8], _ suffix: String) -> Bool {
    var suffix = suffix
    return suffix.withUTF8 { suffix in
      bytes.withUnsafeBufferPointer { bytes in
        suffix.count <= bytes.count
          && (suffix.isEmpty
            || memcmp(bytes.baseAddress! + (bytes.count - suffix.count), suffix.baseAddress!, suffix.count) == 0)
      }
    }
  }

  /// Whether `text` holds `byte` (an ASCII character), found by `memchr`: `text.utf8.contains`
  /// walks the string's view a byte at a time, and every line of every page is asked for "|".
  static func contains(_ text: Substring, byte: UInt8) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.baseAddress.map { memchr($0, Int32(byte), bytes.count) != nil } ?? false
    }
      ?? text.utf8.contains(byte)
  }

  static func contains(_ text: String, byte: UInt8) -> Bool { contains(text[...], byte: byte) }

  /// Foundation's `contains`, which matches canonically equivalent text, answered by bytes when
  /// `text` holds nothing that composes: only precomposed Latin, Hangul syllables and punctuation.
  ///
  ///     ByteSearch.containsEquivalent("지원되지 않습니다", "지원되지")  // true, by bytes
  static func containsEquivalent(_ text: String, _ needle: String) -> Bool {
    isPrecomposed(text) ? contains(text, needle) : text.contains(needle)
  }

  /// True when `text` holds only scalars that are whole characters and equal to no other sequence:
  /// Latin before the combining marks, Hangul syllables, punctuation. Comparing such a text by bytes
  /// gives what comparing it by characters gives.
  static func isPrecomposed(_ text: String) -> Bool {
    var text = text
    // Over UTF-8 bytes, ASCII without decoding: most texts are asked before every search.
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        guard bytes[index] >= 0x80 else {
          index += 1
          continue
        }
        let (value, length) = bytes.scalarValue(at: index)
        guard
          value < 0x300 || Hangul.isSyllable(value) || (0x2000...0x206F).contains(value)
            || (0x3000...0x303F).contains(value)
        else { return false }
        index += length
      }
      return true
    }
  }

  /// The UTF-8 bytes of `text` with ASCII capitals made small: as good as `lowercased()` for finding
  /// lowercase words without a "k", since only the Kelvin sign lowercases into a lone ASCII letter.
  static func foldingASCIICase(_ text: String) -> [UInt8] {
    var text = text
    return text.withUTF8 { utf8 in
      [UInt8](unsafeUninitializedCapacity: utf8.count) { buffer, count in
        for (index, byte) in utf8.enumerated() { buffer[index] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        count = utf8.count
      }
    }
  }

  /// The UTF-8 bytes of `text.lowercased()`, without making the string: ASCII and Hangul, which
  /// has no case, are most of the text and are folded or copied by bytes; only other scalars are
  /// decoded and mapped.
  static func lowercasedUTF8(_ text: String) -> [UInt8] {
    var text = text
    return text.withUTF8 { utf8 in
      // Up to the first other scalar, bytes are written straight into the array's storage:
      // appending them one by one cost more than the rest of the glossary's search.
      var offset = 0
      var bytes = [UInt8](unsafeUninitializedCapacity: utf8.count) { buffer, count in
        while offset < utf8.count {
          let lead = utf8[offset]
          if lead < 0x80 {
            buffer[offset] = (0x41...0x5A).contains(lead) ? lead | 0x20 : lead
            offset += 1
            continue
          }
          let (value, length) = utf8.scalarValue(at: offset)
          guard Hangul.isSyllable(value) else { break }
          for index in offset..<(offset + length) { buffer[index] = utf8[index] }
          offset += length
        }
        count = offset
      }
      while offset < utf8.count {
        let lead = utf8[offset]
        if lead < 0x80 {
          bytes.append((0x41...0x5A).contains(lead) ? lead | 0x20 : lead)
          offset += 1
          continue
        }
        let (value, length) = utf8.scalarValue(at: offset)
        if Hangul.isSyllable(value) {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[offset..<(offset + length)]))
        } else {
          appendLowercased(Unicode.Scalar(value)!, to: &bytes)
        }
        offset += length
      }
      return bytes
    }
  }

  /// `text.lowercased()`, made from `lowercasedUTF8`: the standard library's own appends scalar by
  /// scalar once a text holds one non-ASCII scalar, as nearly every Korean text and many English
  /// ones (’, “) do.
  static func lowercased(_ text: String) -> String {
    String(decoding: lowercasedUTF8(text), as: UTF8.self)
  }

  /// Appends the UTF-8 of `scalar`'s lowercase form, as `lowercased()` makes it for each scalar.
  static func appendLowercased(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    if scalar.isASCII {
      bytes.append((0x41...0x5A).contains(scalar.value) ? UInt8(scalar.value) | 0x20 : UInt8(scalar.value))
    } else if Hangul.isSyllable(scalar.value) {
      UTF8.encode(scalar) { bytes.append($0) }
    } else {
      bytes += scalar.properties.lowercaseMapping.utf8
    }
  }

  /// Every occurrence of `needle` in `text`, left to right and not overlapping, as repeated calls of
  /// Foundation's `range(of:range:)` find them; by bytes when `text` holds nothing that composes.
  static func rangesEquivalent(of needle: String, in text: String) -> [Range<String.Index>] {
    var result: [Range<String.Index>] = []
    guard !needle.isEmpty else { return result }
    guard isPrecomposed(text) else {
      var start = text.startIndex
      while let range = text.range(of: needle, range: start..<text.endIndex) {
        result.append(range)
        start = range.upperBound
      }
      return result
    }
    // Searched where the text lies, with memchr as `contains` searches, not in a copy of the text
    // made for each needle: platform names are looked for in every record's text, name by name.
    let pin = Array(needle.utf8)
    let offsets =
      text.utf8.withContiguousStorageIfAvailable { hay in
        pin.withUnsafeBytes { offsetsOf($0, in: UnsafeRawBufferPointer(hay)) }
      } ?? Array(text.utf8).withUnsafeBytes { hay in pin.withUnsafeBytes { offsetsOf($0, in: hay) } }
    for offset in offsets {
      let lower = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
      result.append(lower..<text.utf8.index(lower, offsetBy: pin.count))
    }
    return result
  }

  /// Where `pin` (not empty) starts in `hay`, left to right and not overlapping.
  private static func offsetsOf(_ pin: UnsafeRawBufferPointer, in hay: UnsafeRawBufferPointer) -> [Int] {
    var result: [Int] = []
    var start = 0
    while let at = firstOffset(of: pin, in: hay, from: start) {
      result.append(at)
      start = at + pin.count
    }
    return result
  }

  static func contains(_ hay: UnsafeRawBufferPointer, _ pin: UnsafeRawBufferPointer) -> Bool {
    // An empty term is in every text, as Foundation's `contains` has it.
    guard !pin.isEmpty else { return true }
    return firstOffset(of: pin, in: hay, from: 0) != nil
  }

  /// Where `pin` (not empty) first starts in `hay` at or after `start`.
  private static func firstOffset(of pin: UnsafeRawBufferPointer, in hay: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard hay.count >= pin.count, let base = hay.baseAddress, let target = pin.baseAddress else { return nil }
    // memchr finds candidate first bytes with vector instructions; memcmp checks the rest.
    let first = Int32(pin[0])
    let last = hay.count - pin.count
    var offset = start
    while offset <= last {
      guard let found = memchr(base + offset, first, last - offset + 1) else { return nil }
      let at = base.distance(to: UnsafeRawPointer(found))
      if memcmp(base + at, target, pin.count) == 0 { return at }
      offset = at + 1
    }
    return nil
  }
}
