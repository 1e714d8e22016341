import Foundation
import HIGIngest
import HIGModel
import HIGRelated
import TestSupport
import Testing

@Suite struct RelatedRulesTests {
  /// HIGCiteTests' fixture content: four short guidelines and the API symbols of each.
  static let content = Fixtures.file("content", target: "HIGCiteTests")
  static let knowledgeBase = Result { try Ingester(folder: ContentFolder(url: content)).ingest() }

  func related() throws -> RelatedRules {
    RelatedRules(knowledgeBase: try Self.knowledgeBase.get(), map: try APISymbolMap(contentFolder: Self.content))
  }

  /// Each of the four guidelines is found from the APIs it is about.
  @Test(arguments: [
    ("modality", "Button(\"Done\") { }.sheet(isPresented: $shown) { Detail() }"),
    ("modality", "controller.modalPresentationStyle = UIModalPresentationStyle.formSheet"),
    ("modality", "present(alert, animated: true)"),
    ("modality", ".fullScreenCover(isPresented: $playing) { Player() }"),
    ("drag-and-drop", "Text(item.name).onDrag { NSItemProvider(object: item.name as NSString) }"),
    ("drag-and-drop", "view.addInteraction(UIDragInteraction(delegate: self))"),
    ("drag-and-drop", "Image(photo).draggable(photo)"),
    ("multitasking", "@Environment(\\.scenePhase) private var scenePhase"),
    ("multitasking", "let task = UIApplication.shared.beginBackgroundTask { }"),
    ("home-screen-quick-actions", "let item = UIApplicationShortcutItem(type: \"new\", localizedTitle: \"New\")"),
  ])
  func eachBundledGuidelineIsFoundFromItsAPIs(slug: String, code: String) throws {
    let report = try related().report(for: [CodeSource(name: "View.swift", text: code)])
    #expect(report.guidelines.map(\.slug) == [slug])
    let guideline = try #require(report.guidelines.first)
    #expect(guideline.uses.first?.file == "View.swift")
    #expect(guideline.uses.first?.line == 1)
    #expect(!guideline.rules.isEmpty)
    #expect(guideline.rules.allSatisfy { $0.citation.hasPrefix("HIG:\(slug)/") })
  }

  /// A symbol the map ties to one rule puts that rule first, marked direct.
  @Test func aRuleNamedByASymbolComesFirst() throws {
    let code = "func sceneWillResignActive(_ scene: UIScene) { pause() }"
    let guideline = try #require(try related().report(for: [CodeSource(name: "S.swift", text: code)]).guidelines.first)
    #expect(guideline.rules.first?.id == "multitasking/4make8")
    #expect(guideline.rules.first?.direct == true)
    #expect(guideline.rules.dropFirst().allSatisfy { !$0.direct })
  }

  @Test func commentsStringsAndUnrelatedCodeFindNothing() throws {
    let code = "// .sheet(\nlet s = \"UIDragInteraction\"\nlet total = items.reduce(0, +)"
    let report = try related().report(for: [CodeSource(name: "A.swift", text: code)])
    #expect(report.guidelines.isEmpty)
    #expect(report.markdown().hasPrefix("No HIG guideline in the content concerns the UI this code uses"))
  }

  /// For a diff, only added and changed lines of Swift files count, each hit naming file:line.
  @Test func aDiffCountsOnlyItsAddedSwiftLines() throws {
    let text = try String(
      contentsOf: Fixtures.file("quick-actions.diff", target: "HIGRelatedTests"), encoding: .utf8)
    let report = try related().report(for: [CodeSource(name: "<stdin>", text: text)])
    #expect(report.guidelines.map(\.slug) == ["home-screen-quick-actions"])
    let uses = report.guidelines[0].uses.map { "\($0.file):\($0.line) \($0.written)" }
    #expect(
      uses == [
        "Sources/App/SceneDelegate.swift:14 .shortcutItems", "Sources/App/SceneDelegate.swift:15 UIApplicationShortcutItem(",
      ])
    #expect(report.skippedFiles == ["README.md"])
    if let failure = Golden.check(report.markdown(), named: "quick-actions.md", target: "HIGRelatedTests") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// A diff's file names are anyone's to choose: in the checklist the Action posts on a pull
  /// request, no image, link or @mention in one is live Markdown.
  @Test func markdownInAFileNameStaysText() throws {
    let name = "a`b ![t](https://evil.example/t.png) [@org/team](https://evil.example) `c.swift"
    let diff = "+++ b/\(name)\n@@ -0,0 +1 @@\n+x.sheet(isPresented: $shown) { Detail() }\n"
    let markdown = try related().report(for: [CodeSource(name: "<stdin>", text: diff)]).markdown()
    #expect(markdown.contains("Used at ``\(name):1`` (`.sheet(`)"))
    // Read back as CommonMark does: one code span, from the fence to the same fence.
    let line = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("Used at") })
    #expect(line.components(separatedBy: "``").count == 3)
  }

  /// A Korean file name in a diff is read as the Swift file it is, not skipped as "not Swift".
  @Test func aDiffOfAKoreanNamedFileIsRead() throws {
    let diff = "+++ \"b/\\354\\204\\244\\354\\240\\225.swift\"\n@@ -0,0 +1 @@\n+x.sheet(isPresented: $shown) { Detail() }\n"
    let report = try related().report(for: [CodeSource(name: "<stdin>", text: diff)])
    #expect(report.skippedFiles.isEmpty)
    #expect(report.guidelines.first?.uses.first?.file == "설정.swift")
  }

  @Test func aSwiftFileListsItsGuidelinesInTheOrderUsed() throws {
    let text = try String(
      contentsOf: Fixtures.file("SettingsView.swift", target: "HIGRelatedTests"), encoding: .utf8)
    let report = try related().report(for: [CodeSource(name: "SettingsView.swift", text: text)])
    #expect(report.guidelines.map(\.slug) == ["drag-and-drop", "modality"])
    #expect(report.guidelines.map { $0.uses.map(\.line) } == [[12], [17]])
  }

  @Test func platformsKeepOnlyTheirRules() throws {
    let code = "view.addInteraction(UIDragInteraction(delegate: self)); controller.present(sheet, animated: true)"
    let source = [CodeSource(name: "A.swift", text: code)]
    let macOS = try related().report(for: source, platforms: [.macOS])
    let dragRules = try #require(macOS.guidelines.first { $0.slug == "drag-and-drop" }).rules
    #expect(dragRules.allSatisfy { $0.platforms.isEmpty || $0.platforms.contains("macOS") })
    #expect(dragRules.contains { $0.platforms == ["macOS"] })
    let all = try related().report(for: source)
    #expect(all.guidelines.first { $0.slug == "drag-and-drop" }!.rules.count > dragRules.count)
    let watch = try related().report(for: source, platforms: [.watchOS])
    #expect(watch.guidelines.allSatisfy { $0.slug != "drag-and-drop" })
    #expect(watch.leftOut.contains("drag-and-drop"))
  }

  /// Apple's pages name their symbols on records: those link without any curated line.
  @Test func symbolsOnRecordsLinkTheirGuideline() throws {
    let rule = Record(
      id: RecordID(rawValue: "toggles/aaaaaa"), kind: .rule, text: LocalizedText(en: "Use a toggle for two states."),
      statement: LocalizedText(en: "Use a toggle for two states."), platforms: [.iOS])
    let resources = Record(
      id: RecordID(rawValue: "toggles/bbbbbb"), kind: .explanation, text: LocalizedText(en: "Toggle"),
      symbols: ["SwiftUI/Toggle", "SwiftUI/View/toggleStyle(_:)"])
    let toggles = Guideline(
      slug: "toggles", title: LocalizedText(en: "Toggles"), category: "Components",
      appleURL: "https://developer.apple.com/design/human-interface-guidelines/toggles",
      source: Source(file: "apple/en/toggles.json", format: "apple-json"), platforms: PlatformSupport(),
      sections: [
        Section(anchor: "overview", heading: nil, kind: .overview, level: 2, records: [rule, resources])
      ])
    let kb = KnowledgeBase(contentFingerprint: "x", guidelines: [toggles])
    let map = APISymbolMap(text: "symbol\tconcerns\nSwiftUI/View/toggleStyle(_:)\t-\nbad line\nSwiftUI/List\tlists-and-tabels\n")
    let related = RelatedRules(knowledgeBase: kb, map: map)
    #expect(related.diagnostics.map(\.id) == ["related.bad-symbol-line", "related.unknown-target"])
    #expect(related.diagnostics.map(\.line) == [3, 4])
    let report = related.report(for: [CodeSource(name: "A.swift", text: "Toggle(\"Wi-Fi\", isOn: $on).toggleStyle(.switch)")])
    #expect(report.guidelines.map(\.slug) == ["toggles"])
    #expect(report.guidelines[0].uses.map(\.written) == ["Toggle("])
    #expect(report.guidelines[0].rules.map(\.id) == ["toggles/aaaaaa"])
  }
}
