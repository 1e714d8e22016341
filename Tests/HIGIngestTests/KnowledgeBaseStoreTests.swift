import Foundation
import Glibc
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

@Suite struct KnowledgeBaseStoreTests {
  @Test func rebuildsOnlyWhenTheContentChanges() throws {
    let folder = TemporaryFolder()
    let content = try folder.copyContent()
    let store = KnowledgeBaseStore(
      folder: ContentFolder(url: content), cacheRoot: folder.url.appendingPathComponent("cache"))
    #expect(try store.load().rebuilt)
    #expect(try store.load().rebuilt == false)
    let file = content.appendingPathComponent("guidelines/modality.txt")
    try (String(contentsOf: file, encoding: .utf8) + "\n새 규칙을 추가하세요.\n").write(
      to: file, atomically: true, encoding: .utf8)
    let reloaded = try store.load()
    #expect(reloaded.rebuilt)
    #expect(reloaded.reason == "content changed")
    #expect(try store.load(forceRebuild: true).rebuilt)
  }

  @Test func theStoreKeepsAListingOnceTheContentHasSettledAndStillSeesAnEdit() throws {
    let folder = TemporaryFolder()
    let content = try folder.copyContent()
    let store = KnowledgeBaseStore(
      folder: ContentFolder(url: content), cacheRoot: folder.url.appendingPathComponent("cache"))
    _ = try store.load()
    let listing = store.cacheFolder.appendingPathComponent(KnowledgeBaseStore.listingFileName).path
    #expect(!FileManager.default.fileExists(atPath: listing))
    // The real settling time: the content's folders were written just now.
    usleep(UInt32(ContentListing.settlingTime / 1000) + 100_000)
    let walked = try store.currentFingerprint()
    #expect(FileManager.default.fileExists(atPath: listing))
    #expect(try store.currentFingerprint() == walked)
    #expect(try store.load().rebuilt == false)
    let handle = try #require(
      FileHandle(forWritingAtPath: content.appendingPathComponent("guidelines/modality.txt").path))
    handle.seekToEndOfFile()
    handle.write(Data("\n새 규칙을 추가하세요.\n".utf8))
    handle.closeFile()
    #expect(try store.load().reason == "content changed")
  }

  @Test func aCorruptCacheIsRebuiltNotFatal() throws {
    let folder = TemporaryFolder()
    let content = try folder.copyContent()
    let store = KnowledgeBaseStore(
      folder: ContentFolder(url: content), cacheRoot: folder.url.appendingPathComponent("cache"))
    _ = try store.load()
    try Data("{\"schemaVersion\": 1, \"guidel".utf8).write(to: store.knowledgeBaseFile)
    let loaded = try store.load()
    #expect(loaded.rebuilt)
    #expect(loaded.knowledgeBase.guidelines.count == 4)
    try Data("{\"schemaVersion\": 0}".utf8).write(to: store.knowledgeBaseFile)
    #expect(try store.load().reason?.contains("schema 0") == true)
  }

  @Test func aCacheFromAnotherSchemaIsRebuiltAndSaysWhy() throws {
    let folder = TemporaryFolder()
    let content = try folder.copyContent()
    let store = KnowledgeBaseStore(
      folder: ContentFolder(url: content), cacheRoot: folder.url.appendingPathComponent("cache"))
    var old = try store.load().knowledgeBase
    old.schemaVersion = KnowledgeBase.currentSchemaVersion + 1
    try store.save(old)
    let loaded = try store.load()
    #expect(loaded.rebuilt)
    #expect(loaded.reason?.contains("schema \(KnowledgeBase.currentSchemaVersion + 1)") == true)
    #expect(loaded.knowledgeBase.schemaVersion == KnowledgeBase.currentSchemaVersion)
  }

  @Test func theCacheIsCompactWithSortedKeys() throws {
    let folder = TemporaryFolder()
    let content = try folder.copyContent()
    let store = KnowledgeBaseStore(
      folder: ContentFolder(url: content), cacheRoot: folder.url.appendingPathComponent("cache"))
    _ = try store.load()
    let text = try String(contentsOf: store.knowledgeBaseFile, encoding: .utf8)
    #expect(text.hasPrefix("{\"aliases\":"))
    #expect(!text.contains("\n"))
  }

  @Test func cacheFoldersAreKeyedByContentFolderAndLiveOutsideIt() {
    let root = URL(fileURLWithPath: "/tmp/cache")
    let a = KnowledgeBaseStore(folder: ContentFolder(url: URL(fileURLWithPath: "/a/Content")), cacheRoot: root)
    let b = KnowledgeBaseStore(folder: ContentFolder(url: URL(fileURLWithPath: "/b/Content")), cacheRoot: root)
    #expect(a.cacheFolder != b.cacheFolder)
    #expect(a.cacheFolder.path.hasPrefix("/tmp/cache/content-"))
  }

  @Test(
    "The cache folder named from strings is the one named from URLs",
    arguments: ["/a/Content", "/a/b/../Content/", "/tmp/작업 폴더/콘텐츠", "/", "/a/Content.v2", "/tmp"])
  func cacheFolderFromPathsEqualsTheOneFromURLs(content: String) {
    let folder = URL(fileURLWithPath: content)
    for root in ["/tmp/cache", "/tmp/캐시 폴더", "/"] {
      let store = KnowledgeBaseStore(
        folder: ContentFolder(path: URL.standardPath(content)), cacheRootPath: root, generator: "test")
      // The naming before the stores kept paths: URLs throughout.
      let standard = folder.standardizedIfNeeded
      let name = Slug.make(standard.lastPathComponent)
      var hash = FNV1a()
      hash.add(ContentFolder.realPath(standard.path) ?? standard.path)
      let expected = URL(fileURLWithPath: root).appendingPathComponent(
        "\(name.isEmpty ? "content" : name)-\(hash.hex.prefix(8))")
      #expect(store.cacheFolderPath == expected.path)
      #expect(store.cacheFolder.path == expected.path)
      #expect(ContentFolder(url: folder).path == store.folder.path)
      #expect(store.folder.url.path == standard.path)
    }
  }

  @Test func builtInCatalogListsAppleTopicsWithKoreanTitles() throws {
    let catalog = TopicCatalog.builtIn
    #expect(catalog.topics.count == 169)
    #expect(catalog.topics.allSatisfy { $0.title.ko != nil })
    #expect(catalog.slug(named: "오디오 재생") == "playing-audio")
    #expect(catalog.slug(named: "Drag & Drop") == "drag-and-drop")
    if let shared = Fixtures.sharedFolder {
      let apple = try String(contentsOf: shared.appendingPathComponent("catalog/hig-topics.tsv"), encoding: .utf8)
      let slugs = TSV.rows(apple).map { $0[0] }.filter { $0 != "slug" }
      #expect(slugs == catalog.topics.map(\.slug))
    }
  }
}
