import Foundation
import HIGIngest
import HIGModel
import TestSupport

/// A scratch copy of this target's fixture content (`Fixtures/content`: four short guidelines in the
/// shapes of the bundled texts, written for these tests; HIGRelatedTests read it too) that a test
/// edits, then ingests.
final class ContentCopy {
  let folder = TemporaryFolder("hig-cite")
  let url: URL

  init() throws {
    url = folder.url.appendingPathComponent("Content")
    try FileManager.default.copyItem(at: ContentCopy.fixture, to: url)
  }

  /// Rewrites the text of the content file at `path` (relative to the content folder).
  func edit(_ path: String, _ change: (String) throws -> String) throws {
    let file = url.appendingPathComponent(path)
    let text = try String(contentsOf: file, encoding: .utf8)
    let changed = try change(text)
    precondition(changed != text, "the edit of \(path) changed nothing; the fixture text moved?")
    try changed.write(to: file, atomically: true, encoding: .utf8)
  }

  func write(_ text: String, to path: String) throws {
    try folder.write(text, to: "Content/\(path)")
  }

  func remove(_ path: String) throws {
    try FileManager.default.removeItem(at: url.appendingPathComponent(path))
  }

  func ingest() throws -> KnowledgeBase {
    try Ingester(folder: ContentFolder(url: url)).ingest()
  }

  static let fixture = Fixtures.file("content", target: "HIGCiteTests")

  /// The knowledge base of the unedited fixture content.
  static func original() throws -> KnowledgeBase {
    try Ingester(folder: ContentFolder(url: fixture)).ingest()
  }
}

extension String {
  /// This text with the first occurrence of `target` replaced; unchanged when it is absent.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }

  /// The whole line containing `fragment`, without its line break.
  func line(containing fragment: String) -> String? {
    split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains(fragment) }.map(String.init)
  }
}
