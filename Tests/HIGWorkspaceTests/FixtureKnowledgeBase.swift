import Foundation
import HIGIngest
import HIGModel
import TestSupport

/// A knowledge base of the repository's own fixture texts (HIGIngestTests' Markdown pages in
/// Apple's shape, community translations and saved web pages): what the cache's tests write and
/// read, so that an edit of the bundled Content changes none of them.
enum FixtureKnowledgeBase {
  /// With `applePages`, Apple's page JSON fixtures too, which some of the texts then join as
  /// community translations.
  static func ingest(applePages: Bool = false) throws -> KnowledgeBase {
    let folder = TemporaryFolder("hig-cache-fixture")
    let names = [("apple", "guidelines"), ("community", "community"), ("html", "html")]
      + (applePages ? [("applejson", "apple")] : [])
    for (name, destination) in names {
      try FileManager.default.copyItem(
        at: Fixtures.file(name, target: "HIGIngestTests"), to: folder.url.appendingPathComponent(destination))
    }
    return try Ingester(folder: ContentFolder(url: folder.url)).ingest()
  }
}
