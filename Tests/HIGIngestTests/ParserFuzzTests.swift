import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

/// A fuzz target per parser of the ingest stage, run for a fixed time from a fixed seed
/// (`Fuzzer`): no input crashes a parser or the builder behind it, none makes it superlinear,
/// and a folder of fuzzed files still ingests its good file as if they were not there. Inputs
/// that ever broke a parser live in Fixtures/regressions and are replayed first.
@Suite(.serialized) struct ParserFuzzTests {
  static let markup = [
    "#", "## ", "### - ", "- ### ", "**", "*", "_", "__", "~~", "`", "```", "~~~", "[", "]", "(", ")", "![", "](",
    ">", "> ", "- ", "* ", "1. ", "2) ", "|", "| --- |", "---", "===", "\n", "\n\n", "\r\n", "\r", " ", "    ", "\t",
    "<", ">", "<div>", "</div>", "<h2>", "</h2>", "<p>", "<br />", "<img alt=\"대체\">", "<b>", "</b>", "<table><tr><td>",
    "<!--", "-->", "&amp;", "&#", "&#x1F600;", ";", "\\", "토글", "모범 사례", "플랫폼 고려 사항", "iOS, iPadOS", "사용하세요.",
    "Avoid clutter.", "Use a switch.", "참고:", "Note:", "역자설명 :", "2024년 6월 10일", "June 10, 2024", "title: 토글",
    "platforms: [iOS", "Source: https://developer.apple.com/design/human-interface-guidelines/toggles", "😀", "e\u{301}",
    "\u{200B}", "\u{FEFF}", "<script>", "</script>", "<article>", "<nav>", "<main>", "(", "토글(Toggles)", "[a]: b",
    "`` ` ``", "<header>", "<aside class=note>", "| 2024년 6월 10일 | 변경 |", "## 변경 기록", "\u{1B}[2J",
  ]

  static let frontMatterFragments = [
    "title: ", "slug: ", "platforms: ", "category: ", "author: ", "source: ", "[", "]", ",", "- ", "\n", " ", "\t",
    "\"", "'", "''", "\\\"", "\\\\", "\\", ":", "#", "iOS", "macOS", "Vision Pro", "토글", "drag-and-drop", "Drag and Drop",
    "https://developer.apple.com/design/human-interface-guidelines/toggles", "---", "...", "😀", "\u{FEFF}",
  ]

  /// Apple's page JSON (swift-docc render JSON): its keys, block and inline types, references.
  static let appleJSON = FuzzTarget.jsonFragments + [
    "\"primaryContentSections\"", "\"content\"", "\"inlineContent\"", "\"type\"", "\"heading\"", "\"paragraph\"",
    "\"unorderedList\"", "\"orderedList\"", "\"items\"", "\"table\"", "\"rows\"", "\"aside\"", "\"style\"",
    "\"note\"", "\"strong\"", "\"emphasis\"", "\"codeVoice\"", "\"reference\"", "\"identifier\"", "\"image\"",
    "\"references\"", "\"url\"", "\"doc://com.apple.HIG/design/Human-Interface-Guidelines/toggles\"",
    "\"/kr/design/human-interface-guidelines/toggles\"", "\"abstract\"", "\"metadata\"", "\"title\"", "\"level\"",
    "\"anchor\"", "\"links\"", "\"variants\"", "\"tabNavigator\"", "\"tabs\"", "\"row\"", "\"columns\"",
    "\"termList\"", "\"term\"", "\"definition\"", "\"links\"", "\"unknownBlockType\"", "토글", "Toggles",
  ]

  static func fixture(_ name: String) -> String {
    (try? String(contentsOf: Fixtures.file(name, target: "HIGIngestTests"), encoding: .utf8)) ?? ""
  }

  static let texts = [
    "apple/toggles.ko.md", "apple/toggles.en.md", "community/foundations/color.md", "community/components/sliders.md",
    "html/velog-post.html", "html/apple-sidebars.html", "html/notion-export.html",
  ].map(fixture)

  /// What must always hold of a parse, built into a guideline as ingestion builds it.
  static func build(_ parsed: ParsedSource, format: SourceFormat) {
    for block in parsed.blocks { #expect(block.line >= 1, "\(format): block line \(block.line)") }
    let builder = GuidelineBuilder(file: "fuzz.\(format.rawValue)", format: format.rawValue, metadata: nil, catalog: .builtIn)
    let ids = builder.build(parsed.blocks).0.records.map(\.id.rawValue)
    #expect(Set(ids).count == ids.count, "\(format): duplicate record IDs")
  }

  static let targets: [FuzzTarget] = [
    FuzzTarget(name: "plain text", fragments: markup, seeds: texts) { build(SourceFormat.text.parse($0), format: .text) },
    FuzzTarget(name: "Markdown", fragments: markup, seeds: texts) { build(SourceFormat.markdown.parse($0), format: .markdown) },
    FuzzTarget(name: "HTML", fragments: markup, seeds: texts) { build(SourceFormat.html.parse($0), format: .html) },
    FuzzTarget(name: "front matter", fragments: frontMatterFragments, seeds: [fixture("apple/toggles.ko.md")]) { text in
      let parsed = MarkdownParser.parse("---\n" + text + "\n---\n# 토글\n\n토글은 두 상태를 오갑니다.\n")
      if let frontMatter = parsed.frontMatter {
        let metadata = frontMatter.metadata(file: "fuzz.md")
        #expect(metadata.slug.map(Slug.isValid) ?? true, "a front matter slug that is no slug: \(metadata.slug ?? "")")
      }
      build(parsed, format: .markdown)
    },
    // Apple's page JSON, read and built as the ingester does; refusing it (throwing) is fine.
    FuzzTarget(
      name: "Apple JSON", fragments: appleJSON,
      seeds: ["en/toggles.json", "ko/toggles.json", "en/tab-bars.json", "en/charts.json"].map { fixture("applejson/" + $0) }
    ) { text in
      let page = try ApplePage(bytes: Array(text.utf8), file: "apple/en/fuzz.json")
      let builder = GuidelineBuilder(
        file: "apple/en/fuzz.json", format: SourceFormat.appleJSON.rawValue, metadata: nil, catalog: .builtIn)
      // Record IDs are assigned when Apple's pages are joined, as the ingester does.
      var pages = ApplePages()
      _ = pages.add(builder.build(page).0, file: "apple/en/fuzz.json")
      var diagnostics: [Diagnostic] = []
      let ids = pages.guidelines(diagnostics: &diagnostics).flatMap(\.guideline.records).map(\.id.rawValue)
      #expect(Set(ids).count == ids.count, "Apple JSON: duplicate record IDs")
    },
  ]

  @Test func replaysInputsThatOnceBrokeAParser() throws {
    let folder = Fixtures.file("regressions", target: "HIGIngestTests")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!names.isEmpty)
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for format in SourceFormat.allCases { Self.build(format.parse(text), format: format) }
    }
  }

  @Test(arguments: targets)
  func fuzzedInputsNeitherCrashNorGrowSuperlinearly(_ target: FuzzTarget) {
    let report = Fuzzer(target).run()
    #expect(report.worst?.isLinear ?? true, "seed \(Fuzzer.seed): \(report)")
  }

  /// A folder of fuzzed files in every format beside one good text: the good text's guideline is
  /// exactly what it is alone, and every fuzzed file is ingested or named in a diagnostic.
  @Test func fuzzedFilesLeaveTheRestOfTheFolderAlone() throws {
    let good = "# 메뉴\n\n## 모범 사례\n\n**메뉴 항목을 짧게 쓰세요.** 메뉴는 명령을 모읍니다.\n\n- 자주 쓰는 명령을 위에 두세요.\n"
    let alone = TemporaryFolder()
    try alone.write(good, to: "0-good/menus.md")
    let expected = try #require(try Ingester(folder: ContentFolder(url: alone.url)).ingest().guidelines.first)
    let folder = TemporaryFolder()
    try folder.write(good, to: "0-good/menus.md")
    var written: [String] = []
    for (target, ext) in zip(Self.targets.prefix(3), ["txt", "md", "html"]) {
      var inputs = Fuzzer(target).inputs()
      for number in 0..<25 {
        guard let input = inputs.next() else { break }
        let name = "fuzz/\(ext)-\(number).\(ext)"
        try folder.write(input, to: name)
        written.append(name)
      }
    }
    let kb = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    let menus = try #require(kb.guidelines.first { $0.source.file == "0-good/menus.md" })
    #expect(menus.slug == expected.slug)
    #expect(menus.records.map(\.id) == expected.records.map(\.id))
    #expect(menus.records.map(\.text) == expected.records.map(\.text))
    let accounted = Set(kb.guidelines.map(\.source.file) + kb.diagnostics.compactMap(\.file))
    for name in written { #expect(accounted.contains(name), "\(name) was neither ingested nor reported") }
  }
}
