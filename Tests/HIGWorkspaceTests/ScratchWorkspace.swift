import Foundation
import HIGModel
import TestSupport

@testable import HIGIngest
@testable import HIGWorkspace

/// A copy of the real Content in a scratch folder with a cache beside it, and the events of every
/// workspace opened on them.
final class ScratchWorkspace: @unchecked Sendable {
  let folder = TemporaryFolder("hig-workspace")
  let content: URL
  var cacheRoot: URL { folder.url.appendingPathComponent("cache") }
  private let lock = NSLock()
  private var logged: [WorkspaceEvent] = []

  init() throws {
    content = try folder.copyContent()
  }

  /// A workspace as a new process would open it (nothing in memory); `interruption` is called after
  /// each write a kill could interrupt.
  func open(
    cacheRoot: String? = nil, interruption: @escaping @Sendable (Workspace.WriteStep) throws -> Void = { _ in }
  ) -> Workspace {
    Workspace(
      content: ContentFolder(path: content.path), cacheRootPath: cacheRoot ?? self.cacheRoot.path, generator: "test",
      displayBase: folder.url.path, report: { [self] event in lock.withLock { logged.append(event) } },
      interruption: interruption)
  }

  /// The events reported since the last call, as text.
  func events() -> [String] {
    lock.withLock {
      defer { logged = [] }
      return logged.map(\.description)
    }
  }

  func edit(_ path: String, _ change: (String) -> String) throws {
    let file = content.appendingPathComponent(path)
    try change(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
  }

  /// The rule `hig`'s alias tests rewrite, before and after.
  static let oldRule = "적합할 때 모달리티를 사용하십시오."
  static let newRule = "적합할 때에만 모달리티를 사용하세요."

  /// Rewrites the modality rule's own text, so its ID changes.
  func rewriteRule() throws {
    try edit("guidelines/modality.txt") { $0.replacingOccurrences(of: Self.oldRule, with: Self.newRule) }
  }

  var aliasFile: URL { content.appendingPathComponent("aliases.tsv") }
}

extension KnowledgeBase {
  /// The ID of the record whose Korean text contains `text`.
  func id(containing text: String) -> RecordID? {
    records.first { $0.text.ko?.contains(text) == true }?.id
  }
}
