import Foundation
import TestSupport
import Testing

/// The commands over the bundled texts with Apple's pages beside them (HIGIngestTests' applejson
/// fixtures in `Content/apple`, where `hig fetch` puts them).
@Suite struct AppleContentCommandTests {
  let hig: CLIHarness

  init() throws {
    var harness = CLIHarness()
    let content = try harness.scratch.copyContent()
    try FileManager.default.copyItem(
      at: Fixtures.file("applejson", target: "HIGIngestTests"), to: content.appendingPathComponent("apple"))
    harness.content = content
    hig = harness
  }

  @Test func statsCountPagesInBothLanguagesAndTheirPairedRules() throws {
    let result = hig.run("stats", "--json")
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    // Four bundled texts (drag-and-drop now Apple's) and four Apple pages, one of them English only.
    #expect(object["guidelines"] as? Int == 7)
    #expect(object["communityTranslations"] as? Int == 1)
    let apple = try #require(object["apple"] as? [String: Int])
    #expect(apple["pages"] == 4)
    #expect(apple["pagesInBothLanguages"] == 3)
    #expect(apple["rulesOfPagesInBothLanguages"] == 12)
    #expect(apple["rulesHoldingBothTexts"] == 12)
    #expect(hig.run("stats").output.contains("100 % of their 12 rules hold both texts"))
  }

  @Test func showPrintsApplesKoreanAndEnglishRulesWithPlatforms() {
    let result = hig.run("show", "toggles")
    #expect(result.status == 0)
    let output = result.output
    #expect(output.contains("Apple (한국어): https://developer.apple.com/kr/design/human-interface-guidelines/toggles"))
    #expect(output.contains("### iOS, iPadOS · iOS, iPadOS  [iOS, iPadOS]"))
    #expect(
      output.contains(
        "rule·do  [iOS, iPadOS]\n    ko  목록 행에서 스위치를 사용하세요.\n    en  Use a switch in a list row."))
    #expect(output.contains("    api SwiftUI/Toggle, UIKit/UISwitch, AppKit/NSSwitch"))
    #expect(output.contains("2025-12-16  Added guidance for checkboxes in macOS. / macOS의 체크박스에 대한 지침을 추가했습니다."))
    #expect(output.contains("Platforms: iOS, iPadOS, macOS, tvOS, visionOS · not supported: watchOS"))
  }

  @Test func showListsTheCommunityTranslationAndItsRecordsKeepTheirSource() {
    let guideline = hig.run("show", "drag-and-drop").output
    #expect(guideline.contains("Community translation 1: 드래그 앤 드롭 · Drag and drop"))
    #expect(guideline.contains("drag-and-drop/4h8tpa  rule·consider"))
    let record = hig.run("show", "drag-and-drop/4h8tpa")
    #expect(record.status == 0)
    #expect(record.output.contains("guidelines/drag-and-drop.txt"))
  }

  @Test func oldCitationsStillResolveAndCheck() throws {
    let notes = try hig.scratch.write("See HIG:drag-and-drop/4h8tpa and HIG:drag-and-drop/2rtass.\n", to: "notes.md")
    let check = hig.run("check", notes.path)
    #expect(check.status == 0, "\(check.output)\(check.error)")
    #expect(check.output.contains("2 current"))
    let cite = hig.run("cite", "drag-and-drop/2rtass")
    #expect(cite.status == 0)
    #expect(cite.output.contains("사용자들이 드래그 앤 드롭 작업을 취소할 수 있도록 해야 합니다."))
  }

  @Test func searchFindsTabBarRulesInKorean() {
    let result = hig.run("search", "탭 막대")
    #expect(result.status == 0)
    let first = result.output.split(separator: "\n").first { $0.contains("tab-bars/") }
    #expect(first != nil, "\(result.output)")
    #expect(hig.run("search", "탭 막대", "--kind", "rule").output.contains("탭 막대를 사용하여 최상위 섹션 사이를 이동하세요"))
    #expect(hig.run("search", "kind:figure", "switch").output.contains("toggles/"))
  }

  @Test func buildReportsTheKoreanPagesAsMerged() {
    let result = hig.run("build", "--report")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("merged into toggles"))
    #expect(result.output.contains("community translation of drag-and-drop"))
  }
}
