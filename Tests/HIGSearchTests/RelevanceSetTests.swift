import Foundation
import HIGIngest
import HIGModel
import TestSupport
import Testing

@testable import HIGSearch

/// hig's own relevance set over official-style bilingual pages (Fixtures/relevance) and the bundled
/// texts: it must be judgeable (every expected snippet is some record's text), and its JSON pages
/// must be in the shape Apple serves, so the Apple JSON ingester reads them as the Markdown twins.
@Suite struct RelevanceSetTests {
  static let folder = Fixtures.file("relevance", target: "HIGSearchTests")

  /// The bundled texts with the Markdown twins of the JSON pages, ingested together.
  static let knowledgeBase = ingest(pages: "markdown")

  /// The bundled texts with the JSON pages as Apple serves them (`Content/apple/en|ko`): official
  /// content as `hig fetch` leaves it.
  static let officialKnowledgeBase = ingest(pages: "apple-json")

  /// The bundled texts with the fixture's pages of folder `pages` as `Content/apple`, ingested.
  static func ingest(pages: String) -> KnowledgeBase {
    let content = TemporaryFolder("hig-relevance-\(pages)")
    try! FileManager.default.copyItem(at: Fixtures.contentFolder, to: content.url.appendingPathComponent("Content"))
    try! FileManager.default.copyItem(
      at: folder.appendingPathComponent(pages), to: content.url.appendingPathComponent("Content/apple"))
    return try! Ingester(folder: ContentFolder(url: content.url.appendingPathComponent("Content"))).ingest()
  }

  static let set = try! RelevanceSet(
    text: try! String(contentsOf: folder.appendingPathComponent("queries.tsv"), encoding: .utf8), source: "queries.tsv")

  @Test func everyQueryHasARecordThatAnswersIt() {
    let texts = Self.knowledgeBase.records.flatMap { [$0.text.ko, $0.text.en].compactMap { $0 } }
      .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    let unanswerable = Self.set.queries.filter { query in
      !query.snippets.contains { s in texts.contains { $0.contains(s) } }
    }
    #expect(unanswerable.map(\.id) == [])
    let kinds = Set(Self.set.queries.map(\.kind))
    #expect(kinds == ["ko", "vocab", "en", "xling", "mixed", "platform", "loanword", "figure"])
    #expect(Self.set.queries.count >= 50)
  }

  @Test func theTwinsMergeIntoBilingualGuidelines() {
    let kb = Self.knowledgeBase
    for slug in ["tab-bars", "windows", "toggles", "sheets", "alerts"] {
      let guideline = kb.guideline(slug: slug)
      #expect(guideline?.title.isPair == true, "\(slug)")
      #expect((guideline?.records.filter(\.text.isPair).count ?? 0) >= 10, "\(slug)")
    }
    #expect(kb.guideline(slug: "sliders")?.records.allSatisfy { $0.text.ko == nil } == true)
  }

  /// Scores the current search on the set, per kind (printed; the kinds this set was written to
  /// expose, loanword and figure, are not asserted).
  @Test func scoresPerKind() throws {
    let index = try SearchIndex(bytes: IndexBuilder.build(Self.knowledgeBase))
    let evaluation = try Evaluation.run(Self.set, searcher: Searcher(index: index))
    for (kind, scores) in evaluation.byKind {
      print("relevance \(kind) \(scores.queries) MRR@10 \(scores.mrr)")
    }
    #expect(evaluation.overall.hitAt5 >= 0.8)
  }

  /// On official content, the community's words find Apple's rules first: 탭 바 (Apple: 탭 막대),
  /// 슬라이더 on an English-only page, 윈도우 크기 over the windows page's figures and lists.
  @Test func everydayQueriesFindTheRuleFirstOnOfficialPages() throws {
    let searcher = Searcher(index: try SearchIndex(bytes: IndexBuilder.build(Self.officialKnowledgeBase)))
    func first(_ text: String, platform: Platform? = nil) throws -> StoredRecord? {
      var filter = SearchFilter()
      if let platform { filter.insert(platform) }
      return try searcher.search(try SearchQuery.parse(text, filter: filter), limit: 1).hits.first?.record
    }
    let tabBar = try #require(try first("탭 바"))
    #expect(tabBar.guideline == "tab-bars" && tabBar.kind == .rule, "\(tabBar.id): \(tabBar.text.ko ?? "")")
    let slider = try #require(try first("슬라이더", platform: .macOS))
    #expect(slider.guideline == "sliders" && slider.kind == .rule, "\(slider.id): \(slider.text.en ?? "")")
    #expect(slider.platforms.isEmpty || slider.platforms.contains(.macOS))
    let window = try #require(try first("윈도우 크기"))
    #expect(
      window.guideline == "windows" && window.kind == .rule && window.text.ko?.contains("크기") == true,
      "\(window.id): \(window.text.ko ?? "")")
  }

  /// Scores the current search on the set with the JSON pages (what `hig eval` reports on a
  /// content folder holding them), and on the held-out queries written before tuning.
  @Test(arguments: ["queries.tsv", "heldout.tsv"])
  func scoresPerKindOnOfficialPages(_ file: String) throws {
    let set = try RelevanceSet(
      text: try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8), source: file)
    let index = try SearchIndex(bytes: IndexBuilder.build(Self.officialKnowledgeBase))
    let evaluation = try Evaluation.run(set, searcher: Searcher(index: index))
    for (kind, scores) in evaluation.byKind {
      print("relevance (JSON pages) \(file) \(kind) \(scores.queries) MRR@10 \(scores.mrr)")
    }
    #expect(evaluation.overall.hitAt5 >= 0.8)
  }

  // MARK: The JSON pages

  static func pages(_ language: String) throws -> [(slug: String, page: [String: Any])] {
    let directory = folder.appendingPathComponent("apple-json/\(language)")
    return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { name in
      let data = try Data(contentsOf: directory.appendingPathComponent(name))
      return (String(name.dropLast(5)), try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }
  }

  @Test(arguments: ["en", "ko"])
  func jsonPagesHaveApplesShape(_ language: String) throws {
    let pages = try Self.pages(language)
    #expect(pages.count == (language == "en" ? 6 : 5))
    for (slug, page) in pages {
      let identifier = try #require(page["identifier"] as? [String: Any])
      #expect(
        (identifier["url"] as? String)?.lowercased() == "doc://com.apple.hig/design/human-interface-guidelines/\(slug)")
      #expect((page["metadata"] as? [String: Any])?["role"] as? String == "article")
      #expect((page["abstract"] as? [[String: Any]])?.first?["type"] as? String == "text")
      let sections = try #require(page["primaryContentSections"] as? [[String: Any]])
      #expect(sections.first?["kind"] as? String == "content")
      let content = try #require(sections.first?["content"] as? [[String: Any]])
      let references = try #require(page["references"] as? [String: [String: Any]])
      let headings = content.filter { $0["type"] as? String == "heading" }
      #expect(headings.allSatisfy { $0["anchor"] is String && $0["level"] is Int && $0["text"] is String })
      #expect(headings.contains { $0["anchor"] as? String == "Platform-considerations" })
      #expect(headings.contains { $0["anchor"] as? String == "Best-practices" })
      // Every image is a reference with alt text and light and dark 2x variants.
      let images = content.compactMap { ($0["inlineContent"] as? [[String: Any]])?.first }
        .filter { $0["type"] as? String == "image" }.compactMap { $0["identifier"] as? String }
      #expect(!images.isEmpty)
      for image in images {
        let reference = try #require(references[image])
        #expect(reference["type"] as? String == "image" && reference["alt"] is String)
        #expect((reference["variants"] as? [[String: Any]])?.count == 2)
      }
      // Links to HIG pages: /kr/ on Korean pages, and a change log table with a header row.
      let topics = references.values.filter { ($0["identifier"] as? String)?.hasPrefix("doc://com.apple.HIG/") == true }
      #expect(
        topics.allSatisfy { ($0["url"] as? String)?.hasPrefix(language == "ko" ? "/kr/design/" : "/design/") == true })
      #expect(content.contains { $0["type"] as? String == "table" && $0["header"] as? String == "row" })
    }
  }
}
