import Foundation
import HIGModel
import HIGSearch
import TestSupport
import Testing

@testable import HIGWorkspace

/// What a site is built from: a search index and the knowledge base it was built from, one
/// snapshot of the content, whatever is renamed into the content folder meanwhile.
@Suite struct WorkspaceSnapshotTests {
  /// A content file replaced after the index was found current: the knowledge base is still the
  /// index's, not the new text's.
  @Test func theKnowledgeBaseIsTheOneTheIndexWasBuiltFrom() throws {
    let scratch = try ScratchWorkspace()
    try scratch.open().withSearchIndex { _ in }
    let (fingerprint, knowledgeBase) = try scratch.open().withSnapshot { index, load in
      try scratch.rewriteRule()
      return (index.header.fingerprint, try load())
    }
    #expect(knowledgeBase.contentFingerprint == fingerprint)
    #expect(knowledgeBase.id(containing: ScratchWorkspace.oldRule) != nil)
    #expect(knowledgeBase.id(containing: ScratchWorkspace.newRule) == nil)
  }

  /// When what the index was built from is gone too (another process cached the new text), the
  /// snapshot is taken again, from the new text, for both.
  @Test func aSnapshotWhoseKnowledgeBaseIsGoneIsTakenAgain() throws {
    let scratch = try ScratchWorkspace()
    try scratch.open().withSearchIndex { _ in }
    var runs = 0
    let (fingerprint, knowledgeBase, records) = try scratch.open().withSnapshot { index, load in
      runs += 1
      if runs == 1 {
        try scratch.rewriteRule()
        _ = try scratch.open().knowledgeBase()
      }
      return (index.header.fingerprint, try load(), index.recordCount)
    }
    #expect(runs == 2)
    #expect(knowledgeBase.contentFingerprint == fingerprint)
    #expect(knowledgeBase.id(containing: ScratchWorkspace.newRule) != nil)
    #expect(records == knowledgeBase.recordCount)
  }
}
