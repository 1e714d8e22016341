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

  /// Compaction drops indentation, which would change a template literal spanning lines, so the
  /// theme's scripts keep backticks to their comments.
  @Test func theThemeScriptsHaveNoTemplateLiterals() throws {
    let theme = try SiteTheme(folder: BuiltSite.theme)
    for script in theme.assets where script.path.hasSuffix(".js") {
      for line in String(decoding: script.contents, as: UTF8.self).split(separator: "\n") {
        let code = line.range(of: "// ").map { line[..<$0.lowerBound] } ?? line[...]
        #expect(!code.contains("`"), "\(script.path): \(line)")
      }
    }
  }
}
