import Foundation
import HIGModel

/// Recognises the lines around a guideline that are not guideline content: blog chrome, bylines,
/// source lines and translators' prefaces.
///
///     PageFurniture.isChrome("목록 보기")                          // true
///     PageFurniture.byline("Choi·2022년 9월 15일")                 // ("Choi", "2022-09-15")
///     PageFurniture.sourceURL("출처 : https://developer.apple.com/…") // "https://developer.apple.com/…"
enum PageFurniture {
  /// Navigation, pagination and social buttons that blog platforms put around a post.
  static let chromeLines: Set<String> = [
    "목록보기", "목록", "이전글", "다음글", "공유하기", "공유", "구독하기", "구독", "좋아요", "댓글", "댓글쓰기",
    "맨위로", "top", "share", "comments", "like", "subscribe", "previous", "next", "menu", "메뉴", "신고", "수정",
    "삭제", "태그", "tags", "카테고리", "category", "목차",
  ]

  /// The words counters open with: "좋아요 12", "댓글 3", "조회 120".
  static let counterWords = ["좋아요", "댓글", "조회", "공감", "views", "likes"]
  /// The first scalars of chrome lines and counters.
  static let chromeInitials = Set((chromeLines.union(counterWords)).compactMap(\.unicodeScalars.first))

  static func isChrome(_ line: String) -> Bool {
    // Chrome is a word or two: a line with more than 60 visible bytes is content (counted only that far).
    var visible = 0
    for byte in line.utf8 where byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
      visible += 1
      if visible > 60 { return false }
    }
    // Most short lines are headings: an ASCII letter or Hangul syllable that opens no chrome rules
    // them out before the line is lowercased and squeezed. Digits open series positions.
    if let first = line.unicodeScalars.first(where: { !(0x09...0x0D).contains($0.value) && $0 != " " }),
      first.isASCII || Hangul.isSyllable(first.value), !(0x30...0x39).contains(first.value)
    {
      let folded = (0x41...0x5A).contains(first.value) ? Unicode.Scalar(first.value | 0x20)! : first
      guard chromeInitials.contains(folded) else { return false }
    }
    let squeezed = ByteSearch.lowercased(line).filter { !$0.isWhitespace }
    if chromeLines.contains(squeezed) { return true }
    // "1/3", "2 / 10": a series position.
    let parts = squeezed.split(separator: "/")
    if parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) { return true }
    // "좋아요 12", "댓글 3", "조회 120".
    for word in counterWords where squeezed.hasPrefix(word) {
      if squeezed.dropFirst(word.count).allSatisfy({ $0.isNumber || $0 == ":" }) { return true }
    }
    return false
  }

  /// An author and date line such as "Choi·2022년 9월 15일" or "by Kim | 2023.04.01".
  static func byline(_ line: String) -> (author: String?, date: String)? {
    guard line.count <= 60, let date = date(in: line) else { return nil }
    let separators: Set<Character> = ["·", "•", "|", "-", "∙", "ㆍ", "/"]
    guard let index = line.firstIndex(where: { separators.contains($0) }) else {
      return line.trimmingSpaces.first?.isNumber == true ? (nil, date.iso) : nil
    }
    var author = line[..<index].trimmingSpaces
    if author.lowercased().hasPrefix("by ") { author = String(author.dropFirst(3)) }
    if author.first?.isNumber == true { return nil }
    return (author.isEmpty ? nil : author, date.iso)
  }

  /// A date written as "2022년 9월 15일", "2022.09.15" or "2022-09-15".
  static func date(in text: String) -> (iso: String, range: Range<String.Index>)? {
    // Every date has digits; most lines have none, and the regexes are slow.
    guard text.utf8.count >= 8, text.contains(where: \.isNumber) else { return nil }
    for regex in datePatterns {
      guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
        let range = Range(match.range, in: text)
      else { continue }
      let parts = (1...3).compactMap { Range(match.range(at: $0), in: text).map { Int(text[$0]) ?? 0 } }
      guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { continue }
      // The parts are four, two and two digits at most: padding them is what `String(format:)`
      // would do, without its cost on every change log row.
      func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
      }
      return ("\(padded(parts[0], 4))-\(padded(parts[1], 2))-\(padded(parts[2], 2))", range)
    }
    return nil
  }

  /// The date patterns, compiled once.
  private static let datePatterns: [NSRegularExpression] = [
    #"(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일"#, #"(\d{4})[.\-/]\s*(\d{1,2})[.\-/]\s*(\d{1,2})"#,
  ].compactMap { try? NSRegularExpression(pattern: $0) }

  /// The URL of a "출처 : URL" / "Source: URL" / "원문: URL" line.
  static func sourceURL(_ line: String) -> String? {
    guard ByteSearch.contains(line, "http") else { return nil }
    let trimmed = line.trimmingSpaces
    let lowered = String(trimmed.prefix(12)).lowercased()
    for label in ["출처", "원문", "source", "original", "원본"] {
      guard lowered.hasPrefix(label) else { continue }
      let rest = trimmed.dropFirst(label.count).drop { $0 == " " || $0 == ":" || $0 == "：" }
      guard rest.hasPrefix("http://") || rest.hasPrefix("https://") else { continue }
      return String(rest.prefix { !$0.isWhitespace })
    }
    return nil
  }

  /// A translator's preface: a paragraph about the translation itself rather than the guideline.
  static func isPreface(_ text: String) -> Bool {
    let markers = ["번역한 것", "번역했", "번역하게", "번역본", "번역을 하게", "translated by", "this translation"]
    let subjects = ["본 문서", "이 문서", "이 글", "본 글", "this document", "this translation"]
    let lowered = ByteSearch.lowercased(text)
    // By bytes where nothing composes: every page's first paragraph is asked.
    return markers.contains { ByteSearch.containsEquivalent(lowered, $0) }
      && subjects.contains { ByteSearch.containsEquivalent(lowered, $0) }
  }

  /// The Apple platform named by a HIG URL's path, as in the pre-2022 per-platform HIG
  /// (".../human-interface-guidelines/ios/app-architecture/modality/" → iOS).
  static func platform(inURL url: String) -> Platform? {
    guard let range = url.range(of: "human-interface-guidelines/") else { return nil }
    let first = url[range.upperBound...].split(separator: "/").first.map(String.init) ?? ""
    return Platform(name: first).flatMap { PlatformMentions.find(in: first).isEmpty ? nil : $0 }
  }
}
