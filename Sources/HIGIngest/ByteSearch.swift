/// Substring search over UTF-8 bytes, for the hot loops of ingestion where Foundation's
/// locale-aware `contains` costs too much. Texts are compared byte for byte, so both sides must be
/// in the same normalization form (the sources are NFC, as editors save them).
///
///     ByteSearch.contains(Array("드래그 앤 드롭".utf8), Array("드롭".utf8))  // true
enum ByteSearch {
  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    // An empty term is in every text, as Foundation's `contains` has it.
    guard let first = needle.first else { return true }
    guard haystack.count >= needle.count else { return false }
    let last = haystack.count - needle.count
    return haystack.withUnsafeBufferPointer { hay in
      needle.withUnsafeBufferPointer { pin in
        var index = 0
        while index <= last {
          if hay[index] == first {
            var offset = 1
            while offset < pin.count, hay[index + offset] == pin[offset] { offset += 1 }
            if offset == pin.count { return true }
          }
          index += 1
        }
        return false
      }
    }
  }
}
