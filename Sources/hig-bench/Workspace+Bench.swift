import Foundation
import HIGIngest
import HIGWorkspace

extension Workspace {
  /// A workspace for a benchmark's content and cache folders; `generator` is the hig binary's
  /// (`CLI.generator(ofExecutable:)`) when the binary will read the caches it writes.
  convenience init(content: URL, cacheRoot: URL, generator: String = "hig-bench") {
    self.init(
      contentPath: ContentFolder(url: content).path, cacheRootPath: cacheRoot.standardizedIfNeeded.path,
      generator: generator)
  }
}
