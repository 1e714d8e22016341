import Foundation
import HIGModel

/// Finds the sentences of a record that send the reader to another guideline.
///
///     "지침은 Alerts를 참조하십시오 ."            → alerts
///     "가이드라인은 오디오 재생 을 참고하십시오 ."   → playing-audio
///     "For guidance, see Sheets."              → sheets
///     "개발자 지침은 UIViewController를 참조하십시오." → nothing: developer documentation, not a guideline
enum CrossReferenceFinder {
  static func find(in text: LocalizedText, links: [String] = [], catalog: TopicCatalog) -> [CrossReference] {
    var labels: [String] = []
    // Only sentences with "참고"/"참조" or "see " point anywhere; most texts have neither.
    if let ko = text.ko, ByteSearch.contains(ko, "참고") || ByteSearch.contains(ko, "참조") {
      for sentence in SentenceSplitter.split(ko) { labels += koreanLabels(sentence) }
    }
    if let en = text.en, ByteSearch.contains(ByteSearch.foldingASCIICase(en), Array("see ".utf8)) {
      for sentence in SentenceSplitter.split(en) { labels += englishLabels(sentence) }
    }
    var result: [CrossReference] = []
    for label in labels {
      guard let (matched, slug) = match(label, catalog: catalog) else { continue }
      if !result.contains(where: { $0.slug == slug }) { result.append(CrossReference(label: matched, slug: slug)) }
    }
    for link in links {
      guard let slug = slug(ofLink: link, catalog: catalog), !result.contains(where: { $0.slug == slug }) else {
        continue
      }
      result.append(CrossReference(label: catalog.topic(slug: slug)?.title.en ?? slug, slug: slug))
    }
    return result
  }

  /// Labels the Korean sentence points to: the words before "을/를 참고/참조".
  static func koreanLabels(_ sentence: String) -> [String] {
    // Most sentences of a text that points somewhere are not the pointer.
    // Foundation's searches, answered by bytes where the text holds nothing that composes: with
    // Apple's wording, most sentences of a page say 참고 or 참조 somewhere.
    guard
      let marker = ByteSearch.rangesEquivalent(of: "참고", in: sentence).first
        ?? ByteSearch.rangesEquivalent(of: "참조", in: sentence).first
    else { return [] }
    var before = String(sentence[..<marker.lowerBound]).trimmingSpaces
    if ByteSearch.containsEquivalent(before, "개발자") { return [] }
    if before.hasSuffix("을") || before.hasSuffix("를") { before.removeLast() }
    before = before.trimmingSpaces
    for topicMarker in ["은 ", "는 "] {
      if let range = ByteSearch.rangesEquivalent(of: topicMarker, in: before).last {
        before = String(before[range.upperBound...])
        break
      }
    }
    return before.isEmpty ? [] : [before]
  }

  /// Labels after "see" in an English sentence: "For guidance, see Alerts and Sheets."
  static func englishLabels(_ sentence: String) -> [String] {
    // Most sentences point nowhere, and say no "see" in any case: Foundation's search of every
    // sentence showed in a build's profile.
    guard ByteSearch.contains(ByteSearch.foldingASCIICase(sentence), Array("see ".utf8)) else { return [] }
    let lowered = ByteSearch.lowercased(sentence)
    guard !ByteSearch.containsEquivalent(lowered, "developer"),
      let see = ByteSearch.rangesEquivalent(of: "see ", in: lowered).first
    else { return [] }
    let offset = lowered.distance(from: lowered.startIndex, to: see.upperBound)
    var rest = String(sentence.dropFirst(offset))
    while let last = rest.last, ".;:".contains(last) { rest.removeLast() }
    return rest.replacingOccurrences(of: " and ", with: ",").split(separator: ",")
      .map { $0.trimmingSpaces }.filter { !$0.isEmpty }
  }

  /// The longest run of trailing words of `label` that names a topic.
  static func match(_ label: String, catalog: TopicCatalog) -> (String, String)? {
    let words = label.split(separator: " ")
    guard words.count <= 8 else { return nil }
    for start in words.indices {
      let candidate = words[start...].joined(separator: " ")
      if let slug = catalog.slug(named: candidate) { return (candidate, slug) }
    }
    return nil
  }

  /// The guideline a link points to: Apple's HIG URL or a relative link to another guideline file.
  static func slug(ofLink link: String, catalog: TopicCatalog) -> String? {
    // Cut at the bytes of "#" and "/", which are ASCII, and searched by bytes: every link of every
    // record is read, and splitting by characters and Foundation's search cost most of it.
    var path = link.utf8.split(separator: UInt8(ascii: "#")).first.map { String(Substring($0)) } ?? link
    if path.hasPrefix("http") && !ByteSearch.containsEquivalent(path, "human-interface-guidelines") { return nil }
    while path.hasSuffix("/") { path.removeLast() }
    guard var name = path.utf8.split(separator: UInt8(ascii: "/")).last.map({ String(Substring($0)) }) else {
      return nil
    }
    for suffix in [".md", ".markdown", ".html", ".htm", ".txt"] where name.lowercased().hasSuffix(suffix) {
      name = String(name.dropLast(suffix.count))
    }
    let slug = catalog.slug(named: name)
    return slug.flatMap { catalog.topic(slug: $0) == nil ? nil : $0 }
  }
}
