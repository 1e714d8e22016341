import Foundation
import HIGIngest
import HIGModel
import HIGWorkspace
import TestSupport

/// The benchmarks' corpora at the anchors' sizes, written as files the way users give them to
/// hig: x1 is the bundled texts; every larger scale has 92 pages per unit (x10: 920 pages, about
/// 9 MB; x100: 9,200 pages, about 91 MB), one file per page, as community-translation Markdown
/// (English paragraphs each followed by its Korean translation) or as Apple's page JSON (an
/// English and a Korean file per topic). Paragraphs are sampled with a fixed seed, so a run is the
/// same corpus every time, from three kinds of text: the content's Korean/English records, its
/// Korean-only records (most of the bundled texts; on an Apple JSON page paired with an English
/// rule about the page's topic) and the rules the Apple mirror writes about the page's topic
/// (`AppleMirror.ruleTexts`), which name it, so the vocabulary grows with the topics.
///
///     let corpus = try AnchorCorpus(content: URL(fileURLWithPath: "Content"))
///     try corpus.write(scale: 10, format: .markdown, to: .bench/corpus/x10-md)  // 920 pages, 9.1 MB
struct AnchorCorpus {
  /// How the pages are written.
  enum Format: String, CaseIterable, Sendable {
    case markdown = "md"
    case json
  }

  /// A written corpus: where, how many page files, how many bytes.
  struct Written {
    var name: String
    var folder: URL
    var pages: Int
    var bytes: Int
  }

  /// A paragraph in Korean and, unless it is a Korean-only record, English, and for a rule its
  /// lead sentence.
  struct Paragraph {
    var ko: String
    var en: String?
    var statement: LocalizedText?
  }

  /// Pages per unit of scale: the anchors' x10 has 920.
  static let pagesPerScale = 92
  /// The bytes each page file is filled to: 9,200 of them are about 91 MB.
  static let pageBytes = 9_900
  /// Written beside a corpus; a corpus whose stamp matches is not written again (deleting and
  /// writing 9,200 files again would slow the next timed runs on this disk: see SiteBenchmark).
  static let stampName = ".corpus-stamp"
  static let generatorVersion = 3

  var content: URL
  /// The guidelines of the bundled texts: x1's pages.
  var contentPages: Int
  /// The content's records with both languages, and those with Korean only.
  var paragraphs: [Paragraph]
  var koreanOnly: [Paragraph]

  init(content: URL, knowledgeBase: KnowledgeBase) {
    self.content = content
    contentPages = knowledgeBase.guidelines.count
    let texts = knowledgeBase.records.compactMap { record -> Paragraph? in
      guard [.rule, .explanation, .listItem].contains(record.kind), let ko = record.text.ko else { return nil }
      return Paragraph(ko: ko, en: record.text.en, statement: record.kind == .rule ? record.statement : nil)
    }
    paragraphs = texts.filter { $0.en != nil }
    koreanOnly = texts.filter { $0.en == nil }
    if paragraphs.isEmpty {
      paragraphs = [Paragraph(ko: "사람들이 상태를 한눈에 알 수 있도록 레이블을 분명하게 쓰세요.", en: "Write clear labels.")]
    }
  }

  /// The corpus folder's name for a scale and format: "x1" (the bundled texts), "x10-md", "x100-json".
  static func name(scale: Int, format: Format) -> String { scale == 1 ? "x1" : "x\(scale)-\(format.rawValue)" }

  /// Writes the corpus of `scale` in `format` under `root` (x1: the content folder itself, written
  /// nowhere) unless the same one is already there; returns what it holds.
  func write(scale: Int, format: Format, under root: URL) throws -> Written {
    let name = AnchorCorpus.name(scale: scale, format: format)
    if scale == 1 {
      let files = try ContentFolder(url: content).files().files
      let bytes = files.reduce(0) { $0 + ((try? Data(contentsOf: $1.url))?.count ?? 0) }
      return Written(name: name, folder: content, pages: contentPages, bytes: bytes)
    }
    let folder = root.appendingPathComponent(name)
    let pages = scale * AnchorCorpus.pagesPerScale
    let stamp = "\(AnchorCorpus.generatorVersion) \(format.rawValue) \(pages) \(paragraphs.count) \(koreanOnly.count)"
    let stampFile = folder.appendingPathComponent(AnchorCorpus.stampName)
    if let lines = try? String(contentsOf: stampFile, encoding: .utf8).split(separator: "\n"), lines.count == 2,
      lines[0] == stamp, let bytes = Int(lines[1])
    {
      return Written(name: name, folder: folder, pages: pages, bytes: bytes)
    }
    let bytes = try writePages(pages, format: format, to: folder, seed: UInt64(2026 + scale))
    try "\(stamp)\n\(bytes)\n".write(to: stampFile, atomically: true, encoding: .utf8)
    return Written(name: name, folder: folder, pages: pages, bytes: bytes)
  }

  /// Writes `pages` page files into `folder` (emptied first): Markdown in a folder per HIG section,
  /// Apple's JSON in `en/` and `ko/`; returns their bytes.
  func writePages(_ pages: Int, format: Format, to folder: URL, seed: UInt64 = 2026) throws -> Int {
    try? FileManager.default.removeItem(at: folder)
    var bytes = 0
    var generator = SplitMix64(seed: seed)
    let topics = TopicCatalog.builtIn.topics
    // Apple's JSON has an English and a Korean file per topic: half as many topics.
    let topicCount = format == .json ? (pages + 1) / 2 : pages
    for number in 0..<topicCount {
      let topic = topics[number % topics.count]
      let round = number / topics.count
      let slug = round == 0 ? topic.slug : "\(topic.slug)-\(round)"
      let page = PageText(slug: slug, topic: topic, round: round, number: number)
      switch format {
      case .markdown:
        let data = Data(markdown(page, generator: &generator).utf8)
        let file = folder.appendingPathComponent(Slug.make(topic.section)).appendingPathComponent("\(slug).md")
        bytes += try write(data, to: file)
      case .json:
        // Apple's JSON spends about a quarter of a page on its keys and the page's metadata.
        let blocks = self.blocks(
          filling: AnchorCorpus.pageBytes, markup: 2_500, topic: topic, bilingual: true, generator: &generator)
        for language in [Language.en, .ko] where language == .en || number * 2 + 1 < pages {
          let data = try json(page, blocks: blocks, language: language)
          bytes += try write(data, to: folder.appendingPathComponent("\(language.rawValue)/\(slug).json"))
        }
      }
    }
    return bytes
  }

  private func write(_ data: Data, to file: URL) throws -> Int {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return data.count
  }

  // MARK: - The page

  /// What names a page: its slug and titles (a copy of a topic is numbered in both languages).
  struct PageText {
    var slug: String
    var topic: Topic
    var round: Int
    var number: Int

    func title(_ language: Language) -> String {
      let base = (language == .ko ? topic.title.ko : topic.title.en) ?? topic.title.en ?? slug
      return round == 0 ? base : "\(base) \(round + 1)"
    }
  }

  /// One block of a page, in both languages.
  enum PageBlock {
    case heading(ko: String, en: String)
    case paragraph(Paragraph)
    case list([Paragraph])
  }

  /// Section headings a page's paragraphs are grouped under, in turn.
  static let headings: [(ko: String, en: String)] = [
    ("모범 사례", "Best practices"), ("콘텐츠", "Content"), ("동작", "Behavior"), ("스타일", "Style"),
    ("접근성", "Accessibility"), ("플랫폼 고려 사항", "Platform considerations"),
  ]

  /// Sampled paragraphs under headings until the text is about `bytes` less `markup` (what the
  /// format adds around the text): every sixth block starts a section, every fifth is a list of
  /// three items. Four in ten paragraphs are the content's bilingual records, three its
  /// Korean-only ones and three the topic's mirror rules. A `bilingual` page (Apple's JSON, one
  /// file per language) counts the larger language's bytes and gives every Korean-only record an
  /// English rule of the topic; otherwise both languages' bytes count, as both land in one file.
  func blocks(
    filling bytes: Int, markup: Int, topic: Topic, bilingual: Bool, generator: inout SplitMix64
  ) -> [PageBlock] {
    var blocks: [PageBlock] = []
    var size = markup
    var count = 0
    let rules = AppleMirror.ruleTexts(for: topic).map { rule in
      Paragraph(ko: rule.paragraph.ko ?? "", en: rule.paragraph.en, statement: rule.statement)
    }
    func pick(_ pool: [Paragraph]) -> Paragraph { pool[Int(generator.next() % UInt64(pool.count))] }
    func sample() -> Paragraph {
      let kind = generator.next() % 10
      if kind < 4 || (kind < 7 && koreanOnly.isEmpty) || (kind >= 7 && rules.isEmpty) { return pick(paragraphs) }
      if kind >= 7 { return pick(rules) }
      var paragraph = pick(koreanOnly)
      if bilingual { paragraph.en = (rules.isEmpty ? pick(paragraphs) : pick(rules)).en }
      return paragraph
    }
    func length(_ paragraph: Paragraph) -> Int {
      let en = paragraph.en?.utf8.count ?? 0
      return bilingual ? max(paragraph.ko.utf8.count, en) : paragraph.ko.utf8.count + en
    }
    while size < bytes {
      if count % 6 == 0 {
        let heading = AnchorCorpus.headings[(count / 6) % AnchorCorpus.headings.count]
        blocks.append(.heading(ko: heading.ko, en: heading.en))
      }
      if count % 5 == 4 {
        let items = (0..<3).map { _ in sample() }
        blocks.append(.list(items))
        size += items.reduce(0) { $0 + length($1) + 4 }
      } else {
        let paragraph = sample()
        blocks.append(.paragraph(paragraph))
        size += length(paragraph) + 2
      }
      count += 1
    }
    return blocks
  }

  /// A page of a community translation repository: front matter, the Korean title, and each
  /// English paragraph followed by its Korean translation (a rule's lead sentence in bold); a
  /// Korean-only record stands alone.
  func markdown(_ page: PageText, generator: inout SplitMix64) -> String {
    var text =
      "---\nslug: \(page.slug)\ntitle: \(page.title(.ko))(\(page.title(.en)))\nplatforms: iOS, iPadOS, macOS\n---\n\n"
    text += "# \(page.title(.ko))\n\n"
    let blocks = blocks(
      filling: AnchorCorpus.pageBytes, markup: 480, topic: page.topic, bilingual: false, generator: &generator)
    for block in blocks {
      switch block {
      case .heading(let ko, let en): text += "## \(ko)(\(en))\n\n"
      case .paragraph(let paragraph):
        if let en = paragraph.en { text += leadInBold(en, paragraph.statement?.en) + "\n\n" }
        text += leadInBold(paragraph.ko, paragraph.statement?.ko) + "\n\n"
      case .list(let items):
        let english = items.compactMap(\.en)
        if !english.isEmpty { text += english.map { "- \($0)\n" }.joined() + "\n" }
        text += items.map { "- \($0.ko)\n" }.joined() + "\n"
      }
    }
    return text + "## 변경 기록\n\n| 날짜 | 변경 사항 |\n| --- | --- |\n| 2024년 6월 10일 | 지침을 보강했습니다. |\n"
  }

  private func leadInBold(_ text: String, _ lead: String?) -> String {
    guard let lead, !lead.isEmpty, text.hasPrefix(lead) else { return text }
    return "**\(lead)**" + text.dropFirst(lead.count)
  }

  /// A page in the shape Apple serves (`../shared/formats/apple-hig-json.md`): the same blocks in
  /// each language, so the Korean page pairs with the English one block by block.
  func json(_ page: PageText, blocks: [PageBlock], language: Language) throws -> Data {
    func text(_ paragraph: Paragraph) -> String { language == .ko ? paragraph.ko : paragraph.en ?? paragraph.ko }
    func inline(_ paragraph: Paragraph) -> [[String: Any]] {
      let whole = text(paragraph)
      let lead = language == .ko ? paragraph.statement?.ko : paragraph.statement?.en
      guard let lead, !lead.isEmpty, whole.hasPrefix(lead) else { return [["type": "text", "text": whole]] }
      return [
        ["type": "strong", "inlineContent": [["type": "text", "text": lead]]],
        ["type": "text", "text": String(whole.dropFirst(lead.count))],
      ]
    }
    let content: [[String: Any]] = blocks.map { block in
      switch block {
      case .heading(let ko, let en):
        return ["type": "heading", "level": 2, "text": language == .ko ? ko : en, "anchor": Slug.make(en)]
      case .paragraph(let paragraph): return ["type": "paragraph", "inlineContent": inline(paragraph)]
      case .list(let items):
        return [
          "type": "unorderedList",
          "items": items.map { ["content": [["type": "paragraph", "inlineContent": inline($0)]]] },
        ]
      }
    }
    let root = "doc://com.apple.HIG/design/Human-Interface-Guidelines"
    let object: [String: Any] = [
      "schemaVersion": ["major": 0, "minor": 3, "patch": 0],
      "identifier": ["url": "\(root)/\(page.slug)", "interfaceLanguage": "swift"],
      "kind": "article",
      "metadata": ["role": "article", "title": page.title(language)],
      "hierarchy": ["paths": [[root]]],
      "sections": [],
      "abstract": [["type": "text", "text": text(paragraphs[page.number % paragraphs.count])]],
      "primaryContentSections": [["kind": "content", "content": content]],
      "references": [:],
    ]
    return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
  }
}

extension AnchorCorpus {
  /// The corpus of the bundled texts, read from `content` (and cached under `work`).
  static func sampling(content: URL, work: URL) throws -> AnchorCorpus {
    let base = try Workspace(content: content, cacheRoot: work.appendingPathComponent("base-cache"))
      .knowledgeBase().knowledgeBase
    return AnchorCorpus(content: content, knowledgeBase: base)
  }

  /// Every corpus of `scales` in each of `formats` (x1 once: the bundled texts), under `root`.
  func writeAll(scales: [Int], formats: [Format], under root: URL) throws -> [Written] {
    var written: [Written] = []
    for scale in scales {
      for format in scale == 1 ? [.markdown] : formats {
        FileHandle.standardError.write(Data("[\(AnchorCorpus.name(scale: scale, format: format))] corpus…\n".utf8))
        written.append(try write(scale: scale, format: format, under: root))
      }
    }
    return written
  }

  /// The corpora as a Markdown table: pages, bytes, bytes per page, folder.
  static func table(_ corpora: [Written]) -> String {
    var rows = [["corpus", "pages", "MiB", "kB per page", "folder"]]
    for corpus in corpora {
      rows.append([
        corpus.name, String(corpus.pages), String(format: "%.2f", Double(corpus.bytes) / 1_048_576),
        String(format: "%.1f", Double(corpus.bytes) / Double(max(1, corpus.pages)) / 1e3), corpus.folder.relativePath,
      ])
    }
    return MarkdownTable.render(rows)
  }
}
