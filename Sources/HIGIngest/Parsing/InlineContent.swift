import HIGModel

/// The text of one paragraph-like run after its markup is gone, with what the markup told us:
/// the **bold** lead sentence and the link targets.
///
/// Markdown and HTML readers both fill one and turn it into a `Block`, so a bold opening becomes
/// a rule's lead and a "**참고:** …" line becomes a note the same way in every format.
///
///     InlineContent(text: "알림을 적게 사용하세요. 앱이 …", lead: "알림을 적게 사용하세요.").block(.paragraph, line: 3)
///     // Block(.paragraph, lead: "알림을 적게 사용하세요.")
///     InlineContent(text: "참고: 자동 재생은 …", lead: "참고:").block(.quote, line: 9)
///     // Block(.note, text: "자동 재생은 …")
struct InlineContent: Equatable {
  var text = ""
  /// The text of a bold span that opens the run, when there is one.
  var lead: String?
  var links: [String] = []

  /// The block this run makes, or nil when no visible text is left.
  func block(_ kind: Block.Kind, line: Int, level: Int? = nil) -> Block? {
    let clean = InlineContent.collapse(text)
    guard clean.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
    var kind = kind
    var body = clean
    var lead = self.lead.map(InlineContent.collapse)
    if [.paragraph, .quote, .listItem, .note].contains(kind), let (label, rest) = LineShape(clean).label,
      lead == nil || LineShape(lead!).label != nil
    {
      if !rest.isEmpty {
        kind = label == .note ? .note : .translatorNote
        body = rest
        lead = nil
      }
    }
    // A callout's label on its own line ("Note", "참고") is furniture of the callout.
    if kind == .note, let (_, rest) = LineShape(body).label, rest.isEmpty { return nil }
    if let candidate = lead, !InlineContent.isLead(candidate, of: body) { lead = nil }
    return Block(kind: kind, text: body, line: line, level: level, lead: lead, links: links)
  }

  /// A bold opening is a rule's lead when it is a whole sentence, or the whole text.
  static func isLead(_ lead: String, of text: String) -> Bool {
    guard !lead.isEmpty else { return false }
    // The lead is copied from the text's start, so its bytes open the text: comparing bytes, then
    // checking that they end on a character boundary, answers what comparing characters answers
    // for a fraction of the cost. Anything else (text normalized differently) compares characters.
    if ByteSearch.hasPrefix(text, lead),
      let end = String.Index(text.utf8.index(text.startIndex, offsetBy: lead.utf8.count), within: text)
    {
      if end == text.endIndex { return true }
    } else {
      guard text.hasPrefix(lead) else { return false }
      // Counting only the lead's characters keeps this short for long texts.
      if text.dropFirst(lead.count).isEmpty { return true }
    }
    guard let last = lead.last else { return false }
    return ".!?。".contains(last) && lead.count >= 4
  }

  /// Runs of whitespace (spaces, tabs, line breaks, no-break spaces) as one space, trimmed, with
  /// control characters removed.
  static func collapse(_ text: String) -> String {
    var text = text
    if text.withUTF8(isCollapsed) { return text }
    return text.withUTF8 { bytes in
      // Runs of kept characters are copied whole: copying each character's bytes one by one cost
      // more than the scan.
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count)
      var run = 0
      var pendingSpace = false
      var index = 0
      while index < bytes.count {
        let lead = bytes[index]
        var length = 1
        // Visible ASCII and Hangul syllables are most of every text; they skip the property lookup.
        var plain = (0x21...0x7E).contains(lead)
        if !plain {
          let value: UInt32
          (value, length) = bytes.scalarValue(at: index)
          plain = Hangul.isSyllable(value)
          if !plain, let scalar = Unicode.Scalar(value) {
            let space = scalar == " " || scalar.properties.isWhitespace || scalar == "\u{00A0}"
            if space || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{FEFF}" {
              result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
              pendingSpace = pendingSpace || space
              index += length
              run = index
              continue
            }
          }
        }
        // Right after a space or a dropped character nothing is waiting in the run.
        if pendingSpace, !result.isEmpty { result.append(0x20) }
        pendingSpace = false
        index += length
      }
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<bytes.count]))
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// Whether `collapse` would give `bytes` back as they are: no space at either end or beside
  /// another, no other whitespace, no control character. Most texts are, and keep their storage.
  static func isCollapsed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, first != 0x20, bytes.last != 0x20 else { return bytes.isEmpty }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte < 0x20 || byte == 0x7F || (byte == 0x20 && bytes[index + 1] == 0x20) { return false }
        index += 1
        continue
      }
      let (value, length) = bytes.scalarValue(at: index)
      // Every scalar `collapse` drops or turns into a space is below U+3001 or is U+FEFF.
      if value < 0x3001 || value == 0xFEFF, let scalar = Unicode.Scalar(value) {
        if (0x80...0xA0).contains(value) || value == 0xFEFF || scalar.properties.isWhitespace { return false }
      }
      index += length
    }
    return true
  }
}
