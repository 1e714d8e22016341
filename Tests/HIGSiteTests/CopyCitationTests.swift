import Foundation
import HIGCite
import HIGModel
import HIGSite
import TestSupport
import Testing

/// The "copy citation" buttons in headless Chromium (Fixtures/JavaScript/citation-check.js): what
/// cite.js composes from the page must be what `hig cite` prints, for every record of the
/// fixture site's content and for records written to break it (Markdown's special characters, combining marks,
/// line breaks, control characters, tables, a base URL with parentheses).
@Suite(.serialized) struct CopyCitationTests {
  struct Copied {
    var page: String
    var id: String
    var citation: String
    var whole: Bool
  }

  struct Report {
    var real: [Copied]
    var tricky: [Copied]
  }

  static let trickyBaseURL = "https://example.github.io/h(i)g"

  /// Every button of both sites, read in one Chromium run.
  static let report = Result { () throws -> Report in
    let chromium = try BrowserTests.chromium()
    let real = try SearchParityTests.WrittenSite.shared.get().site
    let folder = TemporaryFolder("hig-copy-citation")
    let tricky = folder.url.appendingPathComponent("_site")
    let options = SiteOptions(theme: try SiteTheme(folder: BuiltSite.theme), baseURL: trickyBaseURL)
    try SiteWriter(output: tricky).write(try SiteBuilder(knowledgeBase: trickyKnowledgeBase, options: options).build())
    let pages = try [real, tricky].flatMap { site in
      try htmlFiles(in: site).filter { try String(contentsOf: $0, encoding: .utf8).contains("copy-citation") }
    }
    let script = Fixtures.file("JavaScript/citation-check.js", target: "HIGSiteTests")
    let output = try NodeRunner.run(script: script, arguments: [chromium.path] + pages.map(\.path))
    let byPage = try #require(output as? [String: [[String: Any]]])
    func copied(under site: URL) -> [Copied] {
      byPage.filter { $0.key.hasPrefix(site.path + "/") }.sorted { $0.key < $1.key }.flatMap { page, buttons in
        buttons.map { button in
          Copied(
            page: String(page.dropFirst(site.path.count + 1)), id: button["id"] as? String ?? "",
            citation: button["citation"] as? String ?? "", whole: button["whole"] as? Bool ?? false)
        }
      }
    }
    return Report(real: copied(under: real), tricky: copied(under: tricky))
  }

  static func htmlFiles(in site: URL) -> [URL] {
    let files = FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
    return files.filter { $0.pathExtension == "html" }.map(\.standardizedFileURL)
  }

  static func expected(_ id: String, in knowledgeBase: KnowledgeBase, site: SiteAddress?) -> String? {
    guard let (guideline, record) = knowledgeBase.lookup(RecordID(rawValue: id)) else { return nil }
    return Citation(record: record, guideline: guideline).render(.markdown, site: site)
  }

  @Test func everyRecordOfTheRealSiteCopiesTheCitationHigCitePrints() throws {
    let copied = try Self.report.get().real
    let knowledgeBase = try BuiltSite.fixture.get().knowledgeBase
    // Each record on its guideline's page (platform pages only link to it).
    #expect(Set(copied.map(\.id)) == Set(knowledgeBase.records.map(\.id.rawValue)))
    #expect(!copied.contains { $0.page.hasPrefix("platforms/") })
    for button in copied {
      #expect(button.citation == Self.expected(button.id, in: knowledgeBase, site: nil), "\(button.page): \(button.id)")
    }
    let tables = Set(knowledgeBase.records.filter { $0.kind == .table }.map(\.id.rawValue))
    #expect(Set(copied.filter(\.whole).map(\.id)) == tables, "only a table's page cannot give its text as written")
  }

  @Test func recordsWrittenToBreakTheCopyStillCopyTheCitationHigCitePrints() throws {
    let copied = try Self.report.get().tricky
    let site = SiteAddress(baseURL: Self.trickyBaseURL)
    #expect(Set(copied.map(\.id)) == Set(Self.trickyKnowledgeBase.records.map(\.id.rawValue)))
    for button in copied {
      #expect(
        button.citation == Self.expected(button.id, in: Self.trickyKnowledgeBase, site: site),
        "\(button.page): \(button.id)")
    }
    #expect(
      Set(copied.filter(\.whole).map(\.id)) == [
        "tricky/crlf", "tricky/control", "tricky/next-line", "tricky/delete", "tricky/noncharacter", "tricky/table",
      ])
    #expect(
      copied.contains { $0.citation.contains("(https://example.github.io/h%28i%29g/tricky.html#tricky/specials)") })
  }

  /// One guideline of records that each try to make the browser's copy differ from `hig cite`'s.
  static let trickyKnowledgeBase: KnowledgeBase = {
    func record(
      _ name: String, _ kind: RecordKind = .rule, ko: String? = nil, en: String? = nil, statement: LocalizedText? = nil,
      strength: Strength? = nil, platforms: [Platform] = [], rows: [[String]]? = nil
    ) -> Record {
      Record(
        id: RecordID(rawValue: "tricky/\(name)"), kind: kind, text: LocalizedText(ko: ko, en: en),
        statement: statement, strength: strength, platforms: platforms, rows: rows)
    }
    let specials = "**굵게** `코드` <태그> _밑줄_ [링크](x) #해시 |파이프| ~물결~ !느낌표 \\역슬래시"
    let sections = [
      Section(
        anchor: "intro", heading: nil, kind: .introduction, level: 2,
        records: [record("untitled", .explanation, ko: "제목 없는 절의 설명 - 줄표 + 더하기 = 같음")]),
      Section(
        anchor: "best-practices", heading: LocalizedText(ko: "모범 *사례*", en: "Best [practices]"), kind: .bestPractices,
        level: 2,
        records: [
          record(
            "specials", ko: "\(specials) 뒤의 설명.", en: "Use *stars* and `ticks`. - dash + plus = equals",
            statement: LocalizedText(ko: specials, en: "Use *stars* and `ticks`."), strength: .do,
            platforms: [.iOS, .iPadOS]),
          record(
            "lines", .explanation, ko: "첫 줄\n- 줄표로 시작하는 줄\n  + 공백 뒤 더하기\n\n= 빈 줄 뒤\t탭",
            statement: LocalizedText(ko: "첫 줄")),
          record(
            "combining", ko: "e\u{301}* 결합 *\u{301} 자모 \u{1100}\u{1161}\u{11A8} -\u{301}", strength: .dont,
            platforms: [.macOS]),
          record("line-start-combining", en: "-\u{301} starts with a dash and a combining mark"),
          record(
            "emoji", en: "👩‍💻 codes 🇰🇷 and \u{FEFF}zero width; 𝒳 is outside the BMP",
            statement: LocalizedText(en: "👩‍💻 codes")),
          record(
            "not-a-prefix", ko: "본문은 문장과 다르게 시작합니다.", statement: LocalizedText(ko: "다른 문장."), strength: .consider),
          record("empty-statement", en: "The statement is empty.", statement: LocalizedText(en: "")),
          record("statement-only", en: "Only a statement.", statement: LocalizedText(en: "Only a statement.")),
          record("crlf", .explanation, ko: "윈도우 줄바꿈\r\n다음 줄"),
          record("control", .explanation, en: "a bell \u{7} rings"),
          record("next-line", .explanation, en: "a C1 \u{85} next line"),
          record("delete", .explanation, en: "a \u{7F} delete"),
          record("c1-lookalike", .explanation, en: "Â and \u{A0} no-break space read back as written"),
          record("noncharacter", .explanation, en: "LibXML drops \u{FFFE} and \u{FFFF}"),
          record("varia", en: "U+1FEF \u{1FEF} is no backtick, though Swift's Characters say it equals one"),
          record(
            "nfd-rule", ko: "\u{1100}\u{1161}\u{11A8} 규칙의 나머지", statement: LocalizedText(ko: "\u{AC01}"), strength: .do),
          record("nfd-note", .note, en: "e\u{301}tude notes", statement: LocalizedText(en: "\u{E9}tude")),
          record("table", .table, en: "Size | Use", rows: [["Size", "Use"], ["*44* pt", "<tap>"]]),
          record("item-one", .listItem, ko: "목록 *하나*"),
          record("item-two", .listItem, en: "item `two`"),
          record("translator", .translatorNote, ko: "역자 주: _밑줄_"),
          record("note", .note, en: "A note with a statement.", statement: LocalizedText(en: "A note")),
        ]),
      Section(
        anchor: "platform-considerations", heading: LocalizedText(en: "Platform considerations"),
        kind: .platformConsiderations, level: 2),
      Section(
        anchor: "ipados", heading: LocalizedText(en: "iPadOS"), kind: .platform, level: 3, platforms: [.iPadOS],
        records: [
          record(
            "ipados", ko: "아이패드 > 규칙", en: "iPad > rule", statement: LocalizedText(en: "iPad"), platforms: [.iPadOS])
        ]),
      Section(
        anchor: "deeper", heading: LocalizedText(ko: "더 깊은 절"), kind: .topic, level: 4, platforms: [.iPadOS],
        records: [record("deeper", .explanation, ko: "세 단계 아래", platforms: [.iPadOS])]),
    ]
    let guideline = Guideline(
      slug: "tricky", title: LocalizedText(ko: "까다로운 *인용*", en: "Tricky [citations]"), category: "Patterns",
      appleURL: "https://developer.apple.com/design/human-interface-guidelines/tricky (draft)",
      source: Source(file: "tricky.txt", format: "text"),
      platforms: PlatformSupport(supported: [.iOS, .iPadOS, .macOS]),
      sections: sections)
    return KnowledgeBase(contentFingerprint: "copy-citation-tests", guidelines: [guideline])
  }()
}
