import Foundation
import HIGModel

extension AppleMirror {
  /// The page of `topic` (at `position` in the catalog) in `language`: a RenderNode of kind article.
  func page(_ topic: Topic, _ n: Int, _ language: Language) -> [String: Any] {
    let phrases = MirrorPhrases(topic: topic)
    let collection = collections.contains(topic.slug)
    let blocks = collection ? collectionBlocks(phrases, n) : articleBlocks(topic, phrases, n)
    var page: [String: Any] = [
      "schemaVersion": ["major": 0, "minor": 3, "patch": 0],
      "identifier": ["url": AppleMirror.identifier(topic.slug, position: n), "interfaceLanguage": "swift"],
      "kind": "article",
      "metadata": [
        "role": collection ? "collectionGroup" : "article",
        "title": title(topic, language),
        "images": [["type": "card", "identifier": "\(topic.slug)-card"]],
        // Apple's Korean pages were seen to say "kh-KR"; nothing should rely on this field.
        "availableLocales": [language == .ko ? "kh-KR" : "en-US"],
      ],
      "hierarchy": ["paths": [hierarchy(topic)]],
      "sections": [],
      "abstract": phrases.abstract.map { MirrorInline.text($0).json(language) },
      "primaryContentSections": [["kind": "content", "content": blocks.compactMap { $0.json(language) }]],
      "references": references(topic, n, language, collection: collection),
      "variants": [["paths": [AppleMirror.webPath(topic.slug, .en)], "traits": [["interfaceLanguage": "swift"]]]],
      "legalNotices": [
        "copyright": "Text written for hig's tests and benchmarks; not Apple's.",
        "termsOfUse": "https://example.invalid/terms", "privacyPolicy": "https://example.invalid/privacy",
      ],
    ]
    if collection {
      page["topicSections"] = [
        [
          "title": title(topic, language),
          "identifiers": members(of: topic).map { AppleMirror.identifier($0.slug, position: position(of: $0)) },
        ]
      ]
    }
    return page
  }

  /// The landing page (`/design/human-interface-guidelines.json`): a collection of the sections.
  func landingPage(_ language: Language) -> [String: Any] {
    var sections: [Topic] = []
    for topic in topics where topic.title.en == topic.section && topic.group == nil { sections.append(topic) }
    var references: [String: Any] = [:]
    for topic in sections {
      references[AppleMirror.identifier(topic.slug, position: position(of: topic))] = topicReference(topic, language)
    }
    return [
      "schemaVersion": ["major": 0, "minor": 3, "patch": 0],
      "identifier": ["url": AppleMirror.rootIdentifier, "interfaceLanguage": "swift"],
      "kind": "article",
      "metadata": [
        "role": "collection", "title": language == .ko ? "휴먼 인터페이스 가이드라인(HIG)" : "Human Interface Guidelines",
      ],
      "hierarchy": ["paths": [[]]],
      "sections": [],
      "abstract": [
        MirrorInline.text(MirrorText("Design guidance for every Apple platform.", "모든 Apple 플랫폼을 위한 디자인 지침입니다.")).json(
          language)
      ],
      "topicSections": [
        ["title": "", "identifiers": sections.map { AppleMirror.identifier($0.slug, position: position(of: $0)) }]
      ],
      "references": references,
    ]
  }

  /// The image files a topic's pages refer to, light and dark.
  func imageFiles(_ topic: Topic) -> [String] {
    guard !collections.contains(topic.slug) else { return ["\(topic.slug)-card@2x.png"] }
    return ["hero", "anatomy"].flatMap { ["\(topic.slug)-\($0)@2x.png", "\(topic.slug)-\($0)~dark@2x.png"] }
      + ["\(topic.slug)-card@2x.png"]
  }

  // MARK: - Blocks

  private func collectionBlocks(_ phrases: MirrorPhrases, _ position: Int) -> [MirrorBlock] {
    [.paragraph([.text(phrases.introductions[position % 2])])]
  }

  /// An article in Apple's skeleton: introduction, Best practices, two topic sections, Platform
  /// considerations, Resources and (on two pages in three) a Change log.
  private func articleBlocks(_ topic: Topic, _ phrases: MirrorPhrases, _ n: Int) -> [MirrorBlock] {
    let slug = topic.slug
    let rules = Array(phrases.rules[(n % 10)...] + phrases.rules[..<(n % 10)])
    func rule(_ pair: (statement: MirrorText, explanation: MirrorText)) -> MirrorBlock {
      .paragraph([.strong(pair.statement), .text(MirrorText(" " + pair.explanation.en, " " + pair.explanation.ko))])
    }
    let next = topics[(n + 1) % topics.count]
    var blocks: [MirrorBlock] = [
      .paragraph([.image("\(slug)-hero")]),
      .paragraph([.text(phrases.introductions[n % 2])]),
    ]
    if let drawn = drawnParagraph(n, 0) { blocks.append(.paragraph([.text(drawn)])) }

    blocks.append(.heading(level: 2, MirrorText("Best practices", "모범 사례"), anchor: "Best-practices"))
    blocks += rules[0..<3].map(rule)
    blocks.append(
      .paragraph([
        .strong(rules[3].statement),
        .text(MirrorText(" " + rules[3].explanation.en + " ", " " + rules[3].explanation.ko + " ")),
        .text(phrases.relatedIntroduction),
        .reference(AppleMirror.identifier(next.slug, position: (n + 1) % topics.count)),
        .text(phrases.relatedEnding),
      ]))
    if newerKorean.contains(slug) {
      let extra = phrases.newerKoreanRule
      blocks.append(
        .koreanOnly(
          .paragraph([.strong(MirrorText("", extra.statement)), .text(MirrorText("", " " + extra.explanation))])))
    }
    blocks.append(.aside(style: "note", name: MirrorText("Note", "참고"), [.paragraph([.text(phrases.note)])]))

    let headings = MirrorPhrases.topicHeadings
    let first = headings[n % headings.count]
    let second = headings[(n + 3) % headings.count]
    blocks.append(.heading(level: 2, first, anchor: AppleMirror.anchor(first.en)))
    blocks.append(rule(rules[4]))
    blocks.append(.paragraph([.image("\(slug)-anatomy")]))
    blocks.append(.paragraph([.text(phrases.tableIntroduction)]))
    blocks.append(.table(MirrorPhrases.sizeTable))
    if n % 6 == 1 {
      blocks.append(
        .tabNavigator([
          (MirrorText("iOS", "iOS"), [.table(MirrorPhrases.sizeTable)]),
          (MirrorText("macOS", "macOS"), [.table(Array(MirrorPhrases.sizeTable.prefix(3)))]),
        ]))
    }
    blocks.append(.heading(level: 2, second, anchor: AppleMirror.anchor(second.en)))
    blocks.append(rule(rules[5]))
    if let drawn = drawnParagraph(n, 1) { blocks.append(.paragraph([.text(drawn)])) }
    blocks.append(.paragraph([.text(phrases.listIntroduction)]))
    blocks.append(.list(ordered: n % 5 == 2, items: MirrorPhrases.listItems.map { [.paragraph([.text($0)])] }))
    if n % 4 == 3 { blocks.append(.termList(MirrorPhrases.terms)) }
    if n % 5 == 4 {
      blocks.append(.small(MirrorText("Some features depend on the device.", "일부 기능은 기기에 따라 다릅니다.")))
    }
    if n % 10 == 7 { blocks.append(.video(identifier: "\(slug)-demo")) }

    blocks += platformBlocks(phrases, n)

    blocks.append(.heading(level: 2, MirrorText("Resources", "리소스"), anchor: "Resources"))
    blocks.append(.heading(level: 3, MirrorText("Related", "관련 콘텐츠"), anchor: "Related"))
    let previous = topics[(n + topics.count - 1) % topics.count]
    blocks.append(
      .paragraph([.reference(AppleMirror.identifier(previous.slug, position: (n + topics.count - 1) % topics.count))]))
    blocks.append(.paragraph([.reference(AppleMirror.identifier(next.slug, position: (n + 1) % topics.count))]))
    blocks.append(
      .paragraph([.reference(AppleMirror.identifier(next.slug, position: (n + 1) % topics.count) + "#Best-practices")]))
    blocks.append(
      .heading(level: 3, MirrorText("Developer documentation", "Developer 문서"), anchor: "Developer-documentation"))
    let symbol = AppleMirror.symbolName(topic.title.en ?? slug)
    blocks.append(
      .paragraph([
        .reference(AppleMirror.documentation("SwiftUI/\(symbol)")), .text(MirrorText(" — SwiftUI", " — SwiftUI")),
      ]))
    blocks.append(
      .paragraph([
        .reference(AppleMirror.documentation("UIKit/UI\(symbol)")), .text(MirrorText(" — UIKit", " — UIKit")),
      ]))
    if n % 4 == 1 {
      blocks.append(.heading(level: 3, MirrorText("Videos", "비디오"), anchor: "Videos"))
      blocks.append(.links(style: "compactGrid", items: [AppleMirror.videoURL(n)]))
    }

    if n % 3 != 2 {
      blocks.append(.heading(level: 2, MirrorText("Change log", "변경 기록"), anchor: "Change-log"))
      let dates = [(2025, 12, 16), (2025, 6, 9), (2024, 9, 9), (2023, 9, 12)]
      let rows = (0...(n % 3)).map { row -> [MirrorText] in
        let date = dates[(row + n) % dates.count]
        return [
          MirrorPhrases.date(year: date.0, month: date.1, day: date.2),
          phrases.changes[(row + n) % phrases.changes.count],
        ]
      }
      blocks.append(.table([MirrorPhrases.changeLogHeader] + rows.sorted { $0[0].ko > $1[0].ko }))
    }
    return blocks
  }

  /// "No additional considerations for …" (or a "Not supported in …" line), then a level-3 heading
  /// and a rule for each platform the page has something to say about.
  private func platformBlocks(_ phrases: MirrorPhrases, _ n: Int) -> [MirrorBlock] {
    var blocks: [MirrorBlock] = [
      .heading(level: 2, MirrorText("Platform considerations", "플랫폼 고려 사항"), anchor: "Platform-considerations")
    ]
    let platforms = phrases.platformRules
    var covered = [n % 5, (n + 2) % 5]
    if n % 2 == 0 { covered.append((n + 4) % 5) }
    var others = platforms.indices.filter { !covered.contains($0) }.flatMap {
      platforms[$0].heading.en.components(separatedBy: ", ")
    }
    if n % 8 == 5, let watch = others.firstIndex(of: "watchOS") {
      others.remove(at: watch)
      blocks.append(.paragraph([.emphasis(MirrorPhrases.notSupported(on: "watchOS"))]))
    }
    if !others.isEmpty { blocks.append(.paragraph([.emphasis(MirrorPhrases.noAdditionalConsiderations(for: others))])) }
    for index in covered.sorted() {
      let platform = platforms[index]
      blocks.append(.heading(level: 3, platform.heading, anchor: platform.anchor))
      blocks.append(
        .paragraph([
          .strong(platform.statement), .text(MirrorText(" " + platform.explanation.en, " " + platform.explanation.ko)),
        ]))
    }
    return blocks
  }

  private func drawnParagraph(_ n: Int, _ which: Int) -> MirrorText? {
    paragraphs.isEmpty ? nil : paragraphs[(n * 2 + which) % paragraphs.count]
  }

  // MARK: - References

  private func references(_ topic: Topic, _ n: Int, _ language: Language, collection: Bool) -> [String: Any] {
    let phrases = MirrorPhrases(topic: topic)
    var references: [String: Any] = [:]
    let slug = topic.slug
    references["\(slug)-card"] = image("\(slug)-card", alt: nil, dark: false)
    if collection {
      for member in members(of: topic) {
        references[AppleMirror.identifier(member.slug, position: position(of: member))] = topicReference(
          member, language)
      }
      return references
    }
    references["\(slug)-hero"] = image("\(slug)-hero", alt: phrases.heroAlt[language], dark: true)
    references["\(slug)-anatomy"] = image("\(slug)-anatomy", alt: phrases.anatomyAlt[language], dark: true)
    let count = topics.count
    for other in [(n + count - 1) % count, (n + 1) % count] {
      references[AppleMirror.identifier(topics[other].slug, position: other)] = topicReference(topics[other], language)
    }
    let next = topics[(n + 1) % count]
    references[AppleMirror.identifier(next.slug, position: (n + 1) % count) + "#Best-practices"] = [
      "type": "section", "kind": "section", "title": language == .ko ? "모범 사례" : "Best practices",
      "url": AppleMirror.webPath(next.slug, language) + "#Best-practices",
      "identifier": AppleMirror.identifier(next.slug, position: (n + 1) % count) + "#Best-practices",
    ]
    let symbol = AppleMirror.symbolName(topic.title.en ?? slug)
    for path in ["SwiftUI/\(symbol)", "UIKit/UI\(symbol)"] {
      let name = String(path.split(separator: "/").last!)
      references[AppleMirror.documentation(path)] = [
        "type": "topic", "kind": "symbol", "role": "symbol", "title": name,
        "url": "/documentation/\(path.lowercased())", "identifier": AppleMirror.documentation(path),
        "abstract": [["type": "text", "text": "A view that presents \(phrases.name)."]],
      ]
    }
    if n % 4 == 1 {
      references[AppleMirror.videoURL(n)] = [
        "type": "link", "title": "Design great \(phrases.name)", "url": AppleMirror.videoURL(n),
        "titleInlineContent": [["type": "text", "text": "Design great \(phrases.name)"]],
        "identifier": AppleMirror.videoURL(n),
      ]
    }
    if n % 10 == 7 {
      references["\(slug)-demo"] = [
        "type": "video", "identifier": "\(slug)-demo", "alt": phrases.heroAlt[language], "poster": "\(slug)-hero",
        "variants": [["url": "/videos/com.apple.HIG/\(slug)-demo.mp4", "traits": ["2x", "light"]]],
      ]
    }
    return references
  }

  func topicReference(_ topic: Topic, _ language: Language) -> [String: Any] {
    let phrases = MirrorPhrases(topic: topic)
    return [
      "type": "topic", "kind": "article", "role": collections.contains(topic.slug) ? "collectionGroup" : "article",
      "title": title(topic, language), "url": AppleMirror.webPath(topic.slug, language),
      "identifier": AppleMirror.identifier(topic.slug, position: position(of: topic)),
      "abstract": phrases.abstract.map { MirrorInline.text($0).json(language) },
    ]
  }

  private func image(_ identifier: String, alt: String?, dark: Bool) -> [String: Any] {
    var variants: [[String: Any]] = [["url": "/images/com.apple.HIG/\(identifier)@2x.png", "traits": ["2x", "light"]]]
    if dark { variants.append(["url": "/images/com.apple.HIG/\(identifier)~dark@2x.png", "traits": ["2x", "dark"]]) }
    return ["type": "image", "identifier": identifier, "alt": alt ?? NSNull(), "variants": variants]
  }

  private func title(_ topic: Topic, _ language: Language) -> String {
    (language == .ko ? topic.title.ko : nil) ?? topic.title.en ?? topic.slug
  }

  private func hierarchy(_ topic: Topic) -> [String] {
    var path = [AppleMirror.rootIdentifier]
    if let section = topics.first(where: { $0.title.en == topic.section && $0.group == nil }),
      section.slug != topic.slug
    {
      path.append(AppleMirror.identifier(section.slug, position: position(of: section)))
    }
    if let groupName = topic.group, let group = topics.first(where: { $0.title.en == groupName && $0.group == nil }) {
      path.append(AppleMirror.identifier(group.slug, position: position(of: group)))
    }
    return path
  }

  /// The pages a section or group page lists.
  private func members(of topic: Topic) -> [Topic] {
    let grouped = topics.filter { $0.group == topic.title.en }
    if !grouped.isEmpty { return grouped }
    return topics.filter { $0.section == topic.section && $0.group == nil && $0.slug != topic.slug }
  }

  private func position(of topic: Topic) -> Int { positions[topic.slug] ?? 0 }

  /// A heading's anchor, as Apple makes it: the English words joined by dashes.
  static func anchor(_ title: String) -> String {
    title.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
  }

  /// A plausible API name for a topic: "Text fields" → "TextField".
  static func symbolName(_ title: String) -> String {
    var words = title.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map {
      $0.prefix(1).uppercased() + $0.dropFirst()
    }
    if let last = words.last, last.count > 3, last.hasSuffix("s"), !last.hasSuffix("ss") {
      words[words.count - 1] = String(last.dropLast())
    }
    return words.joined()
  }

  static func documentation(_ path: String) -> String { "doc://com.apple.documentation/documentation/\(path)" }

  static func videoURL(_ n: Int) -> String { "https://developer.apple.com/videos/play/wwdc2025/\(10100 + n)" }
}
