import Foundation
import Testing

@testable import HIGSite

@Suite struct ScriptCompactorTests {
  @Test func commentLinesBlankLinesAndIndentationAreDroppedAndCodeLinesKeptWhole() {
    let source =
      "// file header\n(function () {\n  // why\n\n  var url = \"a//b\"; // kept\n\t  return /\\/x/.test(url);\r\n})();\n"
    let compacted = String(decoding: ScriptCompactor.compact(Data(source.utf8)), as: UTF8.self)
    #expect(compacted == "(function () {\nvar url = \"a//b\"; // kept\nreturn /\\/x/.test(url);\n})();\n")
  }

  @Test func theShippedSearchScriptIsCompacted() throws {
    let theme = try SiteTheme(folder: BuiltSite.theme)
    let script = try #require(theme.assets.first { $0.path == SitePath.searchScript })
    let text = String(decoding: script.contents, as: UTF8.self)
    #expect(!text.contains("\n  "))
    #expect(text.contains("higSearch"))
  }
}
