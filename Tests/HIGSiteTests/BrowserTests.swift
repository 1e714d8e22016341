import Foundation
import HIGCite
import HIGModel
import HIGSearch
import HIGSite
import TestSupport
import Testing

/// The built site in headless Chromium, driven with real key presses and clicks
/// (Fixtures/JavaScript/browser-check.js): Korean search from the keyboard, and the language switch.
@Suite(.serialized) struct BrowserTests {
  /// Chromium on the PATH, or an error saying how to install it.
  static func chromium() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin"]
    let found = folders.flatMap { folder in
      ["chromium", "chromium-browser"].map { URL(fileURLWithPath: folder).appendingPathComponent($0) }
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    guard let found else {
      throw NodeRunner.Failure.failed(status: -1, message: "chromium is not installed; scripts/test installs it")
    }
    return found
  }

  /// What browser-check.js saw, run once for every test of the suite.
  static let report = Result { () throws -> (json: [String: Any], screenshots: URL) in
    let chromium = try Self.chromium()
    let written = try SearchParityTests.WrittenSite.shared.get()
    let screenshots = written.folder.url.appendingPathComponent("screenshots")
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let script = Fixtures.file("JavaScript/browser-check.js", target: "HIGSiteTests")
    let output = try NodeRunner.run(script: script, arguments: [written.site.path, screenshots.path, chromium.path])
    return (try #require(output as? [String: Any]), screenshots)
  }

  @Test func aKoreanSearchTypedOnTheKeyboardShowsResultsInTheBrowser() throws {
    let (report, screenshots) = try Self.report.get()
    #expect(report["focusedAfterSlash"] as? String == "hig-search-box-input", "'/' focuses the search box")
    #expect(report["searchURL"] as? String == "?q=드래그", "the search is linkable")
    let results = try #require(report["searchResults"] as? [[String: Any]])
    #expect(results.count == 10)
    let written = try SearchParityTests.WrittenSite.shared.get()
    let expected = try Searcher(index: written.index).search(try SearchQuery.parse("드래그"), limit: 10).hits
    #expect(results.compactMap { $0["id"] as? String } == expected.map(\.record.id.rawValue), "hig search's top ten")
    for (result, hit) in zip(results, expected) {
      // What hig search prints, in its order: the lead (a rule's statement), the other language's
      // statement, the breadcrumb with platforms and ID, the body's excerpt; marked words marked.
      let summary = hit.summary
      for (name, snippet) in [("lead", summary.lead), ("other", summary.other), ("body", summary.body)] {
        let part = result[name] as? [String: Any]
        #expect((part == nil) == (snippet == nil), "\(name) of \(hit.record.id)")
        if let part, let snippet { Self.expect(part, shows: snippet) }
      }
      #expect(result["path"] as? String == summary.breadcrumb.joined(separator: " › "))
      #expect(result["platforms"] as? String == (summary.platforms.isEmpty ? nil : summary.platforms.map(\.rawValue).joined(separator: ", ")))
      let tops = ["lead", "other", "details", "body"].compactMap { ((result[$0] as? [String: Any])?["top"] as? Double) }
      #expect(tops == tops.sorted() && Set(tops).count == tops.count, "one part under the other, in order")
      #expect((result["href"] as? String)?.contains("drag-and-drop.html#") == true)
    }
    #expect(expected.contains { $0.summary.isStatement }, "a rule leads with its statement")
    let png = try Data(contentsOf: screenshots.appendingPathComponent("search.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  /// One part of a result as browser-check.js read it (text, lang, marked words) against the
  /// snippet hig search prints there.
  static func expect(_ part: [String: Any], shows snippet: Snippet) {
    let scalars = Array(snippet.text.unicodeScalars)
    let marked = snippet.highlights.map { String(String.UnicodeScalarView(scalars[$0])) }
    #expect(part["text"] as? String == snippet.text)
    #expect(part["lang"] as? String == snippet.language.rawValue)
    #expect(part["marked"] as? [String] == marked)
  }

  @Test func theLanguageSwitchHidesTheOtherLanguageAndIsRemembered() throws {
    let (report, _) = try Self.report.get()
    let before = try #require(report["languageBefore"] as? [String: Any])
    let after = try #require(report["languageAfterClick"] as? [String: Any])
    let reloaded = try #require(report["languageAfterReload"] as? [String: Any])
    let back = try #require(report["languageBack"] as? [String: Any])
    #expect(before["lang"] as? String == "both")
    #expect((before["ko"] as? Int ?? 0) > 0 && before["ko"] as? Int == before["en"] as? Int)
    #expect(after["lang"] as? String == "en" && after["ko"] as? Int == 0 && after["en"] as? Int == before["en"] as? Int)
    #expect(after["pressed"] as? String == "en")
    #expect(reloaded["lang"] as? String == "en", "the choice survives a reload")
    #expect(back["lang"] as? String == "both" && back["ko"] as? Int == before["ko"] as? Int)
  }

  /// CopyCitationTests checks every button's citation; here, that a reader's click puts it on the
  /// clipboard.
  @Test func aCopyCitationClickPutsHigCitesCitationOnTheClipboard() throws {
    let (report, _) = try Self.report.get()
    #expect(report["copyButtonShown"] as? Bool == true, "cite.js shows the buttons")
    #expect(report["copyLabelChanged"] as? Bool == true, "the button says 복사됨")
    let id = try #require(report["copiedID"] as? String)
    let knowledgeBase = try BuiltSite.fixture.get().knowledgeBase
    #expect(report["copiedText"] as? String == CopyCitationTests.expected(id, in: knowledgeBase, site: nil))
  }
}
