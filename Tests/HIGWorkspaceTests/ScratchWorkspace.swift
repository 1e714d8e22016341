import Foundation
import HIGModel
import TestSupport

@testable import HIGIngest
@testable import HIGWorkspace

/// A small content folder of two plain-text guidelines (`pages`) in a scratch folder with a cache
/// beside it, and the events of every workspace opened on them.
final class ScratchWorkspace: @unchecked Sendable {
  let folder = TemporaryFolder("hig-workspace")
  let content: URL
  var cacheRoot: URL { folder.url.appendingPathComponent("cache") }
  private let lock = NSLock()
  private var logged: [WorkspaceEvent] = []

  init() throws {
    content = folder.url.appendingPathComponent("Content")
    for (path, text) in Self.pages { _ = try folder.write(text, to: "Content/" + path) }
  }

  /// The content: the modality page holds `oldRule`, and the drag-and-drop page the word 드래그.
  static let pages: [(String, String)] = [
    (
      "guidelines.json",
      #"{"guidelines": [{"file": "guidelines/modality.txt", "slug": "modality"}, {"file": "guidelines/drag-and-drop.txt", "slug": "drag-and-drop"}]}"#
    ),
    (
      "guidelines/modality.txt",
      """
      모달리티(Modality)
      모달 화면은 사람들이 하던 일을 잠시 멈추고 한 가지 일을 끝내게 합니다.
      \(oldRule) 모달 화면은 닫는 동작이 따로 필요하므로, 그 수고를 들일 만한 까닭이 있을 때만 보여 주는 편이 좋습니다.
      모달 작업은 짧고 단순하게 유지하십시오. 단계가 많아지면 사람들이 원래 하던 일을 잊기 쉽습니다.
      모달 화면에는 언제나 닫기 버튼을 두십시오. 버튼이 있으면 제스처를 쓰기 어려운 사람도 화면을 닫을 수 있습니다.

      """
    ),
    (
      "guidelines/drag-and-drop.txt",
      """
      드래그 앤 드롭(Drag and drop)
      드래그 앤 드롭은 항목을 끌어다 다른 곳에 놓아 옮기거나 복사하는 방법입니다.
      끌고 있는 항목이 어디에 놓일지 분명히 보여 주십시오. 놓을 수 있는 곳만 강조하면 사람들이 망설이지 않습니다.
      사람들이 드래그를 도중에 그만둘 수 있게 하십시오. 항목을 처음 자리로 되돌리면 아무것도 바뀌지 않아야 합니다.

      """
    ),
  ]

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
