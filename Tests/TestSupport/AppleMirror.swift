import Foundation
import HIGModel

/// A stand-in for Apple's HIG JSON, written for hig's tests and benchmarks: the navigator index and
/// one English and (for most) one Korean page per topic, at the paths Apple serves under
/// `/tutorials/data`, in the shape `../shared/formats/apple-hig-json.md` describes, with text of
/// hig's own (and, when given, paragraphs of the bundled Content). Served by `LocalHTTPServer`,
/// it lets `hig fetch --source http://127.0.0.1:PORT` run over the whole HIG without Apple.
///
///     let mirror = AppleMirror(topics: TopicCatalog.builtIn.topics)
///     try mirror.write(to: folder)   // folder/tutorials/data/index/design--human-interface-guidelines, …
public struct AppleMirror: Sendable {
  public var topics: [Topic]
  /// Korean/English pairs (translations of each other) drawn into the pages beside their own text.
  var paragraphs: [MirrorText]
  /// Pages with no Korean version (Apple's brand-new pages): their `/kr/` path is a 404.
  public var englishOnly: Set<String>
  /// Pages whose Korean version is a newer revision, with one rule the English page lacks.
  public var newerKorean: Set<String>
  /// The section and group pages, and every page's place in `topics`, worked out once.
  let collections: Set<String>
  let positions: [String: Int]

  public static let indexPath = "tutorials/data/index/design--human-interface-guidelines"

  /// Three topics for small mirrors (toggles and tab bars, then buttons), as fetch tests use them.
  public static let sampleTopics = [
    Topic(
      slug: "toggles", title: LocalizedText(ko: "토글", en: "Toggles"), section: "Components",
      group: "Selection and input"),
    Topic(
      slug: "tab-bars", title: LocalizedText(ko: "탭 막대", en: "Tab bars"), section: "Components",
      group: "Navigation and search"),
    Topic(
      slug: "buttons", title: LocalizedText(ko: "버튼", en: "Buttons"), section: "Components", group: "Menus and actions"),
  ]


  /// A mirror of `topics` in catalog order. About one page in 29 is English-only and one in 17
  /// has a newer Korean revision (never the section and group pages); `paragraphs` with both
  /// languages are mixed into the text.
  public init(topics: [Topic], paragraphs: [LocalizedText] = []) {
    self.topics = topics
    self.paragraphs = paragraphs.compactMap { text in text.en.flatMap { en in text.ko.map { MirrorText(en, $0) } } }
    var englishOnly = Set<String>()
    var newerKorean = Set<String>()
    let collections = Set(topics.filter { AppleMirror.isCollection($0, in: topics) }.map(\.slug))
    self.collections = collections
    positions = Dictionary(topics.enumerated().map { ($1.slug, $0) }, uniquingKeysWith: { first, _ in first })
    let articles = topics.filter { !collections.contains($0.slug) }
    for (position, topic) in articles.enumerated() {
      if position % 29 == 28 { englishOnly.insert(topic.slug) }
      if position % 17 == 5 { newerKorean.insert(topic.slug) }
    }
    self.englishOnly = englishOnly
    self.newerKorean = newerKorean.subtracting(englishOnly)
  }

  /// The path of a page under the server root.
  public static func pagePath(_ slug: String, _ language: Language) -> String {
    "tutorials/data/\(language == .ko ? "kr/" : "")design/human-interface-guidelines/\(slug).json"
  }

  /// Every file of the mirror, by path under the server root, in a stable order.
  public func files() throws -> [(path: String, data: Data)] {
    var files: [(String, Data)] = [(AppleMirror.indexPath, try AppleMirror.encode(index()))]
    for language in [Language.en, .ko] {
      files.append(
        (
          "tutorials/data/\(language == .ko ? "kr/" : "")design/human-interface-guidelines.json",
          try AppleMirror.encode(landingPage(language))
        ))
    }
    for (position, topic) in topics.enumerated() {
      for language in [Language.en, .ko] where language == .en || !englishOnly.contains(topic.slug) {
        files.append(
          (AppleMirror.pagePath(topic.slug, language), try AppleMirror.encode(page(topic, position, language))))
      }
      for image in imageFiles(topic) { files.append(("images/com.apple.HIG/\(image)", AppleMirror.png)) }
    }
    return files
  }

  /// Writes every file under `folder`; returns how many.
  @discardableResult
  public func write(to folder: URL) throws -> Int {
    let all = try files()
    for (path, data) in all {
      let file = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: file)
    }
    return all.count
  }

  /// The page of `slug` in `language` as served; nil for a Korean page the mirror does not have.
  public func pageData(_ slug: String, _ language: Language) throws -> Data? {
    guard let position = positions[slug], language == .en || !englishOnly.contains(slug)
    else { return nil }
    return try AppleMirror.encode(page(topics[position], position, language))
  }

  // MARK: - The navigator index

  /// Section and group pages list other pages; their role is `collectionGroup`.
  static func isCollection(_ topic: Topic, in topics: [Topic]) -> Bool {
    guard topic.group == nil, let title = topic.title.en else { return false }
    return topics.contains { $0.group == title }
      || (title == topic.section && topics.contains { $0.section == topic.section && $0.slug != topic.slug })
  }

  /// The table of contents: group markers and flat articles for "Getting started" (as Apple's
  /// sample shows), a node with children for every other section and for each group.
  func index() -> [String: Any] {
    var children: [[String: Any]] = []
    var sections: [String] = []
    for topic in topics where !sections.contains(topic.section) { sections.append(topic.section) }
    func article(_ topic: Topic) -> [String: Any] {
      ["path": AppleMirror.webPath(topic.slug, .en), "title": topic.title.en ?? topic.slug, "type": "article"]
    }
    for section in sections {
      let members = topics.filter { $0.section == section }
      guard section != "Getting started",
        let sectionPage = members.first(where: { $0.title.en == section && $0.group == nil })
      else {
        children.append(["title": section, "type": "groupMarker"])
        children += members.map(article)
        continue
      }
      var nodes: [[String: Any]] = []
      for topic in members where topic.slug != sectionPage.slug && topic.group == nil {
        let grouped = members.filter { $0.group == topic.title.en }
        if grouped.isEmpty {
          nodes.append(article(topic))
        } else {
          var node = article(topic)
          node["type"] = "symbol"
          node["children"] = grouped.map(article)
          nodes.append(node)
        }
      }
      var node = article(sectionPage)
      node["type"] = "symbol"
      node["children"] = nodes
      children.append(node)
    }
    return [
      "interfaceLanguages": [
        "swift": [
          [
            "path": "/design/human-interface-guidelines", "title": "Human Interface Guidelines", "type": "module",
            "children": children,
          ]
        ]
      ],
      "schemaVersion": ["major": 0, "minor": 3, "patch": 0],
    ]
  }

  // MARK: - Shared pieces

  static func webPath(_ slug: String, _ language: Language) -> String {
    "\(language == .ko ? "/kr" : "")/design/human-interface-guidelines/\(slug)"
  }

  static let rootIdentifier = "doc://com.apple.HIG/design/Human-Interface-Guidelines"

  /// A page's identifier; the case of its middle part varies, as Apple's does.
  static func identifier(_ slug: String, position: Int) -> String {
    let middle = position % 7 == 3 ? "human-interface-guidelines" : "Human-Interface-Guidelines"
    return "doc://com.apple.HIG/design/\(middle)/\(slug)"
  }

  static func encode(_ object: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
  }

  /// A valid 1×1 PNG: every image of the mirror.
  public static let png = Data(
    [
      0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
      0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00,
      0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0, 0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF,
      0x89, 0x99, 0x3D, 0x1D, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ])
}

extension AppleMirror {
  /// The rules the mirror writes about `topic`, as statement and the whole paragraph (statement,
  /// then explanation) in both languages, its platform rules included: text that names the topic,
  /// for benchmarks' corpora.
  public static func ruleTexts(for topic: Topic) -> [(statement: LocalizedText, paragraph: LocalizedText)] {
    let phrases = MirrorPhrases(topic: topic)
    let pairs = phrases.rules + phrases.platformRules.map { ($0.statement, $0.explanation) }
    return pairs.map { statement, explanation in
      (
        LocalizedText(ko: statement.ko, en: statement.en),
        LocalizedText(ko: statement.ko + " " + explanation.ko, en: statement.en + " " + explanation.en)
      )
    }
  }
}
