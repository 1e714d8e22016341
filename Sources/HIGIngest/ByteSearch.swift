import Glibc

/// Substring search over UTF-8 bytes, for the hot loops of ingestion where Foundation's
/// locale-aware `contains` costs too much. Texts are compared byte for byte, so both sides must be
/// in the same normalization form (the sources are NFC, as editors save them).
///
///     ByteSearch.contains(Array("드래그 앤 드롭".utf8), Array("드롭".utf8))  // true
enum ByteSearch {
  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    // An empty term is in every text, as Foundation's `contains` has it.
    guard !needle.isEmpty else { return true }
    guard haystack.count >= needle.count else { return false }
    // memchr finds candidate first bytes with vector instructions; memcmp checks the rest.
    return haystack.withUnsafeBytes { hay in
      needle.withUnsafeBytes { pin in
        guard let base = hay.baseAddress, let target = pin.baseAddress else { return false }
        let first = Int32(pin[0])
        let last = hay.count - pin.count
        var offset = 0
        while offset <= last {
          guard let found = memchr(base + offset, first, last - offset + 1) else { return false }
          let at = base.distance(to: UnsafeRawPointer(found))
          if memcmp(base + at, target, pin.count) == 0 { return true }
          offset = at + 1
        }
        return false
      }
    }
  }
}
