import Foundation
import HIGIngest
import HIGModel
import HIGSite
import TestSupport

/// The site built from a content folder (HIGCiteTests' fixture content by default: four short
/// guidelines written for the tests), kept in memory for checks.
struct BuiltSite {
  var knowledgeBase: KnowledgeBase
  var files: [String: Data]

  static let theme = Fixtures.repositoryRoot.appendingPathComponent("site")

  static let fixtureContent = Fixtures.file("content", target: "HIGCiteTests")

  init(content: URL = BuiltSite.fixtureContent, baseURL: String? = nil) throws {
    try self.init(knowledgeBase: Ingester(folder: ContentFolder(url: content)).ingest(), baseURL: baseURL)
  }

  init(knowledgeBase: KnowledgeBase, baseURL: String? = nil, contentFolder: URL? = nil) throws {
    self.knowledgeBase = knowledgeBase
    let options = SiteOptions(
      theme: try SiteTheme(folder: BuiltSite.theme), baseURL: baseURL, contentFolder: contentFolder?.path)
    let built = try SiteBuilder(knowledgeBase: knowledgeBase, options: options).build()
    files = Dictionary(uniqueKeysWithValues: built.map { ($0.path, $0.contents) })
  }

  /// The site of the fixture content, built once for all tests that only read it.
  static let fixture = Result { try BuiltSite() }

  var pagePaths: [String] { files.keys.filter { $0.hasSuffix(".html") }.sorted() }

  func html(_ path: String) -> String { String(decoding: files[path] ?? Data(), as: UTF8.self) }

  func page(_ path: String) -> ParsedPage { ParsedPage(html: html(path)) }
}
