import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

/// No file outside the content folder is ever read: a symbolic link leading out of it (to a file,
/// a folder, or in place of a metadata file) is skipped with a warning naming the link and its
/// target, while a link that stays inside is followed.
@Suite struct OutsideLinkTests {
  static let secret = "SECRET-OUTSIDE-TEXT"

  /// A content folder with links out of it, a link inside it, and one good text.
  final class Fixture: Sendable {
    let content = TemporaryFolder()
    let outside = TemporaryFolder()

    init() throws {
      try content.write("# 토글\n\n## 모범 사례\n\n**상태를 분명하게 보여 주세요.** 토글은 두 상태를 오갑니다.\n", to: "guidelines/toggles.md")
      try content.write("# 메뉴\n\n## 모범 사례\n\n**메뉴 항목을 짧게 쓰세요.** 메뉴는 명령을 모읍니다.\n", to: ".drafts/menus.md")
      try outside.write("# 비밀\n\n**\(OutsideLinkTests.secret) 사용하세요.** 밖의 파일입니다.\n", to: "secret.md")
      try outside.write("# 폴더\n\n**\(OutsideLinkTests.secret) 폴더입니다.** 밖의 폴더입니다.\n", to: "folder/inner.md")
      try outside.write(
        #"{"guidelines": [{"file": "guidelines/toggles.md", "slug": "\#(OutsideLinkTests.secret.lowercased())"}]}"#,
        to: "meta.json")
      try outside.write("\(OutsideLinkTests.secret)\tSecret\n", to: "glossary.tsv")
      try link("guidelines/passwd.md", to: outside.url.appendingPathComponent("secret.md").path)
      try link("linked", to: outside.url.appendingPathComponent("folder").path)
      try link("guidelines.json", to: outside.url.appendingPathComponent("meta.json").path)
      try link("glossary.tsv", to: outside.url.appendingPathComponent("glossary.tsv").path)
      try link("guidelines/menus.md", to: "../.drafts/menus.md")
    }

    func link(_ path: String, to target: String) throws {
      try FileManager.default.createSymbolicLink(
        atPath: content.url.appendingPathComponent(path).path, withDestinationPath: target)
    }
  }

  @Test func linksOutOfTheContentFolderAreSkippedWithAWarningNamingTheirTarget() throws {
    let fixture = try Fixture()
    let kb = try Ingester(folder: ContentFolder(url: fixture.content.url)).ingest()
    let everything = String(decoding: try JSONEncoder().encode(kb), as: UTF8.self)
    #expect(!everything.contains(Self.secret), "a file outside the content folder was read")
    #expect(!everything.lowercased().contains(Self.secret.lowercased()))
    for (file, target) in [
      ("guidelines/passwd.md", "secret.md"), ("linked", "folder"), ("guidelines.json", "meta.json"),
      ("glossary.tsv", "glossary.tsv"),
    ] {
      let warning = kb.diagnostics.first { $0.file == file && $0.severity == .warning }
      #expect(warning?.id == "ingest.link-outside", "\(file): \(kb.diagnostics)")
      #expect(warning?.message.contains(fixture.outside.url.appendingPathComponent(target).path) == true)
    }
    // The link that stays inside is read; the good text is untouched.
    #expect(Set(kb.guidelines.map(\.source.file)) == ["guidelines/menus.md", "guidelines/toggles.md"])
  }
}
