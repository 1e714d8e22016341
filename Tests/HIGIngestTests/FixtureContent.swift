import Foundation
import HIGIngest
import HIGModel
import TestSupport

/// Content folders assembled from this target's fixtures, for tests that ingest whole trees.
enum FixtureContent {
  /// A fresh folder holding the named fixture folders (e.g. "apple", "html") side by side.
  static func folder(_ names: [String]) throws -> TemporaryFolder {
    let folder = TemporaryFolder("hig-ingest")
    for name in names {
      try FileManager.default.copyItem(
        at: Fixtures.file(name, target: "HIGIngestTests"), to: folder.url.appendingPathComponent(name))
    }
    return folder
  }

  static func ingest(_ folder: TemporaryFolder) throws -> KnowledgeBase {
    try Ingester(folder: ContentFolder(url: folder.url)).ingest()
  }
}
