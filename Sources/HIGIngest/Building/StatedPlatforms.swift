import Foundation
import HIGModel

/// The platforms a record's own text limits it to, when its lead sentence makes platforms its scope.
///
/// A page's section says which platforms its records are about; a record outside a platform section
/// takes every platform the page covers, though a rule may name its own ("In iOS and iPadOS, …",
/// "Minimize … in your tvOS and watchOS apps.", "tvOS 및 watchOS 앱에서 …"). Only a scope counts:
/// platforms opening the sentence as where it applies, or the platforms of "your/an … app". A
/// mention in passing ("unlike on iOS", "as in macOS", "iOS 17 and later") leaves the record as it
/// was. The record then takes every platform its text names (not only the lead's), so that a
/// paragraph going on to another platform keeps it. English decides when the record has it.
///
///     StatedPlatforms.named(by: LocalizedText(en: "In your tvOS app, offer … On iOS, …"))  // [.tvOS, .iOS]
///     StatedPlatforms.named(by: LocalizedText(ko: "visionOS 앱에서 …하십시오."))               // [.visionOS]
///     StatedPlatforms.named(by: LocalizedText(en: "Unlike iOS, macOS lets …"))             // nil
enum StatedPlatforms {
  /// The platforms `text` scopes itself to, or nil when its lead sentence names no scope.
  /// `statement` is the rule's lead when the record is a rule.
  static func named(by text: LocalizedText, statement: LocalizedText? = nil) -> [Platform]? {
    let (body, language): (String, Language)
    if let en = text.en {
      (body, language) = (en, .en)
    } else if let ko = text.ko {
      (body, language) = (ko, .ko)
    } else {
      return nil
    }
    // Most records name no platform: ruled out by a byte scan before the lead is split off.
    let named = PlatformMentions.find(in: body)
    guard !named.isEmpty else { return nil }
    let lead = (language == .en ? statement?.en : statement?.ko) ?? SentenceSplitter.first(body)
    guard !PlatformMentions.find(in: lead).isEmpty, !RuleClassifier.isReference(lead),
      scopes(lead, language: language)
    else { return nil }
    return named
  }

  /// `platforms` narrowed to those `text` scopes itself to; unchanged when it names no scope or
  /// none of `platforms` (the page knows better than a sentence naming a platform it lacks).
  static func narrow(_ platforms: [Platform], by text: LocalizedText, statement: LocalizedText?) -> [Platform] {
    guard let named = named(by: text, statement: statement) else { return platforms }
    if platforms.isEmpty { return named.sorted() }
    let kept = platforms.filter(named.contains)
    return kept.isEmpty ? platforms : kept
  }

  // MARK: Scopes

  /// Words that make "your/an <platforms> app" a comparison rather than the rule's scope.
  static let comparisons: Set<String> = ["unlike", "than", "like", "as", "from", "except"]
  static let appWords: Set<String> = ["app", "apps", "game", "games"]
  static let koreanAppWords = ["앱", "게임"]
  /// What follows "앱" when the app is where the sentence applies or what it is about ("tvOS 앱에서",
  /// "iOS 앱은"), not an object or a possessive ("tvOS 앱을 탐색하고", "iOS 앱의 화면").
  static let koreanParticles: Set<Substring> = ["에서", "에서는", "에서도", "은", "는", "이"]
  /// Endings that compare with the platform rather than stand in it: "iOS에서와 같이", "iOS 앱과 달리".
  static let koreanComparisons = ["에서와", "에서처럼", "과 달리", "와 달리", "과 같이", "와 같이", "처럼", "보다"]
  /// Particles that end a word: a word ending in one is not a noun naming the app ("피트니스").
  static let koreanWordEndings = ["에서", "은", "는", "을", "를", "이", "가", "의", "에", "로", "와", "과", "도"]

  /// True when a run of platform names in `sentence` is where the sentence applies.
  static func scopes(_ sentence: String, language: Language) -> Bool {
    let lowered = sentence.lowercased()
    for run in runs(in: lowered) {
      let before = lowered[..<run.lowerBound]
      let after = lowered[run.upperBound...]
      if language == .en ? englishScope(before: before, after: after) : koreanScope(before: before, after: after) {
        return true
      }
    }
    return false
  }

  /// Ranges of platform names in a row, joined only by connectors ("ios, ipados, and visionos").
  static func runs(in lowered: String) -> [Range<String.Index>] {
    var mentions: [Range<String.Index>] = []
    for (name, _) in PlatformMentions.systemNames {
      mentions += PlatformMentions.occurrences(of: name, in: lowered)
    }
    mentions.sort { $0.lowerBound < $1.lowerBound }
    var result: [Range<String.Index>] = []
    for mention in mentions {
      if let last = result.last, mention.lowerBound < last.upperBound { continue }
      if let last = result.last, isConnector(lowered[last.upperBound..<mention.lowerBound]) {
        result[result.count - 1] = last.lowerBound..<mention.upperBound
      } else {
        result.append(mention)
      }
    }
    return result
  }

  /// True when `text` holds nothing but list connectors and spaces: ", ", ", and ", " 및 ".
  private static func isConnector(_ text: Substring) -> Bool {
    let words = text.split { $0.isWhitespace || $0 == "," || $0 == "/" || $0 == "&" }
    return words.allSatisfy { ["and", "or", "및", "또는", "그리고"].contains(String($0)) }
  }

  /// "In iOS, …", "For watchOS apps, …", "iOS apps can …" opening the sentence; "… your tvOS app",
  /// "An iOS or macOS app …", "in a watchOS fitness app" anywhere.
  static func englishScope(before: Substring, after: Substring) -> Bool {
    // Three words back and two ahead are all that is read: splitting the whole sentence on both
    // sides of every run of platforms, character by character, cost more than the rest of the scan.
    let previous = lastWords(of: before, count: 3)
    let next = after.split(maxSplits: 2, omittingEmptySubsequences: true) { !isWordCharacter($0) }.prefix(2)
      .map(String.init)
    let followedByApp = next.first.map(appWords.contains) == true
    // `previous` holds every word when there are fewer than three: one is the sentence's only word.
    switch previous.count {
    case 0:
      return followedByApp
    case 1 where ["in", "on", "for"].contains(previous[0]):
      return followedByApp || after.drop(while: \.isWhitespace).hasPrefix(",")
    default:
      guard let last = previous.last, ["your", "a", "an"].contains(last) else { return false }
      let scoping = followedByApp || (next.count == 2 && appWords.contains(next[1]))
      let earlier = previous.dropLast().suffix(2)
      return scoping && !earlier.contains(where: comparisons.contains)
    }
  }

  /// "iOS 및 iPadOS에서 …", "watchOS의 경우 …" opening the sentence; "tvOS 앱에서", "iOS 앱은",
  /// "watchOS 피트니스 앱에서" anywhere.
  static func koreanScope(before: Substring, after: Substring) -> Bool {
    if koreanComparisons.contains(where: after.hasPrefix) { return false }
    if before.allSatisfy(\.isWhitespace), after.hasPrefix("에서") || after.hasPrefix("의 경우") { return true }
    // The platforms stand apart from "앱", with up to one noun between ("피트니스").
    guard after.first?.isWhitespace == true else { return false }
    var words = after.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).prefix(2)
    guard let first = words.first else { return false }
    if !koreanAppWords.contains(where: first.hasPrefix) {
      guard !koreanWordEndings.contains(where: first.hasSuffix) else { return false }
      words = words.dropFirst()
    }
    guard let word = words.first, let app = koreanAppWords.first(where: word.hasPrefix) else { return false }
    let rest = word.dropFirst(app.count)
    return koreanParticles.contains(rest) || (rest == "의" && after[word.endIndex...].hasPrefix(" 경우"))
  }

  /// The last `count` words of `text` (runs of letters and digits), in reading order; all of them
  /// when it has fewer.
  private static func lastWords(of text: Substring, count: Int) -> [String] {
    var words: [String] = []
    var end = text.endIndex
    while words.count < count, let last = text[..<end].lastIndex(where: isWordCharacter) {
      let start = text[..<last].lastIndex(where: { !isWordCharacter($0) }).map(text.index(after:)) ?? text.startIndex
      words.insert(String(text[start...last]), at: 0)
      end = start
    }
    return words
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }
}
