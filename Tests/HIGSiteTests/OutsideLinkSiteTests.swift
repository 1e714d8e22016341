import Foundation
import HIGCommandLine
import TestSupport
import Testing

/// `hig site` publishes no file from outside the content folder or the theme, whatever links a
/// pull request adds to either.
@Suite(.serialized) struct OutsideLinkSiteTests {
  static let secret = "SECRET-OUTSIDE-TEXT"

  private func run(_ arguments: [String], in folder: TemporaryFolder) -> (status: Int32, output: CapturedOutput) {
    SiteCLI.run(arguments, in: folder)
  }

  /// Every byte of every file under `folder`.
  private func contents(of folder: URL) throws -> String {
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
    return try (files ?? []).filter { !$0.hasDirectoryPath }.map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
      .joined()
  }

  @Test func linksOutOfTheContentAreNotPublished() throws {
    let folder = TemporaryFolder()
    let outside = TemporaryFolder()
    let content = try folder.copyContent()
    try outside.write("# 비밀\n\n**\(Self.secret) 사용하세요.** 밖의 파일입니다.\n", to: "secret.md")
    try outside.write("# 폴더\n\n**\(Self.secret) 폴더입니다.** 밖의 폴더입니다.\n", to: "etc/inner.md")
    try FileManager.default.createSymbolicLink(
      at: content.appendingPathComponent("guidelines/passwd.md"), withDestinationURL: outside.url.appendingPathComponent("secret.md"))
    try FileManager.default.createSymbolicLink(
      at: content.appendingPathComponent("etc"), withDestinationURL: outside.url.appendingPathComponent("etc"))
    let theme = Fixtures.repositoryRoot.appendingPathComponent("site").path
    let result = run(["site", "--out", "public", "--theme", theme], in: folder)
    #expect(result.status == 0, "\(result.output.standardError)")
    #expect(result.output.standardError.contains("guidelines/passwd.md: symbolic link to \(outside.url.path)/secret.md"))
    #expect(!(try contents(of: folder.url.appendingPathComponent("public"))).contains(Self.secret))
  }

  @Test func aThemeFileThatLinksOutOfTheThemeIsRefused() throws {
    let folder = TemporaryFolder()
    let outside = TemporaryFolder()
    _ = try folder.copyContent()
    let secret = try outside.write("/* \(Self.secret) */", to: "secret.css")
    let theme = folder.url.appendingPathComponent("theme")
    try FileManager.default.copyItem(at: Fixtures.repositoryRoot.appendingPathComponent("site"), to: theme)
    try FileManager.default.removeItem(at: theme.appendingPathComponent("style.css"))
    try FileManager.default.createSymbolicLink(at: theme.appendingPathComponent("style.css"), withDestinationURL: secret)
    let result = run(["site", "--out", "public", "--theme", theme.path], in: folder)
    #expect(result.status == 1)
    #expect(result.output.standardError.contains("style.css"), "\(result.output.standardError)")
    #expect(result.output.standardError.contains(secret.path))
    let published = folder.url.appendingPathComponent("public")
    let publishedText = FileManager.default.fileExists(atPath: published.path) ? try contents(of: published) : ""
    #expect(!publishedText.contains(Self.secret))
  }
}
