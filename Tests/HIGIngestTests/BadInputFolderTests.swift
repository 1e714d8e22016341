import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

/// Every kind of bad input gets a clear diagnostic naming the file, and the good file beside it
/// is still ingested.
@Suite(.serialized) struct BadInputFolderTests {
  struct BadFile: Sendable, CustomTestStringConvertible {
    var label: String
    /// The diagnostic expected, and the file it names.
    var id: String
    var file: String
    var write: @Sendable (TemporaryFolder) throws -> Void
    var testDescription: String { label }
  }

  static let goodFile = "good/toggles.md"
  static let goodText = "# 토글\n\n토글은 두 상태를 오갑니다.\n\n## 모범 사례\n\n**상태를 분명하게 보여 주세요.** 설명입니다."

  static let cases: [BadFile] = [
    BadFile(label: "invalid UTF-8 (and not CP949 either)", id: "ingest.unsupported-encoding", file: "broken.md") {
      try $0.write(Data([0x23, 0x20, 0xFF, 0xFE, 0xFD, 0x80, 0x81, 0xFF, 0x0A, 0xC3, 0x28, 0xFF]), to: "broken.md")
    },
    BadFile(label: "bytes behind a UTF-16 byte-order mark", id: "ingest.unsupported-encoding", file: "fake-utf16.md") {
      try $0.write(Data([0xFF, 0xFE, 0x00, 0x62, 0x61, 0x64, 0x20, 0x64, 0x61, 0x74, 0x61, 0x21]), to: "fake-utf16.md")
    },
    BadFile(label: "EUC-KR text", id: "ingest.converted-encoding", file: "euc-kr-menus.md") {
      try $0.write(
        Data(contentsOf: Fixtures.file("bad/euc-kr-menus.md", target: "HIGIngestTests")), to: "euc-kr-menus.md")
    },
    BadFile(label: "empty file", id: "ingest.empty-file", file: "empty.md") { try $0.write("  \n\n", to: "empty.md") },
    BadFile(label: "binary file with a text extension", id: "ingest.binary-file", file: "logo.txt") {
      try $0.write(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]), to: "logo.txt")
    },
    BadFile(label: "20 MB file", id: "ingest.file-too-large", file: "huge.md") {
      try $0.write(Data(repeating: 0x41, count: 20 * 1_048_576), to: "huge.md")
    },
    BadFile(label: "two files claiming one slug", id: "ingest.duplicate-slug", file: "z-copy/toggles.md") {
      try $0.write("# 토글\n\n**상태를 분명하게 보여 주세요.** 복사본입니다.", to: "z-copy/toggles.md")
    },
    BadFile(label: "symbolic link loop", id: "ingest.link-loop", file: "loop/again") {
      try FileManager.default.createDirectory(
        at: $0.url.appendingPathComponent("loop"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: $0.url.appendingPathComponent("loop/again").path,
        withDestinationPath: $0.url.appendingPathComponent("loop").path)
    },
    BadFile(label: "link to itself", id: "ingest.broken-link", file: "self.md") {
      try FileManager.default.createSymbolicLink(
        atPath: $0.url.appendingPathComponent("self.md").path,
        withDestinationPath: $0.url.appendingPathComponent("self.md").path)
    },
    BadFile(label: "file name with control characters", id: "ingest.empty-file", file: "bell\\u{7}name\\u{1b}[2J.md") {
      try $0.write("", to: "bell\u{7}name\u{1B}[2J.md")
    },
  ]

  @Test(arguments: cases)
  func warnsAboutTheFileAndKeepsEverythingElse(bad: BadFile) throws {
    let folder = TemporaryFolder()
    try folder.write(Self.goodText, to: Self.goodFile)
    try bad.write(folder)
    let kb = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    let diagnostic = kb.diagnostics.first { $0.id == bad.id }
    #expect(diagnostic?.file == bad.file, "\(kb.diagnostics)")
    #expect(diagnostic.map { $0.fix != nil } == true)
    let toggles = try #require(kb.guideline(slug: "toggles"))
    #expect(toggles.source.file == Self.goodFile)
    #expect(toggles.records.contains { $0.kind == .rule })
  }

  @Test func koreanTitlesThatNameNoTopicTakeTheirFilesNames() throws {
    // Slugs made from these titles would keep only "1", "2" and "ios" and collide.
    let folder = TemporaryFolder()
    for number in 1...2 {
      try folder.write(
        "# 드래그 앤 드롭 \(number)\n\n끌어서 놓는 동작을 지원하세요.\n", to: "drag-and-drop-\(number).md")
    }
    try folder.write("# iOS 앱 아이콘 안내\n\n아이콘은 단순하게 만드세요.\n", to: "app-icon-notes.md")
    try folder.write("# 모달 시트(Modal sheets)\n\n시트는 짧게 쓰세요.\n", to: "sheets-ko.md")
    let kb = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    #expect(
      kb.guidelines.map(\.slug).sorted() == ["app-icon-notes", "drag-and-drop-1", "drag-and-drop-2", "modal-sheets"])
    #expect(!kb.diagnostics.contains { $0.id == "ingest.duplicate-slug" })
  }

  @Test func readsRealUTF16Text() throws {
    let folder = TemporaryFolder()
    var data = Data([0xFF, 0xFE])
    data.append("# 토글\n\n토글은 두 상태를 오갑니다.\n".data(using: .utf16LittleEndian)!)
    try folder.write(data, to: "toggles.md")
    let kb = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    #expect(kb.guideline(slug: "toggles")?.records.first?.text.ko == "토글은 두 상태를 오갑니다.")
  }

  @Test func readsEUCKRTextIntoKorean() throws {
    let folder = TemporaryFolder()
    try folder.write(Data(contentsOf: Fixtures.file("bad/euc-kr-menus.md", target: "HIGIngestTests")), to: "menus.md")
    let menus = try #require(try Ingester(folder: ContentFolder(url: folder.url)).ingest().guideline(slug: "menus"))
    #expect(menus.records.first { $0.kind == .rule }?.statement?.ko == "메뉴 항목 이름은 짧게 쓰세요.")
  }

  @Test func ingestsAnHTMLFileNested100000LevelsDeep() throws {
    let folder = TemporaryFolder()
    let html =
      "<html><head><title>깊은 페이지</title></head><body>" + String(repeating: "<div>", count: 100_000)
      + "<p>깊은 곳의 문단입니다.</p>" + String(repeating: "</div>", count: 100_000) + "</body></html>"
    try folder.write(html, to: "deep.html")
    let kb = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    #expect(kb.records.contains { $0.text.ko == "깊은 곳의 문단입니다." })
  }

  @Test func ingestsUnclosedMarkdownConstructs() throws {
    let folder = TemporaryFolder()
    try folder.write(Data(contentsOf: Fixtures.file("bad/unclosed.md", target: "HIGIngestTests")), to: "unclosed.md")
    let kb = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    #expect(kb.guidelines.count == 1)
    #expect(kb.diagnostics.contains { $0.id == "ingest.unclosed-code-block" && $0.file == "unclosed.md" })
  }

  @Test(arguments: [
    "# ../../../etc/passwd\n\n본문입니다.", "# " + String(repeating: "아주긴제목Long", count: 30) + "\n\n본문입니다.",
    "# 제어\u{7}문자\u{1B}[31m제목\n\n본문\u{8}입니다.",
  ])
  func keepsSlugsAndTitlesSafe(markdown: String) throws {
    let folder = TemporaryFolder()
    try folder.write(markdown, to: String(repeating: "n", count: 250) + ".md")
    let kb = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    for guideline in kb.guidelines {
      #expect(Slug.isValid(guideline.slug), "\(guideline.slug)")
      #expect(guideline.slug.count <= Slug.maximumLength)
      for text in [guideline.title.ko, guideline.title.en].compactMap({ $0 }) {
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 }, "\(text)")
      }
    }
    // Nothing was written into the content.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count == 1)
  }
}
