import Foundation
import HIGModel
import HIGSite
import TestSupport
import Testing

/// Guideline text is text: markup typed into a content file shows as characters on the page.
@Suite(.serialized) struct EscapingTests {
  static let hostileContent = Fixtures.file("HostileContent", target: "HIGSiteTests")

  @Test func markupInTitlesAndTextShowsAsText() throws {
    let site = try BuiltSite(content: Self.hostileContent)
    let guideline = try #require(site.knowledgeBase.guidelines.first)
    for path in site.pagePaths {
      let page = site.page(path)
      #expect(page.errors.isEmpty, "\(path): \(page.errors)")
      #expect(page.elements(named: "img").isEmpty, "\(path) has an injected <img>")
      #expect(page.elements(named: "svg").isEmpty, "\(path) has an injected <svg>")
      #expect(page.elements(named: "iframe").isEmpty, "\(path) has an injected <iframe>")
      #expect(page.elements(named: "b").isEmpty, "\(path) has an injected <b>")
      #expect(
        page.elements.allSatisfy { !$0.attributes.keys.contains("onerror") && !$0.attributes.keys.contains("onload") })
      let scripts = page.elements(named: "script")
      #expect(scripts.allSatisfy { $0.attributes["src"] != nil && $0.text.isEmpty }, "\(path) has an inline script")
    }
    let page = site.page(SitePath.guideline(guideline.slug))
    let heading = try #require(page.elements(named: "h1").first)
    #expect(heading.text.contains("<script>alert('제목')</script>"))
    #expect(page.elements.contains { $0.name == "p" && $0.text.contains("<script>alert(\"본문\")</script>") })
    #expect(page.elements.contains { $0.name == "p" && $0.text.contains("\"><img src=x onerror=alert(2)>") })
  }

  @Test func searchIndexFilesAreScriptsThatMarkupCannotEnd() throws {
    let site = try BuiltSite(content: Self.hostileContent)
    let indexFiles = site.files.filter { $0.key.hasPrefix("search/") }
    #expect(!indexFiles.isEmpty)
    var texts: [String] = []
    // The records files' codes for frequent words, from the manifest (`RecordsFileCodes`).
    var words: [[UInt8]] = []
    if let manifest = indexFiles["search/manifest.js"] {
      let text = String(decoding: manifest, as: UTF8.self)
      let open = try #require(text.firstIndex(of: ","))
      let close = try #require(text.lastIndex(of: ")"))
      let json = text[text.index(after: open)..<close]
      let object = try ManifestObject.parse(json) as? [String: Any] ?? [:]
      words = RecordsFileCodes.words(ofTable: try #require(SiteSearchIndex.unpack(object["words"] as? String ?? "")))
    }
    for (path, data) in indexFiles {
      let text = String(decoding: data, as: UTF8.self)
      // "<" is written as \u003c (or packed as a two-byte character), so no index file can contain
      // "</script>" or any other tag.
      #expect(!text.contains("<"), "\(path)")
      let open = try #require(text.firstIndex(of: ","), "\(path)")
      let close = try #require(text.lastIndex(of: ")"), "\(path)")
      let payload = text[text.index(after: open)..<close]
      guard path != "search/manifest.js", path != "search/flags.js" else {
        // An object literal: JSON but for its packed tables' control characters (no quote,
        // backslash or line break, which would end or change a string literal).
        _ = try ManifestObject.parse(payload)
        #expect(!payload.contains { "\n\r".contains($0) }, "\(path)")
        continue
      }
      // Packed data is one string literal that holds no quote, backslash or line break.
      let literal = payload.dropFirst().dropLast()
      #expect(payload.first == "\"" && payload.last == "\"", "\(path)")
      #expect(!literal.contains { "\"\\\n\r".contains($0) }, "\(path)")
      let bytes = try #require(SiteSearchIndex.unpack(String(literal)), "\(path)")
      if path.hasPrefix("search/r/") {
        let json = try #require(RecordsFileCodes.expand(bytes, words: words), "\(path)")
        let records = try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] ?? [:]
        texts += (records["ko"] as? [Any] ?? []).compactMap { $0 as? String }
      }
    }
    #expect(texts.contains { $0.contains("<script>alert(\"본문\")</script>") }, "texts read back exactly")
  }

  @Test func javascriptURLsFromContentNeverBecomeLinks() throws {
    let site = try BuiltSite(content: Self.hostileContent)
    for path in site.pagePaths {
      let hrefs = site.page(path).elements.compactMap { $0.attributes["href"] }
      #expect(hrefs.allSatisfy { !$0.lowercased().hasPrefix("javascript:") }, "\(path)")
    }
  }

  @Test func slugsThatClimbOutOfTheFolderAreSanitised() throws {
    var kb = try BuiltSite.fixture.get().knowledgeBase
    kb.guidelines[0].slug = "../../../etc/passwd"
    let files = try SiteBuilder(
      knowledgeBase: kb, options: SiteOptions(theme: try SiteTheme(folder: BuiltSite.theme))
    ).build()
    #expect(files.allSatisfy { $0.hasSafePath })
    #expect(files.contains { $0.path == "etc-passwd.html" })
  }

  @Test(arguments: ["../escape.html", "/etc/passwd", "a/../../b", "", "a//b", "./x"])
  func unsafeFilePathsAreRefused(_ path: String) {
    #expect(!SiteFile(path: path, text: "x").hasSafePath)
  }
}
