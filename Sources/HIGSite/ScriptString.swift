/// Bytes carried as the text of a JavaScript string literal, seven bits a character: how the
/// site's search files hold their compressed data, which a page opened from disk can only load as
/// scripts. Written as UTF-8, that text is about 1.14 times the bytes, where base64 is 1.33 (the
/// whole browser index is that much smaller on disk; served gzip, both cost about the same).
///
/// The bits, first byte first, are cut into groups of seven, the last padded with zeros. A group
/// becomes the character of its value, unless that character cannot stand in the literal (or
/// could end a script tag): NUL, line feed, carriage return, `"`, `<` and `\`. Such a group is
/// written together with the group after it as one two-byte character, U+0100…U+06FF: the
/// forbidden value's position (1…6) times 256, then 128 when no group follows, plus the next group.
/// site/search.js (`unpack`) reads it back the same way.
///
///     ScriptString.encode([0x48, 0x69])  // "$\u{1A} ": groups 0x24, 0x1A, 0x20
enum ScriptString {
  /// The seven-bit values a literal cannot hold as themselves.
  static let forbidden: [UInt8] = [0x00, 0x0A, 0x0D, 0x22, 0x3C, 0x5C]

  /// The literal's text (UTF-8) for `bytes`; it needs no escaping between double quotes.
  static func encode(_ bytes: [UInt8]) -> [UInt8] {
    var groups: [UInt8] = []
    groups.reserveCapacity((bytes.count * 8 + 6) / 7)
    var bits: UInt32 = 0
    var count = 0
    for byte in bytes {
      bits = bits << 8 | UInt32(byte)
      count += 8
      while count >= 7 {
        count -= 7
        groups.append(UInt8(bits >> UInt32(count) & 0x7F))
      }
      bits &= (1 << UInt32(count)) - 1
    }
    if count > 0 { groups.append(UInt8(bits << UInt32(7 - count) & 0x7F)) }

    var text: [UInt8] = []
    text.reserveCapacity(groups.count + groups.count / 16)
    var index = 0
    while index < groups.count {
      let group = groups[index]
      index += 1
      guard let position = forbidden.firstIndex(of: group) else {
        text.append(group)
        continue
      }
      var scalar = UInt32(position + 1) << 8
      if index < groups.count {
        scalar |= UInt32(groups[index])
        index += 1
      } else {
        scalar |= 0x80
      }
      // U+0100…U+06FF in UTF-8: 110xxxxx 10xxxxxx.
      text.append(UInt8(0xC0 | scalar >> 6))
      text.append(UInt8(0x80 | scalar & 0x3F))
    }
    return text
  }

  /// The bytes `encode` wrote as `text`, or nil for text it cannot have written.
  static func decode(_ text: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 7 / 8)
    var bits: UInt32 = 0
    var count = 0
    func add(_ group: UInt32) {
      bits = bits << 7 | group
      count += 7
      if count >= 8 {
        count -= 8
        bytes.append(UInt8(bits >> UInt32(count) & 0xFF))
        bits &= (1 << UInt32(count)) - 1
      }
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        guard !forbidden.contains(UInt8(value)) else { return nil }
        add(value)
        continue
      }
      let position = Int(value >> 8) - 1
      guard value <= 0x6FF, forbidden.indices.contains(position) else { return nil }
      add(UInt32(forbidden[position]))
      if value & 0x80 == 0 { add(value & 0x7F) }
    }
    return bytes
  }
}
