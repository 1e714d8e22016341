import Foundation
import HIGIngest
import HIGModel
import HIGSearch
import TestSupport

/// The benchmarks' corpora at the anchors' sizes, made of Apple's real text and written as files
/// the way users give them to hig: x1 is the bundled texts; every larger scale has 92 pages per
/// unit (x10: 920 pages, about 9 MB; x100: 9,200 pages, about 91 MB), one file per page, as
/// community-translation Markdown (each English block followed by its Korean translation) or as
/// Apple's page JSON (an English and a Korean file per topic).
///
/// The real pages (`../shared/corpus`, Apple's English and Korean JSON) give both the text and the
/// shapes: each generated page follows a real page (its title, its headings in both languages, the
/// kinds of its blocks in order: paragraphs with bold leads, lists, asides, tables, the change log),
/// and each block is one of Apple's blocks of that kind in both languages, sampled with a fixed seed
/// from every page whose English and Korean sections line up, with the references its links and
/// images name. So the vocabulary is Apple's, and a run is the same corpus every time.
///
///     let corpus = try AnchorCorpus(pages: URL(fileURLWithPath: "../shared/corpus"), content: Content)
///     try corpus.write(scale: 10, format: .markdown, under: .bench/corpus)  // 920 pages, 9 MB
struct AnchorCorpus {
  /// How the pages are written.
  enum Format: String, CaseIterable, Sendable {
    case markdown = "md"
    case json
  }

  /// A written corpus: where, how many page files, how many bytes, how many distinct words.
  struct Written {
    var name: String
    var folder: URL
    var pages: Int
    var bytes: Int
    /// Distinct words of the text (the tokenizer's folded words, both languages).
    var words: Int
  }

  /// One of Apple's blocks in both languages (Apple's JSON objects), with the entries of each
  /// page's `references` its inline content names.
  struct BlockPair {
    var en: NSDictionary
    var ko: NSDictionary
    var enReferences: [String: Any]
    var koReferences: [String: Any]
    /// Bytes the block adds to a Markdown page (both languages) and to the larger JSON page.
    var markdownBytes = 0
    var jsonBytes = 0
  }

  /// A block of a page's shape: a heading of its own, or a block of a kind to sample.
  enum ShapeBlock {
    case heading(level: Int, en: String, ko: String, anchor: String)
    case sample(String)
  }

  /// A real page's shape: what names it and the kinds of its blocks in order.
  struct Shape {
    var slug: String
    var title: (en: String, ko: String)
    var section: String
    var hierarchy: Any
    var blocks: [ShapeBlock]
  }

  /// Pages per unit of scale: the anchors' x10 has 920.
  static let pagesPerScale = 92
  /// The bytes each page file is filled to: 9,200 of them are about 91 MB.
  static let pageBytes = 9_900
  /// Written beside a corpus; a corpus whose stamp matches is not written again (deleting and
  /// writing 9,200 files again would slow the next timed runs on this disk: see SiteBenchmark).
  static let stampName = ".corpus-stamp"
  static let generatorVersion = 5
  /// The block kinds sampled; a table under the change-log heading is a kind of its own.
  static let kinds = ["paragraph", "unorderedList", "orderedList", "aside", "table"]
  static let changeLog = "changeLog"
  static let root = "doc://com.apple.HIG/design/Human-Interface-Guidelines"

  /// The bundled texts: x1.
  var content: URL
  var shapes: [Shape]
  /// Blocks by kind.
  var pool: [String: [BlockPair]]

  /// Reads the real pages under `pages` (`apple/en/*.json`, `apple/ko/*.json`, as `hig fetch`
  /// writes them).
  init(pages: URL, content: URL) throws {
    self.content = content
    let apple = pages.appendingPathComponent("apple")
    let english = apple.appendingPathComponent("en")
    let slugs = ((try? FileManager.default.contentsOfDirectory(atPath: english.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    guard !slugs.isEmpty else {
      throw BenchError.missing(
        "no real pages in \(english.path); pass --pages-from DIR, a folder with apple/en/*.json (default ../shared/corpus)")
    }
    let catalog = TopicCatalog.builtIn
    var pool: [String: [BlockPair]] = [:]
    var koreanHeadings: [String: String] = [:]
    var shapes: [Shape] = []
    func page(_ language: String, _ slug: String) -> NSDictionary? {
      let file = apple.appendingPathComponent(language).appendingPathComponent("\(slug).json")
      guard let data = try? Data(contentsOf: file) else { return nil }
      return (try? JSONSerialization.jsonObject(with: data)) as? NSDictionary
    }
    var pagePairs: [(slug: String, en: NSDictionary, ko: NSDictionary?)] = []
    for slug in slugs {
      guard let en = page("en", slug) else { continue }
      pagePairs.append((slug, en, page("ko", slug)))
    }
    // Pairs first (they also give the Korean headings), then the shapes.
    for (_, en, ko) in pagePairs {
      guard let ko else { continue }
      let enSections = AnchorCorpus.sections(of: en)
      let koSections = Dictionary(AnchorCorpus.sections(of: ko).map { ($0.anchor, $0) }, uniquingKeysWith: { a, _ in a })
      let enReferences = en["references"] as? [String: Any] ?? [:]
      let koReferences = ko["references"] as? [String: Any] ?? [:]
      for section in enSections {
        guard let other = koSections[section.anchor], other.blocks.count == section.blocks.count,
          zip(section.blocks, other.blocks).allSatisfy({ $0["type"] as? String == $1["type"] as? String })
        else { continue }
        for (enBlock, koBlock) in zip(section.blocks, other.blocks) {
          let type = enBlock["type"] as? String ?? ""
          if type == "heading" {
            if let anchor = enBlock["anchor"] as? String, let text = koBlock["text"] as? String {
              koreanHeadings[anchor] = text
            }
            continue
          }
          guard AnchorCorpus.kinds.contains(type) else { continue }
          let kind = type == "table" && section.anchor == "Change-log" ? AnchorCorpus.changeLog : type
          var pair = BlockPair(
            en: enBlock, ko: koBlock, enReferences: AnchorCorpus.references(of: enBlock, in: enReferences),
            koReferences: AnchorCorpus.references(of: koBlock, in: koReferences))
          pair.markdownBytes = AnchorCorpus.markdown(pair, kind: kind).utf8.count
          pair.jsonBytes = max(
            AnchorCorpus.jsonBytes(enBlock) + AnchorCorpus.jsonBytes(pair.enReferences),
            AnchorCorpus.jsonBytes(koBlock) + AnchorCorpus.jsonBytes(pair.koReferences))
          pool[kind, default: []].append(pair)
        }
      }
    }
    for (slug, en, ko) in pagePairs {
      let topic = catalog.topic(slug: slug)
      let enTitle = (en["metadata"] as? NSDictionary)?["title"] as? String ?? topic?.title.en ?? slug
      let koTitle = (ko?["metadata"] as? NSDictionary)?["title"] as? String ?? topic?.title.ko ?? enTitle
      var blocks: [ShapeBlock] = []
      for section in AnchorCorpus.sections(of: en) {
        for block in section.blocks {
          let type = block["type"] as? String ?? ""
          if type == "heading", let text = block["text"] as? String {
            let anchor = block["anchor"] as? String ?? Slug.make(text)
            blocks.append(
              .heading(level: block["level"] as? Int ?? 2, en: text, ko: koreanHeadings[anchor] ?? text, anchor: anchor))
          } else if AnchorCorpus.kinds.contains(type) {
            let kind = type == "table" && section.anchor == "Change-log" ? AnchorCorpus.changeLog : type
            if pool[kind] != nil { blocks.append(.sample(kind)) }
          }
        }
      }
      guard blocks.contains(where: { if case .sample = $0 { true } else { false } }) else { continue }
      shapes.append(
        Shape(
          slug: slug, title: (enTitle, koTitle), section: topic?.section ?? "Foundations",
          hierarchy: en["hierarchy"] ?? ["paths": [[AnchorCorpus.root]]], blocks: blocks))
    }
    guard !shapes.isEmpty, pool["paragraph"] != nil else {
      throw BenchError.missing("the real pages in \(apple.path) have no English and Korean sections that line up")
    }
    self.shapes = shapes
    self.pool = pool
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
      let knowledgeBase = try Ingester(folder: ContentFolder(url: content)).ingest()
      var words = Set<String>()
      for record in knowledgeBase.records {
        for text in [record.text.en, record.text.ko].compactMap({ $0 }) {
          for token in Tokenizer.tokens(in: text) { words.insert(token.text) }
        }
      }
      return Written(name: name, folder: content, pages: knowledgeBase.guidelines.count, bytes: bytes, words: words.count)
    }
    let folder = root.appendingPathComponent(name)
    let pages = scale * AnchorCorpus.pagesPerScale
    let sizes = AnchorCorpus.kinds.map { "\(pool[$0]?.count ?? 0)" }.joined(separator: ",")
    let stamp = "\(AnchorCorpus.generatorVersion) \(format.rawValue) \(pages) \(shapes.count) \(sizes)"
    let stampFile = folder.appendingPathComponent(AnchorCorpus.stampName)
    if let lines = try? String(contentsOf: stampFile, encoding: .utf8).split(separator: "\n"), lines.count == 3,
      lines[0] == stamp, let bytes = Int(lines[1]), let words = Int(lines[2])
    {
      return Written(name: name, folder: folder, pages: pages, bytes: bytes, words: words)
    }
    let (bytes, words) = try writePages(pages, format: format, to: folder, seed: UInt64(2026 + scale))
    try "\(stamp)\n\(bytes)\n\(words)\n".write(to: stampFile, atomically: true, encoding: .utf8)
    return Written(name: name, folder: folder, pages: pages, bytes: bytes, words: words)
  }

  /// Writes `pages` page files into `folder` (emptied first): Markdown in a folder per HIG section,
  /// Apple's JSON in `en/` and `ko/`; returns their bytes and distinct words.
  func writePages(_ pages: Int, format: Format, to folder: URL, seed: UInt64 = 2026) throws -> (bytes: Int, words: Int) {
    try? FileManager.default.removeItem(at: folder)
    var bytes = 0
    var generator = SplitMix64(seed: seed)
    var used: [String: Set<Int>] = [:]
    var words = Set<String>()
    // Apple's JSON has an English and a Korean file per topic: half as many topics.
    let topicCount = format == .json ? (pages + 1) / 2 : pages
    for number in 0..<topicCount {
      let shape = shapes[number % shapes.count]
      let round = number / shapes.count
      let slug = round == 0 ? shape.slug : "\(shape.slug)-\(round)"
      let title = round == 0 ? shape.title : ("\(shape.title.en) \(round + 1)", "\(shape.title.ko) \(round + 1)")
      let budget = AnchorCorpus.pageBytes - (format == .json ? 900 : 200)
      let blocks = fill(shape, budget: budget, format: format, generator: &generator, used: &used)
      for case .heading(_, let en, let ko, _) in blocks {
        for token in Tokenizer.tokens(in: en + "\n" + ko) { words.insert(token.text) }
      }
      switch format {
      case .markdown:
        let data = Data(markdown(slug: slug, title: title, blocks: blocks).utf8)
        let file = folder.appendingPathComponent(Slug.make(shape.section)).appendingPathComponent("\(slug).md")
        bytes += try write(data, to: file)
      case .json:
        for language in ["en", "ko"] where language == "en" || number * 2 + 1 < pages {
          let data = try json(slug: slug, title: title, shape: shape, blocks: blocks, korean: language == "ko")
          bytes += try write(data, to: folder.appendingPathComponent("\(language)/\(slug).json"))
        }
      }
    }
    for (kind, numbers) in used {
      for number in numbers {
        let pair = pool[kind]![number]
        for text in AnchorCorpus.texts(in: pair.en) + AnchorCorpus.texts(in: pair.ko) {
          for token in Tokenizer.tokens(in: text) { words.insert(token.text) }
        }
      }
    }
    return (bytes, words.count)
  }

  /// A filled page: the shape's blocks in order (again from the top if the page is not full),
  /// each kind to sample replaced by one of Apple's blocks of that kind, until `budget` bytes.
  enum FilledBlock {
    case heading(level: Int, en: String, ko: String, anchor: String)
    case block(kind: String, BlockPair)
  }

  private func fill(
    _ shape: Shape, budget: Int, format: Format, generator: inout SplitMix64, used: inout [String: Set<Int>]
  ) -> [FilledBlock] {
    var blocks: [FilledBlock] = []
    var size = 0
    var index = 0
    while size < budget {
      switch shape.blocks[index % shape.blocks.count] {
      case .heading(let level, let en, let ko, let anchor):
        blocks.append(.heading(level: level, en: en, ko: ko, anchor: anchor))
        size += format == .json ? 90 : en.utf8.count + ko.utf8.count + 8
      case .sample(let kind):
        let candidates = pool[kind]!
        let number = Int(generator.next() % UInt64(candidates.count))
        used[kind, default: []].insert(number)
        blocks.append(.block(kind: kind, candidates[number]))
        size += format == .json ? candidates[number].jsonBytes : candidates[number].markdownBytes
      }
      index += 1
    }
    // A heading left last, with nothing under it, is dropped.
    while case .heading = blocks.last { blocks.removeLast() }
    return blocks
  }

  private func write(_ data: Data, to file: URL) throws -> Int {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return data.count
  }

  // MARK: - Markdown

  /// A page of a community translation repository: front matter, the Korean title, each heading in
  /// both languages, each English block followed by its Korean translation, and the change log in
  /// Korean.
  func markdown(slug: String, title: (en: String, ko: String), blocks: [FilledBlock]) -> String {
    var text = "---\nslug: \(slug)\ntitle: \(title.ko)(\(title.en))\nplatforms: iOS, iPadOS, macOS\n---\n\n"
    text += "# \(title.ko)\n\n"
    for block in blocks {
      switch block {
      case .heading(let level, let en, let ko, let anchor):
        let marks = String(repeating: "#", count: max(2, min(level, 4)))
        text += anchor == "Change-log" ? "\(marks) 변경 기록\n\n" : "\(marks) \(ko)(\(en))\n\n"
      case .block(let kind, let pair):
        text += pair.markdownBytes == 0 ? "" : AnchorCorpus.markdown(pair, kind: kind)
      }
    }
    return text
  }

  /// A block as Markdown: English then Korean (a change-log table in Korean only); nothing for a
  /// block of pictures alone.
  static func markdown(_ pair: BlockPair, kind: String) -> String {
    let ko = markdown(block: pair.ko, references: pair.koReferences)
    if kind == changeLog { return ko.isEmpty ? "" : ko + "\n\n" }
    let en = markdown(block: pair.en, references: pair.enReferences)
    return (en.isEmpty ? "" : en + "\n\n") + (ko.isEmpty ? "" : ko + "\n\n")
  }

  static func markdown(block: NSDictionary, references: [String: Any]) -> String {
    func blocks(_ value: Any?) -> [NSDictionary] { value as? [NSDictionary] ?? [] }
    func flat(_ value: Any?) -> String {
      blocks(value).map { markdown(block: $0, references: references) }.joined(separator: " ")
    }
    switch block["type"] as? String {
    case "paragraph": return inlineMarkdown(blocks(block["inlineContent"]), references: references)
    case "unorderedList", "orderedList":
      return blocks(block["items"]).map { "- " + flat($0["content"]) }.joined(separator: "\n")
    case "aside": return blocks(block["content"]).map { markdown(block: $0, references: references) }
      .joined(separator: "\n\n")
    case "table":
      let rows = (block["rows"] as? [[Any]] ?? []).map { row in
        "| " + row.map { flat($0).replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
      }
      guard let first = rows.first else { return "" }
      let columns = (block["rows"] as? [[Any]])?.first?.count ?? 1
      let rule = "| " + Array(repeating: "---", count: columns).joined(separator: " | ") + " |"
      return ([first, rule] + rows.dropFirst()).joined(separator: "\n")
    default: return texts(in: block).joined(separator: " ")
    }
  }

  /// Apple's inline content as Markdown: bold, italics, code, and links (to a page's Markdown file
  /// when it is a page of the HIG).
  static func inlineMarkdown(_ items: [NSDictionary], references: [String: Any]) -> String {
    var text = ""
    for item in items {
      let children = item["inlineContent"] as? [NSDictionary] ?? []
      switch item["type"] as? String {
      case "text": text += (item["text"] as? String ?? "").replacingOccurrences(of: "\n", with: " ")
      case "strong": text += "**" + inlineMarkdown(children, references: references) + "**"
      case "emphasis", "newTerm": text += "*" + inlineMarkdown(children, references: references) + "*"
      case "codeVoice": text += "`" + (item["code"] as? String ?? "") + "`"
      case "reference":
        let identifier = item["identifier"] as? String ?? ""
        let reference = references[identifier] as? NSDictionary
        let title = reference?["title"] as? String ?? identifier.split(separator: "/").last.map(String.init) ?? ""
        let url = reference?["url"] as? String ?? ""
        if url.hasPrefix("/design/human-interface-guidelines/") {
          // "/design/human-interface-guidelines/windows#visionOS" → "windows.md#visionOS"
          let page = url.split(separator: "/").last ?? ""
          let parts = page.split(separator: "#", maxSplits: 1)
          text += "[\(title)](\(parts[0]).md" + (parts.count > 1 ? "#\(parts[1])" : "") + ")"
        } else if url.hasPrefix("http") {
          text += "[\(title)](\(url))"
        } else {
          text += title
        }
      case "link": text += "[\(item["title"] as? String ?? "")](\(item["destination"] as? String ?? ""))"
      case "image": break
      default: text += texts(in: item).joined(separator: " ")
      }
    }
    return text
  }

  // MARK: - Apple's JSON

  /// A page in the shape Apple serves (`../shared/formats/apple-hig-json.md`): the same blocks in
  /// each language, so the Korean page pairs with the English one block by block.
  func json(
    slug: String, title: (en: String, ko: String), shape: Shape, blocks: [FilledBlock], korean: Bool
  ) throws -> Data {
    var references: [String: Any] = [:]
    let content: [Any] = blocks.map { block in
      switch block {
      case .heading(let level, let en, let ko, let anchor):
        return ["type": "heading", "level": level, "text": korean ? ko : en, "anchor": anchor] as [String: Any]
      case .block(_, let pair):
        references.merge(korean ? pair.koReferences : pair.enReferences) { first, _ in first }
        return korean ? pair.ko : pair.en
      }
    }
    let firstText = blocks.lazy.compactMap { block -> [Any]? in
      if case .block("paragraph", let pair) = block {
        return (korean ? pair.ko : pair.en)["inlineContent"] as? [Any]
      }
      return nil
    }.first ?? []
    let object: [String: Any] = [
      "schemaVersion": ["major": 0, "minor": 3, "patch": 0],
      "identifier": ["url": "\(AnchorCorpus.root)/\(slug)", "interfaceLanguage": "swift"],
      "kind": "article",
      "metadata": ["role": "article", "title": korean ? title.ko : title.en],
      "hierarchy": shape.hierarchy,
      "sections": [],
      "abstract": firstText.filter { ($0 as? NSDictionary)?["type"] as? String == "text" },
      "primaryContentSections": [["kind": "content", "content": content]],
      "references": references,
    ]
    return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
  }

  // MARK: - Reading Apple's pages

  /// A page's blocks grouped under their headings' anchors ("" before the first heading).
  static func sections(of page: NSDictionary) -> [(anchor: String, blocks: [NSDictionary])] {
    let content = (page["primaryContentSections"] as? [NSDictionary] ?? []).flatMap {
      $0["content"] as? [NSDictionary] ?? []
    }
    var sections: [(anchor: String, blocks: [NSDictionary])] = [("", [])]
    for block in content {
      if block["type"] as? String == "heading" {
        sections.append((block["anchor"] as? String ?? "", []))
      }
      sections[sections.count - 1].blocks.append(block)
    }
    return sections
  }

  /// The entries of `references` that a block's identifiers name.
  static func references(of block: Any, in references: [String: Any]) -> [String: Any] {
    var found: [String: Any] = [:]
    func visit(_ value: Any) {
      if let object = value as? NSDictionary {
        if let identifier = object["identifier"] as? String, let entry = references[identifier] {
          found[identifier] = entry
        }
        for (_, child) in object { visit(child) }
      } else if let array = value as? [Any] {
        array.forEach(visit)
      }
    }
    visit(block)
    return found
  }

  /// Every `text` and `code` string of a block, in order.
  static func texts(in value: Any) -> [String] {
    var found: [String] = []
    func visit(_ value: Any) {
      if let object = value as? NSDictionary {
        for key in ["text", "code"] { if let text = object[key] as? String { found.append(text) } }
        for key in ["inlineContent", "content", "items", "rows"] { if let child = object[key] { visit(child) } }
      } else if let array = value as? [Any] {
        array.forEach(visit)
      }
    }
    visit(value)
    return found
  }

  static func jsonBytes(_ value: Any) -> Int {
    (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes]))?.count ?? 0
  }
}

extension AnchorCorpus {
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

  /// The corpora as a Markdown table: pages, bytes, bytes per page, distinct words, folder.
  static func table(_ corpora: [Written]) -> String {
    var rows = [["corpus", "pages", "MiB", "kB per page", "distinct words", "folder"]]
    for corpus in corpora {
      rows.append([
        corpus.name, String(corpus.pages), String(format: "%.2f", Double(corpus.bytes) / 1_048_576),
        String(format: "%.1f", Double(corpus.bytes) / Double(max(1, corpus.pages)) / 1e3), String(corpus.words),
        corpus.folder.relativePath,
      ])
    }
    return MarkdownTable.render(rows)
  }
}
