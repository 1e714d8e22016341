import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

@Suite(.serialized) struct HTMLReaderTests {
  func read(_ name: String) throws -> ParsedSource {
    HTMLReader.parse(try String(contentsOf: Fixtures.file("html/\(name)", target: "HIGIngestTests"), encoding: .utf8))
  }

  @Test func keepsTheArticleAndDropsTheBlogAroundIt() throws {
    let text = try read("velog-post.html").blocks.map(\.text).joined(separator: "\n")
    #expect(text.contains("사이드바는 앱의 최상위 영역"))
    for furniture in ["개발 블로그", "구독하면", "공유하기", "트윗", "좋은 글 감사합니다", "tracking", "임시 메모", "analytics", "color: #333"] {
      #expect(!text.contains(furniture), "\(furniture) should be dropped")
    }
  }

  @Test func readsHeadingsLeadsListsAndTables() throws {
    let blocks = try read("velog-post.html").blocks
    #expect(blocks.first { $0.kind == .heading && $0.level == 1 }?.text == "[HIG] 사이드바(Sidebars)")
    #expect(blocks.filter { $0.kind == .heading && $0.level == 2 }.map(\.text) == ["모범 사례", "플랫폼 고려 사항"])
    let rule = try #require(blocks.first { $0.text.hasPrefix("항목을 너무") })
    #expect(rule.lead == "항목을 너무 많이 넣지 마세요.")
    #expect(rule.links == ["../layout.html"])
    #expect(blocks.filter { $0.kind == .listItem }.map(\.text) == ["아이콘과 레이블을 함께 쓰기", "관련 항목은 그룹으로 묶기"])
    let table = try #require(blocks.first { $0.kind == .table })
    #expect(table.rows == [["플랫폼", "기본 너비"], ["iPadOS", "320 pt"], ["macOS", "220 pt"]])
  }

  @Test func turnsTheCanonicalURLIntoASourceLine() throws {
    let blocks = try read("apple-sidebars.html").blocks
    #expect(blocks.last?.text == "Source: https://developer.apple.com/design/human-interface-guidelines/sidebars")
  }

  @Test func keepsAppleNotesAsNotesWithoutTheirLabel() throws {
    let notes = try read("apple-sidebars.html").blocks.filter { $0.kind == .note }
    #expect(notes.map(\.text) == ["A hidden sidebar remains one swipe away."])
  }

  @Test func usesThePageTitleWhenTheArticleHasNoHeading() {
    let blocks = HTMLReader.parse("<html><head><title>토글 :: 내 블로그</title></head><body><p>본문입니다.</p></body></html>")
      .blocks
    #expect(blocks.first?.text == "토글")
    #expect(blocks.first?.level == 1)
  }

  @Test func splitsParagraphsAtLineBreaksLikeBlogEditorsWriteThem() {
    let blocks = HTMLReader.parse("<body><div>첫째 줄입니다.<br>둘째 줄입니다.</div></body>").blocks
    #expect(blocks.map(\.text) == ["첫째 줄입니다.", "둘째 줄입니다."])
  }

  @Test func readsAPageNested100000LevelsDeep() {
    let html =
      "<body>" + String(repeating: "<div>", count: 100_000) + "<p>깊은 본문입니다.</p>"
      + String(repeating: "</div>", count: 100_000) + "</body>"
    #expect(HTMLReader.parse(html).blocks.map(\.text).contains("깊은 본문입니다."))
  }
}

@Suite(.serialized) struct BlogExportTests {
  func blocks(_ name: String) throws -> [Block] {
    HTMLReader.parse(try String(contentsOf: Fixtures.file("html/\(name)", target: "HIGIngestTests"), encoding: .utf8))
      .blocks
  }

  @Test func readsANotionExportWithItsCalloutAsANote() throws {
    let blocks = try blocks("notion-export.html")
    #expect(blocks.first?.text == "알림(Notifications)")
    #expect(blocks.first { $0.kind == .note }?.text == "알림 요약은 사람들이 시간을 정해 받아 볼 수 있게 합니다.")
    #expect(blocks.filter { $0.kind == .listItem }.map(\.text) == ["중요한 정보만 보내기", "같은 내용을 반복하지 않기"])
    #expect(!blocks.contains { $0.text.contains("font-size") || $0.kind == .table })
  }

  @Test func readsNotionPagePropertiesLikeFrontMatter() throws {
    let parsed = HTMLReader.parse(
      try String(contentsOf: Fixtures.file("html/notion-export.html", target: "HIGIngestTests"), encoding: .utf8))
    #expect(parsed.frontMatter?.platforms.known == [.iOS, .watchOS])
  }

  @Test func readsATistoryPostWithoutItsAdsAndOtherPosts() throws {
    let blocks = try blocks("tistory-post.html")
    let text = blocks.map(\.text)
    #expect(text.contains("진행 표시기는 작업이 진행 중임을 알려 줍니다."))
    #expect(text.contains("진행 표시기를 계속 움직이게 하세요."))
    #expect(text.contains("멈춘 표시기는 앱이 멈춘 것처럼 보입니다."))
    for furniture in ["광고", "다른 글", "잘 읽었습니다", "디자인 노트", "카테고리"] {
      #expect(!text.contains { $0.contains(furniture) }, "\(furniture)")
    }
    #expect(blocks.last?.text == "Source: https://notes.example.tistory.com/42")
  }

  @Test func ingestsTheTistoryPostAsTheProgressIndicatorsGuideline() throws {
    let folder = TemporaryFolder()
    try folder.write(
      Data(contentsOf: Fixtures.file("html/tistory-post.html", target: "HIGIngestTests")), to: "post.html")
    let kb = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    let guideline = try #require(kb.guidelines.first)
    #expect(guideline.slug == "progress-indicators")
    #expect(guideline.title == LocalizedText(ko: "진행 표시기", en: "Progress indicators"))
    #expect(guideline.records.first { $0.kind == .rule }?.statement?.ko == "가능하면 확정 진행 표시기를 사용하세요.")
  }
}
