import Foundation
import HIGIngest
@testable import HIGWorkspace
import HIGModel
import TestSupport
import Testing

/// The outline file beside the cache: what a rebuild reads instead of the whole cache.
@Suite struct KnowledgeBaseOutlineFileTests {
  /// The fixture knowledge base, cached in a scratch folder with its outline file.
  private struct Cached {
    let knowledgeBase: KnowledgeBase
    let folder = TemporaryFolder("hig-outline")
    var cache: String { folder.url.appendingPathComponent(KnowledgeBaseFile.fileName).path }
    var outline: String { folder.url.appendingPathComponent(KnowledgeBaseOutlineFile.fileName).path }

    init() throws {
      knowledgeBase = try FixtureKnowledgeBase.ingest()
      let layout = try KnowledgeBaseFile.write(knowledgeBase, to: URL(fileURLWithPath: cache))
      try Data(KnowledgeBaseOutlineFile.encode(knowledgeBase, layout: layout)).write(to: URL(fileURLWithPath: outline))
    }

    /// The outline read from the whole cache file, as without an outline file.
    func wholeReading(textsWhere wanted: (RecordID) -> Bool) throws -> KnowledgeBaseOutline {
      let file = try KnowledgeBaseFile.verify(try KnowledgeBaseOutlineFileTests.bytes(of: cache)).get()
      return try KnowledgeBaseFile.outline(file, textsWhere: wanted).get()
    }
  }

  private static func bytes(of path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  private func bytes(of path: String) throws -> [UInt8] { try Self.bytes(of: path) }

  private func summary(_ outline: KnowledgeBaseOutline) -> [String] {
    outline.guidelines.map { guideline in
      guideline.slug + ":"
        + guideline.records.map {
          "\($0.id) \($0.hasKorean) \($0.hasEnglish) \($0.text?.ko ?? "-") \($0.text?.en ?? "-")"
        }
        .joined(separator: "|")
    }
  }

  @Test func itHoldsWhatReadingTheWholeCacheFinds() throws {
    let cached = try Cached()
    let some = Set(cached.knowledgeBase.eachRecord.map(\.id).enumerated().filter { $0.offset % 7 == 0 }.map(\.element))
    for wanted in [{ (_: RecordID) in false }, { some.contains($0) }, { (_: RecordID) in true }] {
      let outline = try #require(
        KnowledgeBaseOutlineFile.outline(at: cached.outline, cachePath: cached.cache, textsWhere: wanted))
      #expect(summary(outline) == summary(try cached.wholeReading(textsWhere: wanted)))
    }
    let bare = try #require(
      KnowledgeBaseOutlineFile.outline(at: cached.outline, cachePath: cached.cache, textsWhere: { _ in false }))
    #expect(bare.eachRecord.map(\.id) == cached.knowledgeBase.eachRecord.map(\.id))
    // IDs taken from a set of known ones (a rebuild's new IDs) are the same IDs.
    let known = Set(cached.knowledgeBase.eachRecord.map(\.id).prefix(20))
    let sharing = try #require(
      KnowledgeBaseOutlineFile.outline(
        at: cached.outline, cachePath: cached.cache, known: known, textsWhere: { _ in false }))
    #expect(summary(sharing) == summary(bare))
  }

  /// A rebuild passes the digests of its guidelines: those the outline has the same are left
  /// out, their records unread; the others are read as without digests.
  @Test func guidelinesWithTheSameRecordsAreLeftOut() throws {
    let cached = try Cached()
    var digests = Dictionary(
      uniqueKeysWithValues: cached.knowledgeBase.guidelines.map { ($0.slug, KnowledgeBaseOutline.digest(of: $0)) })
    let changed = try #require(cached.knowledgeBase.guidelines.last).slug
    digests[changed]! &+= 1
    let reading = try #require(
      KnowledgeBaseOutlineFile.reading(
        at: cached.outline, cachePath: cached.cache, leavingOut: digests, textsWhere: { _ in false }))
    #expect(reading.outline.guidelines.map(\.slug) == [changed])
    #expect(reading.unchanged == Set(cached.knowledgeBase.guidelines.map(\.slug)).subtracting([changed]))
    #expect(!reading.slugsRepeat)
    let whole = try #require(
      KnowledgeBaseOutlineFile.outline(at: cached.outline, cachePath: cached.cache, textsWhere: { _ in false }))
    #expect(
      summary(reading.outline)
        == summary(KnowledgeBaseOutline(guidelines: whole.guidelines.filter { $0.slug == changed })))
    // Each entry's digest is its guideline's.
    for (entry, guideline) in zip(whole.guidelines, cached.knowledgeBase.guidelines) {
      #expect(KnowledgeBaseOutline.digest(of: entry) == KnowledgeBaseOutline.digest(of: guideline))
    }
  }

  @Test func aStaleOrDamagedOutlineFileIsNotUsed() throws {
    let cached = try Cached()
    let intact = try bytes(of: cached.outline)
    // Another cache's outline: the checksum it names is not this cache's.
    var other = cached.knowledgeBase
    other.contentFingerprint = "another build"
    let otherLayout = try KnowledgeBaseFile.write(other, to: cached.folder.url.appendingPathComponent("other.json"))
    try Data(KnowledgeBaseOutlineFile.encode(other, layout: otherLayout)).write(
      to: URL(fileURLWithPath: cached.outline))
    #expect(
      KnowledgeBaseOutlineFile.outline(at: cached.outline, cachePath: cached.cache, textsWhere: { _ in false }) == nil)
    // One byte of an ID changed: its own checksum no longer matches.
    var damaged = intact
    let index = try #require(damaged.lastIndex(of: UInt8(ascii: "/"))) + 1
    damaged[index] = damaged[index] == UInt8(ascii: "a") ? UInt8(ascii: "b") : UInt8(ascii: "a")
    try Data(damaged).write(to: URL(fileURLWithPath: cached.outline))
    #expect(
      KnowledgeBaseOutlineFile.outline(at: cached.outline, cachePath: cached.cache, textsWhere: { _ in false }) == nil)
    // Cut short.
    try Data(intact.prefix(intact.count / 2)).write(to: URL(fileURLWithPath: cached.outline))
    #expect(
      KnowledgeBaseOutlineFile.outline(at: cached.outline, cachePath: cached.cache, textsWhere: { _ in false }) == nil)
  }

  /// Texts come from the cache, which must then match its checksum: a damaged cache gives no outline
  /// (the rebuild reads it whole, finds it damaged, and compares with nothing).
  @Test func textsAreNotReadFromADamagedCache() throws {
    let cached = try Cached()
    var bytes = try bytes(of: cached.cache)
    let record = try #require(cached.knowledgeBase.eachRecord.first { $0.text.en != nil })
    let english = Array(try #require(record.text.en).utf8.prefix(8))
    let at = try #require(bytes.indices.first { bytes[$0...].starts(with: english) })
    bytes[at] = bytes[at] == UInt8(ascii: "X") ? UInt8(ascii: "Y") : UInt8(ascii: "X")
    try Data(bytes).write(to: URL(fileURLWithPath: cached.cache))
    #expect(
      KnowledgeBaseOutlineFile.outline(at: cached.outline, cachePath: cached.cache, textsWhere: { _ in true }) == nil)
    #expect(KnowledgeBaseFile.verify(fileAt: cached.cache) == nil)
  }

  @Test func aCacheFileVerifiedPieceByPieceMatchesItsWholeReading() throws {
    let cached = try Cached()
    let bytes = try bytes(of: cached.cache)
    #expect(KnowledgeBaseFile.verify(fileAt: cached.cache) == KnowledgeBaseFile.storedChecksum(Array(bytes.prefix(64))))
    #expect(KnowledgeBaseFile.verify(fileAt: cached.cache) != nil)
  }
  /// The fingerprint a cache states in its opening is its knowledge base's; a cache whose aliases
  /// push it past the opening, or a file that is no cache, states none.
  @Test func theStatedContentFingerprintIsReadFromTheOpening() throws {
    let cached = try Cached()
    #expect(KnowledgeBaseFile.statedContentFingerprint(at: cached.cache) == cached.knowledgeBase.contentFingerprint)
    var aliased = cached.knowledgeBase
    let target = try #require(aliased.records.first?.id)
    for number in 0..<5000 { aliased.aliases[RecordID(rawValue: "modality/old\(number)")] = target }
    let long = cached.folder.url.appendingPathComponent("aliased.json")
    try KnowledgeBaseFile.write(aliased, to: long)
    #expect(KnowledgeBaseFile.statedContentFingerprint(at: long.path) == nil)
    #expect(KnowledgeBaseFile.statedContentFingerprint(at: cached.outline) == nil)
    #expect(
      KnowledgeBaseFile.statedContentFingerprint(at: cached.folder.url.appendingPathComponent("none").path) == nil)
  }
}
