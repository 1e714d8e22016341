import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

@Suite(.serialized) struct FolderIngestTests {
  @Test func mergesApplesKoreanAndEnglishPagesIntoOneBilingualGuideline() throws {
    let folder = try FixtureContent.folder(["apple"])
    let kb = try FixtureContent.ingest(folder)
    #expect(kb.guidelines.map(\.slug) == ["toggles"])
    let toggles = try #require(kb.guidelines.first)
    #expect(toggles.title == LocalizedText(ko: "토글", en: "Toggles"))
    let rules = toggles.records.filter { $0.kind == .rule }
    #expect(rules.count == 4)
    #expect(rules.allSatisfy { $0.text.isPair && $0.statement?.isPair == true })
    #expect(
      rules.first?.statement == LocalizedText(ko: "토글의 상태를 분명하게 보여 주세요.", en: "Make the state of a toggle obvious."))
    let switches = try #require(toggles.sections.first { $0.heading?.en == "Switches" })
    #expect(switches.heading?.ko == "스위치")
    #expect(switches.platforms == [.iOS, .iPadOS])
    #expect(kb.diagnostics.contains { $0.id == "ingest.merged-translation" && $0.file == "apple/toggles.ko.md" })
    #expect(toggles.platforms.supported.contains(.macOS))
  }

  /// The knowledge base before its harvested term pairs (what a rebuild's comparison reads) has
  /// the final records, aliases and glossary; only the terminology grows after it.
  @Test func theKnowledgeBaseBeforeTheHarvestHasTheFinalRecordsAndAliases() throws {
    let folder = try FixtureContent.folder(["apple", "html"])
    let ingester = Ingester(folder: ContentFolder(url: folder.url))
    let plain = try ingester.ingest()
    let alias = try #require(plain.records.first).id
    try "old\tnew\nsidebars/x7k2mq\t\(alias.rawValue)\n".write(
      to: folder.url.appendingPathComponent("aliases.tsv"), atomically: true, encoding: .utf8)
    let provisional = try ingester.ingestBeforeHarvest(fingerprint: "f")
    let knowledgeBase = Ingester.harvestingTerms(provisional)
    #expect(knowledgeBase == (try ingester.ingest(fingerprint: "f")))
    #expect(provisional.guidelines == knowledgeBase.guidelines)
    #expect(provisional.aliases == [RecordID(rawValue: "sidebars/x7k2mq"): alias])
    #expect(provisional.glossary == knowledgeBase.glossary)
    #expect(knowledgeBase.guidelines == plain.guidelines)
    #expect(knowledgeBase.aliases == provisional.aliases)
  }

  @Test func keepsEachGuidelinesDatedChanges() throws {
    let folder = try FixtureContent.folder(["apple", "html"])
    let kb = try FixtureContent.ingest(folder)
    #expect(
      kb.guideline(slug: "toggles")?.changes == [
        ChangeLogEntry(date: "2023-09-12", change: "Added guidance on aligning checkboxes."),
        ChangeLogEntry(date: "2024-06-10", change: "Expanded guidance for switches in lists."),
      ])
    #expect(kb.guideline(slug: "sidebars")?.changes.map(\.date) == ["2023-03-02"])
  }

  @Test func pairsMachineAlignedQuotesWithTheParagraphBefore() throws {
    let folder = try FixtureContent.folder(["aligned"])
    let alerts = try #require(try FixtureContent.ingest(folder).guideline(slug: "alerts"))
    #expect(alerts.records.count == 4)
    #expect(alerts.records.allSatisfy { $0.text.isPair })
    #expect(alerts.records.filter { $0.kind == .rule }.compactMap(\.strength) == [.do, .dont])
    #expect(alerts.records.last?.references.map(\.slug) == ["buttons"])
  }

  @Test func readsCommunityRepositoriesShapes() throws {
    let folder = try FixtureContent.folder(["community"])
    let kb = try FixtureContent.ingest(folder)
    let color = try #require(kb.guideline(slug: "color"))
    #expect(color.category == "Foundations")
    #expect(color.platforms.supported == [.iOS, .iPadOS, .macOS])
    #expect(color.source.author == "김하늘")
    #expect(color.records.first?.text.ko == "색은 정보를 전달하고 상태를 알리며 앱에 개성을 줍니다.")
    let rules = color.records.filter { $0.kind == .rule }
    #expect(
      rules.compactMap(\.statement?.ko) == [
        "색만으로 정보를 전달하지 마세요", "앱 전체에서 색을 일관되게 사용하세요.", "시스템 색상을 우선 고려하세요.",
        "배경 색은 시스템 배경 색 계층을 따르세요.", "강조 색을 사람들이 고를 수 있게 하세요.",
      ])
    #expect(rules[1].references.map(\.slug) == ["dark-mode"])
    #expect(color.sections.first { $0.heading?.en == "iOS, iPadOS" }?.level == 2)
    let macOS = try #require(rules.last)
    #expect(macOS.platforms == [.macOS])
    let sliders = try #require(kb.guideline(slug: "sliders"))
    #expect(sliders.title == LocalizedText(ko: "슬라이더", en: "Sliders"))
    #expect(sliders.records.filter { $0.kind == .rule }.map(\.platforms) == [[.macOS], [.watchOS]])
    #expect(kb.diagnostics.contains { $0.id == "ingest.unknown-platform" && $0.message.contains("Androidd") })
  }

  @Test func notesASlugItCannotUse() throws {
    let folder = TemporaryFolder()
    try folder.write("---\nslug: Drag_and_Drop\n---\n\n**드래그를 지원하세요.** 설명입니다.\n", to: "drag.md")
    try folder.write("---\nslug: ../../etc/passwd\n---\n\n**이동을 지원하세요.** 설명입니다.\n", to: "move.md")
    let kb = try FixtureContent.ingest(folder)
    #expect(kb.guidelines.map(\.slug).sorted() == ["drag", "move"])
    let notes = kb.diagnostics.filter { $0.id == "ingest.invalid-slug" }
    #expect(notes.map(\.file) == ["drag.md", "move.md"])
    #expect(notes.map(\.severity) == [.note, .note])
    #expect(notes.first?.fix == "write it as 'drag-and-drop'")
  }

  @Test func mergesABlogTranslationWithApplesHTMLPage() throws {
    let folder = try FixtureContent.folder(["html"])
    let kb = try FixtureContent.ingest(folder)
    let sidebars = try #require(kb.guideline(slug: "sidebars"))
    #expect(sidebars.title == LocalizedText(ko: "사이드바", en: "Sidebars"))
    #expect(sidebars.source.format == "html")
    #expect(sidebars.records.filter { $0.kind == .rule }.allSatisfy { $0.text.isPair })
    #expect(sidebars.records.filter(\.text.isPair).count >= 6)
  }

  @Test func skipsReadMesAndLicencesAndTakesTitlesAndOrderFromATableOfContents() throws {
    let folder = try FixtureContent.folder(["community", "aligned"])
    try folder.write(
      "# 번역 목록\n\n- [경고 창(Alerts)](aligned/alerts.md)\n- [색상(Color)](community/foundations/color.md)\n- [슬라이더](community/components/sliders.md)\n",
      to: "README.md")
    try folder.write("MIT License\n\nPermission is hereby granted…", to: "LICENSE")
    let kb = try FixtureContent.ingest(folder)
    #expect(kb.guidelines.map(\.slug) == ["alerts", "color", "sliders"])
    #expect(kb.guideline(slug: "alerts")?.title.ko == "경고 창")
    let skipped = kb.diagnostics.filter { $0.id == "ingest.not-a-guideline" }.compactMap(\.file)
    #expect(skipped == ["LICENSE", "README.md"])
    #expect(kb.diagnostics.filter { $0.severity >= .warning }.isEmpty)
  }

  @Test func ordersAMergedGuidelineByWhicheverOfItsFilesTheContentsList() throws {
    let folder = try FixtureContent.folder(["apple", "aligned"])
    try folder.write(
      "- [토글](apple/toggles.ko.md)\n- [경고](aligned/alerts.md)\n- [버튼](components/buttons.md)\n", to: "SUMMARY.md")
    let kb = try FixtureContent.ingest(folder)
    #expect(kb.guidelines.map(\.slug) == ["toggles", "alerts"])
  }

  @Test func takesTheCategoryFromTheFolderWhenNothingElseGivesIt() throws {
    let folder = TemporaryFolder()
    try folder.write("# 나만의 주제\n\n**짧게 쓰세요.** 설명입니다.", to: "patterns/my-topic.md")
    let kb = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    #expect(kb.guidelines.first?.category == "Patterns")
  }

  @Test func snapshotOfTheMixedFixtureTree() throws {
    let folder = try FixtureContent.folder(["apple", "community", "aligned", "html"])
    let kb = try FixtureContent.ingest(folder)
    var lines: [String] = []
    for guideline in kb.guidelines {
      lines.append(
        "# \(guideline.slug) — \(guideline.title.ko ?? "-") / \(guideline.title.en ?? "-") [\(guideline.category)] \(guideline.source.format)"
      )
      for section in guideline.sections {
        let heading = section.heading.map { [$0.ko, $0.en].compactMap { $0 }.joined(separator: " · ") } ?? "(overview)"
        lines.append(
          "  \(String(repeating: "#", count: section.level)) \(heading) \(section.platforms.map(\.rawValue))")
        for record in section.records {
          let kind = record.kind.rawValue + (record.strength.map { "·\($0.rawValue)" } ?? "")
          lines.append("    \(record.id) \(kind): ko=\(record.text.ko ?? "-") | en=\(record.text.en ?? "-")")
        }
      }
      for change in guideline.changes { lines.append("  change \(change.date): \(change.change)") }
    }
    for diagnostic in kb.diagnostics { lines.append(diagnostic.description) }
    let failure = Golden.check(lines.joined(separator: "\n") + "\n", named: "mixed-tree.txt", target: "HIGIngestTests")
    #expect(failure == nil, "\(failure ?? "")")
  }
}
