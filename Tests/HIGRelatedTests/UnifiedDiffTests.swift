import HIGRelated
import TestSupport
import Testing

@Suite struct UnifiedDiffTests {
  @Test func addedLinesKeepTheirNewLineNumbers() throws {
    let text = try String(
      contentsOf: Fixtures.file("quick-actions.diff", target: "HIGRelatedTests"), encoding: .utf8)
    #expect(UnifiedDiff.looksLikeDiff(text))
    let files = UnifiedDiff.parse(text).files
    #expect(files.map(\.path) == ["Sources/App/SceneDelegate.swift", "README.md"])
    let added = files[0].hunks.flatMap(\.lines).filter(\.added)
    #expect(added.map(\.number) == [13, 14, 15, 16, 34, 35])
    #expect(added[1].text.contains("shortcutItems"))
  }

  /// A removed line reading "--- x" or "+++ y" is a line of the hunk, not a file header.
  @Test func hunkCountsDecideWhereAHunkEnds() {
    let text = """
      --- a/A.swift
      +++ b/A.swift
      @@ -1,2 +1,2 @@
      --- not a header
      +++ also not a header
       let kept = 1
      """
    let files = UnifiedDiff.parse(text).files
    #expect(files.count == 1)
    #expect(files[0].hunks[0].lines.map(\.number) == [1, 2])
    #expect(files[0].hunks[0].lines.map(\.added) == [true, false])
  }

  @Test func deletedFilesAndPlainDiffHeadersAreHandled() {
    let deleted = "--- a/Old.swift\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-Toggle\n"
    #expect(UnifiedDiff.parse(deleted).files.isEmpty)
    let plain = "--- Old.swift\t2026-01-01 10:00:00\n+++ New.swift\t2026-01-02 10:00:00\n@@ -3 +3 @@\n-a\n+b\n"
    let files = UnifiedDiff.parse(plain).files
    #expect(files.map(\.path) == ["New.swift"])
    #expect(files[0].hunks[0].lines.map(\.number) == [3])
    #expect(!UnifiedDiff.looksLikeDiff("let x = 1 // +++ @@ -1 +1 @@"))
  }

  /// git quotes a path that holds bytes other than printable ASCII (core.quotePath, on by default),
  /// so a Korean-named Swift file comes as octal escapes in double quotes.
  @Test func gitsQuotedPathsAreDecoded() {
    let korean = "+++ \"b/Sources/\\354\\204\\244\\354\\240\\225.swift\"\n@@ -0,0 +1 @@\n+Toggle\n"
    #expect(UnifiedDiff.parse(korean).files.map(\.path) == ["Sources/설정.swift"])
    let escapes = "+++ \"b/a\\tb \\\"c\\\" \\\\d.swift\"\n@@ -0,0 +1 @@\n+x\n"
    #expect(UnifiedDiff.parse(escapes).files.map(\.path) == ["a\tb \"c\" \\d.swift"])
  }
}
