import Foundation
import HIGModel

/// Reads statements of platform support, in English and Korean.
///
///     AvailabilityStatement.parse("No additional considerations for iOS or iPadOS. Not supported in macOS, watchOS, or tvOS.")
///     // supported [iOS, iPadOS], unsupported [macOS, tvOS, watchOS]
///     AvailabilityStatement.parse("watchOS에서는 지원되지 않습니다.")  // unsupported [watchOS]
///     AvailabilityStatement.parse("알림을 적게 사용하세요.")           // nil
enum AvailabilityStatement {
  static let unsupportedPhrases = [
    "not supported in", "not supported on", "not available in", "not available on", "doesn't support",
    "does not support", "지원되지않", "지원하지않", "사용할수없",
  ]
  static let supportedPhrases = [
    "no additional considerations", "추가고려사항", "추가로고려할사항", "추가고려할사항", "별도의고려사항",
  ]

  private static let phraseBytes = (unsupportedPhrases + supportedPhrases).map { Array($0.utf8) }

  /// The platforms a text says are supported and unsupported, or nil when any sentence of it is
  /// about something else.
  static func parse(_ text: String) -> PlatformSupport? {
    // Every sentence must name a platform, so a text naming none is ruled out before splitting it.
    guard !PlatformMentions.find(in: text).isEmpty, mayHoldPhrase(text) else { return nil }
    var supported: [Platform] = []
    var unsupported: [Platform] = []
    let sentences = SentenceSplitter.split(text)
    guard !sentences.isEmpty else { return nil }
    for sentence in sentences {
      let spaced = ByteSearch.lowercased(sentence)
      let squeezed = spaced.filter { !$0.isWhitespace }
      let platforms = PlatformMentions.find(in: sentence)
      guard !platforms.isEmpty else { return nil }
      let says = { (phrase: String) in
        ByteSearch.containsEquivalent(spaced, phrase) || ByteSearch.containsEquivalent(squeezed, phrase)
      }
      if unsupportedPhrases.contains(where: says) {
        unsupported += platforms
      } else if supportedPhrases.contains(where: says) {
        supported += platforms
      } else {
        return nil
      }
    }
    return PlatformSupport(supported: supported, unsupported: unsupported)
  }

  /// False when no sentence of `text` can hold a phrase above, found without splitting the text: a
  /// sentence's lowercased form, spaced or squeezed, is part of the whole text's. Texts that are not
  /// precomposed, which bytes cannot answer for, are let through.
  static func mayHoldPhrase(_ text: String) -> Bool {
    guard ByteSearch.isPrecomposed(text) else { return true }
    // Both lowercased forms in one pass; lowercasing neither makes nor takes whitespace.
    var spaced: [UInt8] = []
    var squeezed: [UInt8] = []
    for scalar in text.unicodeScalars {
      let start = spaced.count
      ByteSearch.appendLowercased(scalar, to: &spaced)
      let isSpace =
        scalar.isASCII
        ? scalar == " " || (0x09...0x0D).contains(scalar.value)
        : !Hangul.isSyllable(scalar.value) && scalar.properties.isWhitespace
      // Byte by byte: appending the slice took a reference and a generic copy for every scalar.
      if !isSpace {
        for offset in start..<spaced.count { squeezed.append(spaced[offset]) }
      }
    }
    return phraseBytes.contains { ByteSearch.contains(spaced, $0) || ByteSearch.contains(squeezed, $0) }
  }
}
