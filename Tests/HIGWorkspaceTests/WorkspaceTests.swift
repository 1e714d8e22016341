import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HIGModel
import HIGSearch
import TestSupport
import Testing

@testable import HIGIngest
@testable import HIGWorkspace

@Suite struct WorkspaceTests {
  @Test func rebuildsOnlyWhenTheContentChanges() throws {
    let scratch = try ScratchWorkspace()
    #expect(try scratch.open().knowledgeBase().rebuilt)
    #expect(try scratch.open().knowledgeBase().rebuilt == false)
    try scratch.edit("guidelines/modality.txt") { $0 + "\n새 규칙을 추가하세요.\n" }
    let reloaded = try scratch.open().knowledgeBase()
    #expect(reloaded.rebuilt)
    #expect(reloaded.reason == "content changed")
    #expect(try scratch.open().knowledgeBase(force: true).rebuilt)
  }

  @Test func theWorkspaceKeepsAListingOnceTheContentHasSettledAndStillSeesAnEdit() throws {
    let scratch = try ScratchWorkspace()
    let workspace = scratch.open()
    _ = try workspace.knowledgeBase()
    #expect(!FileManager.default.fileExists(atPath: workspace.listingPath))
    // The real settling time: the content's folders were written just now.
    usleep(UInt32(ContentListing.settlingTime / 1000) + 100_000)
    let walked = try workspace.currentFingerprint()
    #expect(FileManager.default.fileExists(atPath: workspace.listingPath))
    #expect(try workspace.currentFingerprint() == walked)
    #expect(try scratch.open().knowledgeBase().rebuilt == false)
    let handle = try #require(
      FileHandle(forWritingAtPath: scratch.content.appendingPathComponent("guidelines/modality.txt").path))
    handle.seekToEndOfFile()
    handle.write(Data("\n새 규칙을 추가하세요.\n".utf8))
    handle.closeFile()
    #expect(try scratch.open().knowledgeBase().reason == "content changed")
  }

  @Test func aCorruptCacheIsRebuiltNotFatal() throws {
    let scratch = try ScratchWorkspace()
    let workspace = scratch.open()
    _ = try workspace.knowledgeBase()
    try Data("{\"schemaVersion\": 1, \"guidel".utf8).write(to: workspace.knowledgeBaseFile)
    let loaded = try scratch.open().knowledgeBase()
    #expect(loaded.rebuilt)
    #expect(loaded.knowledgeBase.guidelines.map(\.slug) == ["drag-and-drop", "modality"])
    try Data("{\"schemaVersion\": 0}".utf8).write(to: workspace.knowledgeBaseFile)
    #expect(try scratch.open().knowledgeBase().reason?.contains("schema 0") == true)
  }

  @Test func aCacheFromAnotherSchemaIsRebuiltAndSaysWhy() throws {
    let scratch = try ScratchWorkspace()
    let workspace = scratch.open()
    var old = try workspace.knowledgeBase().knowledgeBase
    old.schemaVersion = KnowledgeBase.currentSchemaVersion + 1
    try workspace.save(old)
    let loaded = try scratch.open().knowledgeBase()
    #expect(loaded.rebuilt)
    #expect(loaded.reason?.contains("schema \(KnowledgeBase.currentSchemaVersion + 1)") == true)
    #expect(loaded.knowledgeBase.schemaVersion == KnowledgeBase.currentSchemaVersion)
  }

  /// An edit of the cached file that keeps it valid JSON, stamped with the right fingerprint, is
  /// still found: the checksum covers every byte.
  @Test func anEditedKnowledgeBaseIsDetectedAndRebuilt() throws {
    let scratch = try ScratchWorkspace()
    let workspace = scratch.open()
    _ = try workspace.knowledgeBase()
    let file = workspace.knowledgeBaseFile
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(ScratchWorkspace.oldRule))
    try text.replacingOccurrences(of: ScratchWorkspace.oldRule, with: "엉뚱한 내용을 보여 주세요.")
      .write(to: file, atomically: true, encoding: .utf8)
    let loaded = try scratch.open().knowledgeBase()
    #expect(loaded.rebuilt)
    #expect(loaded.reason?.contains("checksum") == true)
    #expect(loaded.knowledgeBase.id(containing: ScratchWorkspace.oldRule) != nil)
    #expect(loaded.knowledgeBase.id(containing: "엉뚱한") == nil)
  }

  @Test(arguments: [0.1, 0.5, 0.9])
  func aFlippedBitInTheKnowledgeBaseIsDetected(at fraction: Double) throws {
    let scratch = try ScratchWorkspace()
    let workspace = scratch.open()
    _ = try workspace.knowledgeBase()
    var bytes = [UInt8](try Data(contentsOf: workspace.knowledgeBaseFile))
    bytes[Int(Double(bytes.count) * fraction)] ^= 0x01
    try Data(bytes).write(to: workspace.knowledgeBaseFile)
    let loaded = try scratch.open().knowledgeBase()
    #expect(loaded.rebuilt)
    #expect(loaded.reason == KnowledgeBaseFile.Problem.damaged.description)
  }

  @Test func theCacheIsCompactJSONOpenedByItsChecksum() throws {
    let scratch = try ScratchWorkspace()
    let workspace = scratch.open()
    _ = try workspace.knowledgeBase()
    let data = try Data(contentsOf: workspace.knowledgeBaseFile)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix("{\"checksum\":\""))
    #expect(text.dropFirst(31).hasPrefix("\"aliases\":"))
    #expect(!text.contains("\n"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect((object["checksum"] as? String)?.count == 16)
    #expect(object["schemaVersion"] as? Int == KnowledgeBase.currentSchemaVersion)
  }

  @Test func cacheFoldersAreKeyedByContentFolderAndLiveOutsideIt() {
    let a = Workspace.cacheFolderPath(for: ContentFolder(path: "/a/Content"), in: "/tmp/cache")
    let b = Workspace.cacheFolderPath(for: ContentFolder(path: "/b/Content"), in: "/tmp/cache")
    #expect(a != b)
    #expect(a.hasPrefix("/tmp/cache/content-"))
  }

  @Test(
    "The cache folder named from strings is the one named from URLs",
    arguments: ["/a/Content", "/a/b/../Content/", "/tmp/작업 폴더/콘텐츠", "/", "/a/Content.v2", "/tmp"])
  func cacheFolderFromPathsEqualsTheOneFromURLs(content: String) {
    let folder = URL(fileURLWithPath: content)
    for root in ["/tmp/cache", "/tmp/캐시 폴더", "/"] {
      let workspace = Workspace(
        contentPath: URL.standardPath(content), cacheRootPath: root, generator: "test")
      // The naming before the caches kept paths: URLs throughout.
      let standard = folder.standardizedIfNeeded
      let name = Slug.make(standard.lastPathComponent)
      var hash = FNV1a()
      hash.add(ContentFolder.realPath(standard.path) ?? standard.path)
      let expected = URL(fileURLWithPath: root).appendingPathComponent(
        "\(name.isEmpty ? "content" : name)-\(hash.hex.prefix(8))")
      #expect(workspace.cacheFolderPath == expected.path)
      #expect(workspace.cacheFolder.path == expected.path)
      #expect(ContentFolder(url: folder).path == workspace.content.path)
      #expect(workspace.content.url.path == standard.path)
    }
  }

  /// What a server does: one workspace, many requests, the content edited between two of them.
  @Test func aWorkspaceOpenedOnceAnswersFromMemoryAndSeesEditsBetweenRequests() throws {
    let scratch = try ScratchWorkspace()
    let workspace = scratch.open()
    let query = try SearchQuery.parse("zyxwvut")
    func hits() throws -> Int {
      try workspace.withSearchIndex(readOnly: true) { try Searcher(index: $0).search(query).total }
    }
    #expect(try hits() == 0)
    #expect(scratch.events().contains { $0.hasPrefix("Indexed") })
    // The cache files are gone, yet the next request is answered from memory.
    try FileManager.default.removeItem(at: workspace.cacheFolder)
    #expect(try hits() == 0)
    #expect(try workspace.knowledgeBase().rebuilt == false)
    #expect(scratch.events().isEmpty)
    try scratch.edit("guidelines/modality.txt") { $0 + "\n\nZyxwvut 규칙을 지키세요.\n" }
    #expect(try hits() == 1)
    #expect(scratch.events().contains { $0.hasPrefix("Indexed") && $0.contains("content changed") })
    #expect(try workspace.knowledgeBase().knowledgeBase.id(containing: "Zyxwvut") != nil)
  }

  /// A cache that cannot be written (read-only, full, or a file in the way) still answers.
  @Test func anUnwritableCacheAnswersFromMemoryWithAWarning() throws {
    let scratch = try ScratchWorkspace()
    let blocker = try scratch.folder.write("not a folder", to: "blocker")
    let workspace = scratch.open(cacheRoot: blocker.appendingPathComponent("cache").path)
    let query = try SearchQuery.parse("드래그")
    let total = try workspace.withSearchIndex(readOnly: true) { try Searcher(index: $0).search(query).total }
    #expect(total > 0)
    let events = scratch.events()
    #expect(
      events.contains { $0.hasPrefix("warning[cache.unsaved]") && $0.contains("could not save the knowledge base") })
    #expect(
      events.contains { $0.hasPrefix("warning[cache.unsaved]") && $0.contains("could not save the search index") })
    #expect(events.contains { $0.hasPrefix("Indexed") })
  }
}
