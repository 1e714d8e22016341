import HIGCite
import HIGModel
import TestSupport
import Testing

@Suite struct CitationRenderingTests {
  static let site = SiteAddress(baseURL: "https://hig.example.kr/")

  func citation(_ id: String) throws -> Citation {
    let kb = try ContentCopy.original()
    let (guideline, record) = try #require(kb.lookup(RecordID(rawValue: id)))
    return Citation(record: record, guideline: guideline)
  }

  @Test(
    "renders a rule as its snapshot",
    arguments: [
      ("drag-and-drop/s1ca72", CitationFormat.markdown, "both", "drag-and-drop-s1ca72.md"),
      ("home-screen-quick-actions/k3mfm3", .markdown, "both", "home-screen-quick-actions-k3mfm3.md"),
      ("home-screen-quick-actions/k3mfm3", .text, "en", "home-screen-quick-actions-k3mfm3-en.txt"),
      ("home-screen-quick-actions/k3mfm3", .html, "both", "home-screen-quick-actions-k3mfm3.html"),
      ("drag-and-drop/h0q5xs", .json, "ko", "drag-and-drop-h0q5xs.json"),
      ("drag-and-drop/h0q5xs", .markdown, "ko", "drag-and-drop-h0q5xs-ko.md"),
    ])
  func rendersSnapshots(id: String, format: CitationFormat, lang: String, snapshot: String) throws {
    let languages = Language.allCases.filter { lang == "both" || $0.rawValue == lang }
    let output = try citation(id).render(format, languages: languages, site: Self.site)
    if let failure = Golden.check(output, named: snapshot, target: "HIGCiteTests") { Issue.record("\(failure)") }
  }

  /// The site writes one location per section, and the browser composes each record's citation
  /// from it: each must be where `hig cite` places the section's records.
  @Test func sectionLocationsAreWhereEachRecordIsCited() throws {
    let kb = try ContentCopy.original()
    for guideline in kb.guidelines {
      let locations = Citation.sectionLocations(of: guideline)
      #expect(locations.count == guideline.sections.count)
      for (section, location) in zip(guideline.sections, locations) {
        for record in section.records {
          let header = Citation(record: record, guideline: guideline).render(.text).prefix { $0 != "\n" }
          #expect(header == "\(location) — \(record.id)")
        }
      }
    }
  }

  @Test func theFactsAreThoseOfTheCitationsLastLine() throws {
    let citation = try citation("drag-and-drop/s1ca72")
    #expect(citation.facts() == "rule · consider · iOS, iPadOS, macOS")
    #expect(citation.facts(languages: [.ko]) == "규칙 · 고려하세요 · iOS, iPadOS, macOS")
  }

  @Test func aKoreanOnlyRuleCitedInEnglishStillQuotesItsKoreanText() throws {
    let output = try citation("drag-and-drop/s1ca72").render(.text, languages: [.en])
    #expect(output.contains("가능한 앱 전체에서 드래그 앤 드롭을 지원하는 것이 좋습니다."))
  }

  @Test func withoutASiteTheCitationLinksOnlyToApple() throws {
    let output = try citation("drag-and-drop/s1ca72").render(.markdown)
    #expect(!output.contains("hig.example.kr"))
    #expect(output.contains("(https://developer.apple.com/design/human-interface-guidelines/drag-and-drop)"))
  }

  @Test func everyMarkdownLineIsPartOfOneBlockQuote() throws {
    for line in try citation("home-screen-quick-actions/k3mfm3").render(.markdown).split(separator: "\n") {
      #expect(line.hasPrefix(">"))
    }
  }

  @Test(
    "escapes text that would otherwise become markup",
    arguments: [
      ("a *b* _c_ [d](e) <f>", #"a \*b\* \_c\_ \[d\](e) \<f\>"#),
      ("- not a list", #"\- not a list"#),
      ("1 - 2", "1 - 2"),
      // Canonically a backtick to Swift's Characters, but no Markdown.
      ("a \u{1FEF} b", "a \u{1FEF} b"),
      ("*\u{301} joins a mark", "*\u{301} joins a mark"),
    ])
  func escapesMarkdown(text: String, expected: String) {
    let guideline = Guideline(
      slug: "sample", title: LocalizedText(en: "Sample"), category: "Patterns", appleURL: "https://example.com",
      source: Source(file: "sample.txt", format: "text"), platforms: PlatformSupport(), sections: [])
    let record = Record(id: RecordID(slug: "sample", text: text), kind: .explanation, text: LocalizedText(en: text))
    let output = Citation(record: record, guideline: guideline).render(.markdown)
    #expect(output.contains("> \(expected)\n"))
  }

  /// A rule whose statement is empty has none to set in bold: no `****` in Markdown.
  @Test func anEmptyStatementIsNoStatement() {
    let guideline = Guideline(
      slug: "sample", title: LocalizedText(en: "Sample"), category: "Patterns", appleURL: "https://example.com",
      source: Source(file: "sample.txt", format: "text"), platforms: PlatformSupport(), sections: [])
    let record = Record(
      id: RecordID(rawValue: "sample/a"), kind: .rule, text: LocalizedText(en: "Do this."),
      statement: LocalizedText(en: ""))
    let citation = Citation(record: record, guideline: guideline)
    #expect(citation.render(.markdown).contains("> Do this.\n"))
    #expect(!citation.render(.html).contains("<strong>"))
  }

  /// The bold statement is the text's own, even when the statement field is written differently.
  @Test func theStatementQuotedIsTheTextAsWritten() {
    let record = Record(
      id: RecordID(rawValue: "sample/b"), kind: .rule, text: LocalizedText(ko: "\u{1100}\u{1161}\u{11A8} 나머지"),
      statement: LocalizedText(ko: "\u{AC01}"))
    let (statement, rest) = record.statementAndRest(.ko) ?? (nil, "")
    #expect(statement.map { Array($0.unicodeScalars) } == Array("\u{1100}\u{1161}\u{11A8}".unicodeScalars))
    #expect(rest == " 나머지")
  }

  @Test func htmlEscapesEveryText() {
    let text = "<script>alert(\"x\")</script> & more"
    let guideline = Guideline(
      slug: "sample", title: LocalizedText(en: "A <b> title"), category: "Patterns", appleURL: "https://example.com",
      source: Source(file: "sample.txt", format: "text"), platforms: PlatformSupport(), sections: [])
    let record = Record(id: RecordID(slug: "sample", text: text), kind: .explanation, text: LocalizedText(en: text))
    let output = Citation(record: record, guideline: guideline).render(.html)
    #expect(!output.contains("<script>"))
    #expect(!output.contains("<b>"))
    #expect(output.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more"))
  }
}
