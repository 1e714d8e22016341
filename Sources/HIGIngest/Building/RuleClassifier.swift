import Foundation
import HIGModel

/// Decides whether a paragraph is a rule, and finds its lead statement and strength.
///
/// The HIG states a rule in the paragraph's first sentence ("Avoid making unpredictable changes to
/// quick actions."). English rules open with an imperative verb. Korean translations render the same
/// imperative as a request ("…하세요", "…하십시오") or as a plain declarative ("창의 기존 상태를
/// 유지합니다."), so a short declarative lead with an action verb and no topic subject counts too,
/// while descriptions ("…할 수 있습니다", "…됩니다", "iPadOS는 …") do not.
///
///     RuleClassifier.classify(LocalizedText(ko: "알림을 적게 사용하세요. 앱이 …"))
///     // (statement: "알림을 적게 사용하세요.", strength: .do)
enum RuleClassifier {
  struct Verdict: Equatable {
    var statement: LocalizedText
    var strength: Strength
  }

  /// The rule reading of `text`, or nil when it is not a rule.
  static func classify(_ text: LocalizedText, lead: String? = nil) -> Verdict? {
    if let lead, !lead.isEmpty {
      let language = LetterCounts.language(of: lead)
      var statement = LocalizedText()
      if language == .en { statement.en = lead } else { statement.ko = lead }
      if language == .en, let ko = text.ko.map(SentenceSplitter.first), korean(ko) != nil { statement.ko = ko }
      let strength = language == .en ? english(lead) ?? .do : korean(lead) ?? .do
      return Verdict(statement: statement, strength: strength)
    }
    if let en = text.en {
      let first = SentenceSplitter.first(en)
      guard let strength = english(first) else { return nil }
      var statement = LocalizedText(en: first)
      if let ko = text.ko.map(SentenceSplitter.first), korean(ko) != nil { statement.ko = ko }
      return Verdict(statement: statement, strength: strength)
    }
    if let ko = text.ko {
      let first = SentenceSplitter.first(ko)
      guard let strength = korean(first) else { return nil }
      return Verdict(statement: LocalizedText(ko: first), strength: strength)
    }
    return nil
  }

  // MARK: English

  static let dontStarters = ["don't", "don’t", "do not", "avoid", "never", "refrain"]
  static let considerStarters = ["consider", "prefer", "think about"]
  /// The starters as a sentence opens with them, a space after each: made once, not for every sentence.
  private static let dontOpenings = dontStarters.map { $0 + " " }
  private static let considerOpenings = considerStarters.map { $0 + " " }
  /// Verbs the HIG opens its rules with.
  static let imperativeVerbs: Set<String> = [
    "accept", "account", "add", "adopt", "aim", "allow", "always", "anticipate", "apply", "ask", "assign",
    "avoid", "be", "begin", "choose", "clarify", "coordinate", "create", "defer", "define", "deliver",
    "design", "determine", "display", "do", "don't", "don’t", "enable", "ensure", "extract", "favor",
    "finish", "follow", "give", "help", "hide", "highlight", "identify", "include", "indicate", "keep",
    "let", "limit", "maintain", "make", "minimize", "never", "offer", "open", "pause", "place", "prefer",
    "present", "preserve", "prioritize", "provide", "refrain", "reserve", "respect", "respond", "restore",
    "scroll", "show", "simplify", "start", "store", "support", "test", "use", "write", "check", "consider",
    "change", "communicate", "combine", "emphasize", "explain", "honor", "integrate", "label", "match",
    "measure", "organize", "put", "reduce", "remember", "require", "save", "strive", "tell", "think",
    "try", "update", "verify", "warn",
  ]

  static func english(_ sentence: String) -> Strength? {
    let lowered = ByteSearch.lowercased(sentence).trimmingSpaces
    if isReference(lowered) { return nil }
    if dontOpenings.contains(where: lowered.hasPrefix) { return .dont }
    if considerOpenings.contains(where: lowered.hasPrefix) { return .consider }
    let firstWord = lowered.prefix { $0.isLetter || $0 == "'" || $0 == "’" }
    guard imperativeVerbs.contains(String(firstWord)) else { return nil }
    // "Use of color …" or "Help is …" are noun phrases, not orders.
    let rest = lowered.dropFirst(firstWord.count).trimmingSpaces
    if rest.hasPrefix("of ") || rest.hasPrefix("is ") || rest.hasPrefix("are ") || rest.hasPrefix("can ") {
      return nil
    }
    return .do
  }

  // MARK: Korean

  static let dontEndings = [
    "지마세요", "지마십시오", "지말아야합니다", "지말것", "않도록하세요", "않도록하십시오", "않도록합니다",
    "않도록주의하세요", "않도록주의하십시오", "않도록해야합니다", "않아야합니다", "피하세요", "피하십시오", "피합니다",
    "피해야합니다", "삼가세요", "삼가십시오", "안됩니다",
  ]
  static let considerEndings = [
    "고려하세요", "고려하십시오", "고려해보세요", "고려해보십시오", "고려합니다", "고려해야합니다", "것이좋습니다",
    "게좋습니다", "권장합니다", "권장됩니다",
  ]
  static let requestEndings = ["세요", "십시오", "야합니다", "합시다", "할것"]
  /// Declarative endings that describe rather than instruct.
  static let descriptiveEndings = [
    "입니다", "있습니다", "없습니다", "됩니다", "않습니다", "같습니다", "했습니다", "였습니다", "집니다", "납니다",
    "습니까",
  ]

  /// Characters that do not count at the end of a sentence.
  static let trailingMarks: Set<Character> = [".", "!", "?", "。", "…", "\"", "'", "”", "’"]
  /// The last syllables of every ending above: a sentence ending otherwise is ruled out at once.
  static let finalSyllables: Set<Character> = ["요", "오", "다", "것"]
  /// No ending above is longer: only this much of a sentence's end is compared.
  static let longestEnding = 12

  static func korean(_ sentence: String) -> Strength? {
    // The sentence's end without marks, compared with forty endings: by bytes when that gives the
    // same answer as by characters.
    let squeezed: String
    if let tail = wholeScalarTail(sentence) {
      guard let last = tail.last, finalSyllables.contains(Character(last)) else { return nil }
      squeezed = String(String.UnicodeScalarView(tail))
    } else {
      let isMark = { (character: Character) in character.isWhitespace || trailingMarks.contains(character) }
      guard let last = sentence.last(where: { !isMark($0) }), finalSyllables.contains(last) else { return nil }
      var tail: [Character] = []
      for character in sentence.reversed() where !isMark(character) {
        tail.append(character)
        if tail.count == longestEnding { break }
      }
      squeezed = String(tail.reversed())
    }
    if isReference(sentence) { return nil }
    let bytes = ByteSearch.isPrecomposed(squeezed) ? Array(squeezed.utf8) : nil
    let endsWith = { (ending: String) in
      if let bytes { ByteSearch.hasSuffix(bytes, ending) } else { squeezed.hasSuffix(ending) }
    }
    if dontEndings.contains(where: endsWith) { return .dont }
    if considerEndings.contains(where: endsWith) { return .consider }
    if requestEndings.contains(where: endsWith) { return .do }
    guard endsWith("니다"), !descriptiveEndings.contains(where: endsWith),
      ScalarCharacters.count(sentence) <= 80, !opensWithTopic(sentence)
    else { return nil }
    return .do
  }

  /// `trailingMarks`, each one scalar.
  private static let trailingMarkScalars = Set(trailingMarks.compactMap(\.unicodeScalars.first))

  /// The last `longestEnding` characters of `sentence` that are no marks, in reading order, read
  /// from its scalars: nil unless each scalar there and the one before is a character of its own
  /// (ASCII, a Hangul syllable, a mark), where reading characters cost a grapheme break search each.
  static func wholeScalarTail(_ sentence: String) -> [Unicode.Scalar]? {
    let scalars = sentence.unicodeScalars
    var tail: [Unicode.Scalar] = []
    var index = scalars.endIndex
    while index > scalars.startIndex {
      index = scalars.index(before: index)
      let scalar = scalars[index]
      guard scalar.isASCII || Hangul.isSyllable(scalar.value) || trailingMarkScalars.contains(scalar) else {
        return nil
      }
      // The scalar before the tail's first is a character of its own: the tail's first is one too.
      if tail.count == longestEnding { break }
      if scalar.properties.isWhitespace || trailingMarkScalars.contains(scalar) { continue }
      tail.append(scalar)
    }
    return tail.reversed()
  }

  /// "Mac Catalyst는 …", "사용자들은 …", "개념적으로, iPad 앱은 …": a sentence about a subject
  /// describes it; an instruction has no topic.
  /// Made once: Foundation on Linux builds `.punctuationCharacters` anew each time it is asked.
  private static let punctuation = CharacterSet.punctuationCharacters

  static func opensWithTopic(_ sentence: String) -> Bool {
    // Only the first words matter.
    var words = sentence.split(separator: " ", maxSplits: 3).map(String.init)
    if let first = words.first, first.hasSuffix(",") { words.removeFirst() }
    for word in words.prefix(2) {
      let bare = word.trimmingCharacters(in: punctuation)
      if bare.count >= 2, bare.hasSuffix("은") || bare.hasSuffix("는") { return true }
    }
    return false
  }

  /// "…를 참고하십시오", "For guidance, see …": pointers, not rules.
  static func isReference(_ sentence: String) -> Bool {
    // Every Korean marker starts with "참", which most sentences lack.
    if ByteSearch.containsEquivalent(sentence, "참"),
      ByteSearch.containsEquivalent(sentence, "참고하") || ByteSearch.containsEquivalent(sentence, "참조하")
        || ByteSearch.containsEquivalent(sentence, "참고합니다")
    {
      return true
    }
    // The English markers are prefixes: lowercasing the sentence's start is enough.
    if ScalarCharacters.areCharacters(sentence) {
      // Scalars are the characters, and their lowercase bytes match a marker where the characters'
      // would: the one scalar lowercasing into two, İ → i + U+0307, could only end a marker in "i".
      let head = ByteSearch.lowercasedUTF8(String(sentence.unicodeScalars.prefix(24)))
      return referenceOpenings.contains { head.starts(with: $0.utf8) }
    }
    let lowered = String(sentence.prefix(24)).lowercased()
    return referenceOpenings.contains(where: lowered.hasPrefix)
  }

  /// How English pointers to other guidelines open, lowercased; none is longer than 24 characters.
  static let referenceOpenings = ["see ", "for guidance", "for developer", "to learn more", "for more information"]
}
