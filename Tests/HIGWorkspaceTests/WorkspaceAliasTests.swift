import Foundation
import HIGCite
import HIGModel
import TestSupport
import Testing

@testable import HIGWorkspace

@Suite struct WorkspaceAliasTests {
  /// Stands for a kill: thrown after a write, it stops the workspace with nothing else written.
  struct Killed: Error {}

  /// Counts the writes of a run and stops it after the `at`th (nil: never).
  final class KillSwitch: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private(set) var steps: [Workspace.WriteStep] = []
    let at: Int?

    init(at: Int?) { self.at = at }

    func passed(_ step: Workspace.WriteStep) throws {
      try lock.withLock {
        count += 1
        steps.append(step)
        if count == at { throw Killed() }
      }
    }
  }

  @Test func aRewrittenRuleKeepsItsOldIDInTheCacheUntilBuildRecordsIt() throws {
    let scratch = try ScratchWorkspace()
    let oldID = try #require(try scratch.open().knowledgeBase().knowledgeBase.id(containing: ScratchWorkspace.oldRule))
    _ = scratch.events()
    try scratch.rewriteRule()
    let read = scratch.open()
    let kb = try read.knowledgeBase().knowledgeBase
    let newID = try #require(kb.id(containing: ScratchWorkspace.newRule))
    #expect(kb.lookup(oldID)?.record.id == newID)
    #expect(!FileManager.default.fileExists(atPath: scratch.aliasFile.path))
    #expect(read.pendingAliases().map(\.old) == [oldID])
    let events = scratch.events()
    #expect(events.filter { $0.contains("'hig build' records it") }.count == 1)
    // Said once: the next command finds the knowledge base current and says nothing.
    #expect(try scratch.open().knowledgeBase().knowledgeBase.lookup(oldID)?.record.id == newID)
    #expect(scratch.events().isEmpty)

    let build = scratch.open()
    let built = try build.knowledgeBase(recordingAliases: true)
    #expect(built.knowledgeBase.lookup(oldID)?.record.id == newID)
    #expect(try String(contentsOf: scratch.aliasFile, encoding: .utf8).contains("\(oldID)\t\(newID)\t"))
    #expect(build.pendingAliases().isEmpty)
    #expect(
      scratch.events().contains { $0.contains("kept \(oldID) as an alias of \(newID)") && $0.contains("aliases.tsv") })
    // The knowledge base that build left is current for the content with its new aliases.tsv.
    #expect(try scratch.open().knowledgeBase().rebuilt == false)
  }

  /// A rebuild compares only the guidelines an edit changed, and finds what comparing every
  /// guideline finds: a record rewritten beyond recognition is lost, unless an alias leads from
  /// it to a record of a guideline the edit left alone.
  @Test(arguments: [false, true]) func comparingTheChangedGuidelinesFindsWhatComparingAllFinds(aliased: Bool) throws {
    let scratch = try ScratchWorkspace()
    let before = try scratch.open().knowledgeBase().knowledgeBase
    let oldID = try #require(before.id(containing: ScratchWorkspace.oldRule))
    let elsewhere = try #require(before.guidelines.first { $0.slug != oldID.slug }?.records.first).id
    try scratch.edit("guidelines/modality.txt") { text in
      let paragraph = text.split(separator: "\n").first { $0.hasPrefix(ScratchWorkspace.oldRule) }!
      return text.replacingOccurrences(of: paragraph, with: "창의 가장자리에는 항상 세 가지 색을 칠합니다.")
    }
    if aliased {
      try "old\tnew\n\(oldID)\t\(elsewhere)\n".write(to: scratch.aliasFile, atomically: true, encoding: .utf8)
    }
    _ = scratch.events()
    let after = try scratch.open().knowledgeBase().knowledgeBase
    let whole = AliasMatcher()
    let lost = whole.unresolved(
      previous: before, current: after, found: whole.aliases(previous: before, current: after))
    #expect(lost == (aliased ? [] : [oldID]))
    let said = scratch.events().contains { $0.contains("no longer resolve") && $0.contains(oldID.rawValue) }
    #expect(said == !aliased)
    if aliased { #expect(after.lookup(oldID)?.record.id == elsewhere) }
  }

  /// A rebuild compares with the outline file beside the cache; without it, or with a damaged one,
  /// it reads the cache whole and finds the same alias.
  @Test(arguments: ["intact", "missing", "damaged"])
  func theOutlineFileOnlySavesTime(_ state: String) throws {
    let scratch = try ScratchWorkspace()
    let first = scratch.open()
    let oldID = try #require(try first.knowledgeBase().knowledgeBase.id(containing: ScratchWorkspace.oldRule))
    let outline = first.outlineFile
    #expect(FileManager.default.fileExists(atPath: outline.path))
    switch state {
    case "missing": try FileManager.default.removeItem(at: outline)
    case "damaged": try Data("hig-outline 1 0 0\nmodality\t0\t1\t3modality/zzzzzz\n".utf8).write(to: outline)
    default: break
    }
    try scratch.rewriteRule()
    let kb = try scratch.open().knowledgeBase().knowledgeBase
    let newID = try #require(kb.id(containing: ScratchWorkspace.newRule))
    #expect(kb.lookup(oldID)?.record.id == newID)
    #expect(scratch.open().pendingAliases().map(\.old) == [oldID])
  }

  /// No kill at any point of a rebuild that finds an alias, or of the build that records it, loses
  /// the alias: killed after any write, the next commands still resolve the old ID, and the next
  /// build records it in the content folder.
  @Test func noKillAtAnyWriteLosesAnAlias() throws {
    // The writes of an uninterrupted `hig build` after the edit, in order.
    let uninterrupted = KillSwitch(at: nil)
    let reference = try ScratchWorkspace()
    let oldID = try #require(
      try reference.open().knowledgeBase().knowledgeBase.id(containing: ScratchWorkspace.oldRule))
    try reference.rewriteRule()
    _ = try reference.open(interruption: uninterrupted.passed).knowledgeBase(recordingAliases: true)
    #expect(
      uninterrupted.steps == [
        .pendingAliasesSaved, .aliasesRecorded, .pendingAliasesCleared, .knowledgeBaseSaved,
      ])

    for kill in 1...uninterrupted.steps.count {
      let scratch = try ScratchWorkspace()
      _ = try scratch.open().knowledgeBase()
      try scratch.rewriteRule()
      let killSwitch = KillSwitch(at: kill)
      #expect(throws: Killed.self) {
        try scratch.open(interruption: killSwitch.passed).knowledgeBase(recordingAliases: true)
      }
      let step = "killed after \(killSwitch.steps.last!) (write \(kill))"
      let kb = try scratch.open().knowledgeBase().knowledgeBase
      #expect(kb.lookup(oldID)?.record.text.ko?.contains(ScratchWorkspace.newRule) == true, "\(step)")
      _ = try scratch.open().knowledgeBase(recordingAliases: true)
      let recorded = (try? String(contentsOf: scratch.aliasFile, encoding: .utf8)) ?? ""
      #expect(AliasFile.entries(in: recorded).map(\.old) == [oldID], "\(step)")
      #expect(try scratch.open().knowledgeBase().knowledgeBase.lookup(oldID) != nil, "\(step)")
    }
  }

  /// Recording the aliases reads only aliases.tsv again, not the pages, yet leaves the knowledge
  /// base a whole ingestion makes of the content then: the same aliases, the same warnings of the
  /// file (a bad line of it here) in the same place, the same fingerprint.
  @Test func recordingAliasesReadsOnlyTheAliasFileAgain() throws {
    let scratch = try ScratchWorkspace()
    try "not an alias\n".write(to: scratch.aliasFile, atomically: true, encoding: .utf8)
    let oldID = try #require(try scratch.open().knowledgeBase().knowledgeBase.id(containing: ScratchWorkspace.oldRule))
    try scratch.rewriteRule()
    let steps = KillSwitch(at: nil)
    let recorded = try scratch.open(interruption: steps.passed).knowledgeBase(recordingAliases: true).knowledgeBase
    // No second ingestion: it would save pending aliases (none) before the knowledge base.
    #expect(steps.steps.suffix(3) == [.aliasesRecorded, .pendingAliasesCleared, .knowledgeBaseSaved])
    #expect(recorded.aliases[oldID] != nil)
    #expect(recorded.diagnostics.contains { $0.id == "ingest.bad-alias" })
    let ingested = try scratch.open(cacheRoot: scratch.folder.url.appendingPathComponent("other-cache").path)
      .knowledgeBase().knowledgeBase
    #expect(recorded == ingested)
    #expect(try scratch.open().knowledgeBase().rebuilt == false)
  }

  /// `hig build` saves the knowledge base once, after recording its aliases; when aliases.tsv
  /// cannot be written, it is saved all the same, with them pending, and the next command finds it current.
  @Test func aBuildThatCannotRecordItsAliasesStillSavesTheKnowledgeBase() throws {
    let scratch = try ScratchWorkspace()
    let oldID = try #require(try scratch.open().knowledgeBase().knowledgeBase.id(containing: ScratchWorkspace.oldRule))
    // A folder where the file should be: writing fails even for root, which ignores permissions.
    try FileManager.default.createDirectory(at: scratch.aliasFile, withIntermediateDirectories: false)
    try scratch.rewriteRule()
    let steps = KillSwitch(at: nil)
    let built = try scratch.open(interruption: steps.passed).knowledgeBase(recordingAliases: true)
    #expect(built.warnings.map(\.id).contains("cite.aliases-unwritable"))
    #expect(steps.steps == [.pendingAliasesSaved, .knowledgeBaseSaved])
    let next = try scratch.open().knowledgeBase()
    #expect(next.rebuilt == false)
    #expect(next.knowledgeBase.lookup(oldID)?.record.text.ko?.contains(ScratchWorkspace.newRule) == true)
    #expect(scratch.open().pendingAliases().map(\.old) == [oldID])
  }

  /// A page edited while `hig build` records the aliases is not missed: the content is then
  /// ingested again, and the knowledge base holds the edit.
  @Test func anEditWhileAliasesAreRecordedIsIngested() throws {
    let scratch = try ScratchWorkspace()
    _ = try scratch.open().knowledgeBase()
    try scratch.rewriteRule()
    let edited = "이 문장은 기록하는 동안 더해졌습니다."
    let steps = KillSwitch(at: nil)
    let recorded = try scratch.open(interruption: { step in
      try steps.passed(step)
      if step == .aliasesRecorded {
        try scratch.edit("guidelines/modality.txt") { $0 + "\n\n" + edited + "\n" }
      }
    }).knowledgeBase(recordingAliases: true).knowledgeBase
    #expect(steps.steps.suffix(3) == [.pendingAliasesCleared, .pendingAliasesSaved, .knowledgeBaseSaved])
    #expect(recorded.records.contains { $0.text.ko?.contains(edited) == true })
    #expect(try scratch.open().knowledgeBase().rebuilt == false)
  }

  /// Pending aliases the cache cannot keep are not lost either: the knowledge base is not saved
  /// without them, so the next command compares with the old one again and finds them again.
  @Test func pendingAliasesThatCannotBeSavedAreFoundAgain() throws {
    let scratch = try ScratchWorkspace()
    let first = scratch.open()
    let oldID = try #require(try first.knowledgeBase().knowledgeBase.id(containing: ScratchWorkspace.oldRule))
    try scratch.rewriteRule()
    // A folder where the pending file would go.
    try FileManager.default.createDirectory(at: first.pendingAliasesFile, withIntermediateDirectories: false)
    _ = scratch.events()
    let unsaved = try scratch.open().knowledgeBase()
    #expect(unsaved.knowledgeBase.lookup(oldID) != nil)
    #expect(unsaved.warnings.contains { $0.id == "cache.unsaved" })
    #expect(scratch.events().contains { $0.contains("could not save the aliases of rewritten rules") })
    try FileManager.default.removeItem(at: first.pendingAliasesFile)
    let again = try scratch.open().knowledgeBase()
    #expect(again.rebuilt)
    #expect(again.knowledgeBase.lookup(oldID) != nil)
    #expect(first.pendingAliases().map(\.old) == [oldID])
  }
}
