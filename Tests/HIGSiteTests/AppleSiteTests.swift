import Foundation
import HIGIngest
import HIGModel
import HIGSite
import TestSupport
import Testing

/// The site of the fixture texts (`BuiltSite.fixtureContent`) with Apple's pages beside them
/// (HIGIngestTests' applejson fixtures in `Content/apple`, as `hig fetch --images` lays them out).
@Suite(.serialized) struct AppleSiteTests {
  struct Built {
    var site: BuiltSite
    var folder: TemporaryFolder
    var content: URL
  }

  static func build(_ prepare: (URL) throws -> Void = { _ in }) throws -> Built {
    let folder = TemporaryFolder("hig-apple-site")
    let content = folder.url.appendingPathComponent("Content")
    try FileManager.default.copyItem(at: BuiltSite.fixtureContent, to: content)
    try FileManager.default.copyItem(
      at: Fixtures.file("applejson", target: "HIGIngestTests"), to: content.appendingPathComponent("apple"))
    try prepare(content)
    let knowledgeBase = try Ingester(folder: ContentFolder(url: content)).ingest()
    return Built(
      site: try BuiltSite(knowledgeBase: knowledgeBase, contentFolder: content), folder: folder, content: content)
  }

  static let built = Result { try build() }

  @Test func everyLinkAndAnchorResolves() throws {
    let site = try Self.built.get().site
    let result = LinkCheckerTests.brokenLinks(in: site)
    #expect(result.broken.isEmpty, "\(result.broken.map(\.description).joined(separator: "\n"))")
    #expect(result.checked > 300, "the checker followed \(result.checked) links")
    for path in site.pagePaths {
      #expect(site.page(path).errors.isEmpty, "\(path): \(site.page(path).errors)")
    }
  }

  @Test func theDownloadedPictureIsCopiedAndShown() throws {
    let site = try Self.built.get().site
    let copied = try #require(site.files["images/toggles-intro-2x.png"])
    let original = try Data(
      contentsOf: Fixtures.file("applejson/images/toggles-intro-2x.png", target: "HIGIngestTests"))
    #expect(copied == original)
    let page = site.page("toggles.html")
    let image = try #require(page.elements(named: "img").first)
    #expect(image.attributes["src"] == "images/toggles-intro-2x.png")
    #expect(image.attributes["alt"] == "켜진 스위치와 꺼진 스위치 두 개.")
    // A picture that was not downloaded is its alt text and a link to Apple's picture.
    #expect(
      page.elements(named: "a").contains {
        $0.attributes["href"] == "https://docs-assets.developer.apple.com/published/0a1b2c/toggles-checkbox@2x.png"
      })
    #expect(site.files.keys.filter { $0.hasPrefix("images/") } == ["images/toggles-intro-2x.png"])
  }

  @Test func aPictureLinkedFromOutsideTheContentFolderIsNotCopied() throws {
    let outside = TemporaryFolder("hig-outside")
    let secret = try outside.write("not a picture", to: "secret.png")
    let built = try Self.build { content in
      try FileManager.default.createSymbolicLink(
        at: content.appendingPathComponent("apple/images/toggles-checkbox-2x.png"), withDestinationURL: secret)
    }
    #expect(built.site.files["images/toggles-checkbox-2x.png"] == nil)
    #expect(!built.site.html("toggles.html").contains("images/toggles-checkbox-2x.png"))
    #expect(built.site.files["images/toggles-intro-2x.png"] != nil)
  }

  @Test func applesAnchorsAndPagesAreLinked() throws {
    let site = try Self.built.get().site
    let page = site.page("toggles.html")
    #expect(
      page.ids.isSuperset(of: ["Platform-considerations", "platform-considerations", "iOS-iPadOS", "Change-log"]))
    let links = page.elements(named: "a").compactMap { $0.attributes["href"] }
    // A reference to a section lands on the section; one to another page, on that page.
    #expect(links.contains("toggles.html#platform-considerations"))
    #expect(links.contains("tab-bars.html#best-practices"))
    #expect(links.contains("https://developer.apple.com/design/human-interface-guidelines/toggles"))
    #expect(links.contains("https://developer.apple.com/kr/design/human-interface-guidelines/toggles"))
    #expect(links.contains("https://developer.apple.com/documentation/swiftui/toggle"))
    #expect(site.html("toggles.html").contains("Apple Inc."))
    // A page without Apple's text keeps the old footer only.
    #expect(try BuiltSite.fixture.get().html("index.html").contains("Apple Inc.") == false)
  }

  @Test func theChangeLogShowsBothLanguages() throws {
    let html = try Self.built.get().site.html("toggles.html")
    #expect(html.contains("macOS의 체크박스에 대한 지침을 추가했습니다."))
    #expect(html.contains("Added guidance for checkboxes in macOS."))
    #expect(html.contains("<time>2025-12-16</time>"))
  }

  @Test func theCommunityTranslationIsACollapsedBlockWithItsRecords() throws {
    let site = try Self.built.get().site
    let page = site.page("drag-and-drop.html")
    let details = try #require(
      page.elements(named: "details").first { $0.attributes["class"] == "community-translation" })
    #expect(details.text.contains("커뮤니티 번역"))
    #expect(details.text.contains("테스트 작성자"))
    // Old citations still land on their record.
    #expect(page.ids.isSuperset(of: ["drag-and-drop/s1ca72", "drag-and-drop/h0q5xs"]))
    #expect(details.attributes["open"] == nil)
  }

  /// A search result or an old citation links a record of the collapsed block: the browser opens it.
  @Test func aLinkToACommunityRecordOpensItsBlockInTheBrowser() throws {
    let chromium = try BrowserTests.chromium()
    let built = try Self.built.get()
    let folder = built.folder.url.appendingPathComponent("site")
    try SiteWriter(output: folder).write(built.site.files.map { SiteFile(path: $0.key, contents: $0.value) })
    /// The page as Chromium's scripts left it.
    func dom(_ fragment: String) throws -> String {
      let process = Process()
      process.executableURL = chromium
      let page = folder.appendingPathComponent("drag-and-drop.html").absoluteString + fragment
      process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page]
      let output = Pipe()
      (process.standardOutput, process.standardError) = (output, FileHandle.nullDevice)
      try process.run()
      defer { process.waitUntilExit() }
      return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    #expect(
      try dom("#drag-and-drop/s1ca72").contains(
        #"<details class="community-translation" id="community-translation-1" open="">"#))
    #expect(try dom("").contains(#"<details class="community-translation" id="community-translation-1">"#))
  }

  @Test func theHomePageListsSectionsAndGroups() throws {
    let site = try Self.built.get().site
    let home = site.html("index.html")
    #expect(home.contains("선택 및 입력"))
    #expect(home.contains("탐색 및 검색"))
    let page = site.page("index.html")
    #expect(page.elements(named: "nav").contains { $0.attributes["class"] == "category-index" })
    let toggles = site.page("toggles.html")
    let current = toggles.elements(named: "a").filter { $0.attributes["aria-current"] == "page" }
    #expect(current.contains { $0.attributes["href"] == "toggles.html" })
  }
}
