import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

/// Bad files are reported with their path and skipped; everything else is still ingested.
@Suite struct BadInputTests {
  let good = "Best practices\n\n알림을 적게 사용하세요. 사람들은 중요한 알림만 원합니다.\n"

  func ingest(_ folder: TemporaryFolder) throws -> KnowledgeBase {
    try Ingester(folder: ContentFolder(url: folder.url)).ingest()
  }

  func warning(_ kb: KnowledgeBase, _ file: String) -> Diagnostic? {
    kb.diagnostics.first { $0.file == file && $0.severity == .warning }
  }

  @Test func emptyBinaryAndUndecodableFilesAreSkippedWithAWarningNamingThem() throws {
    let folder = TemporaryFolder()
    try folder.write(good, to: "modality.txt")
    try folder.write("  \n\n", to: "empty.txt")
    try folder.write(Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01, 0x02, 0x00]), to: "image.txt")
    try folder.write(Data([0xFF, 0xFE, 0x00, 0xD8]), to: "broken-utf16.txt")
    let kb = try ingest(folder)
    #expect(kb.guidelines.map(\.slug) == ["modality"])
    #expect(warning(kb, "empty.txt")?.id == "ingest.empty-file")
    #expect(warning(kb, "image.txt")?.id == "ingest.binary-file")
    #expect(warning(kb, "broken-utf16.txt")?.id == "ingest.unsupported-encoding")
    #expect(warning(kb, "image.txt")?.description.contains("image.txt") == true)
  }

  @Test func legacyKoreanEncodingsAreConverted() throws {
    let folder = TemporaryFolder()
    // "알림을 적게 사용하세요." in CP949, as old Korean Windows editors save it.
    let cp949: [UInt8] = [
      0xBE, 0xCB, 0xB8, 0xB2, 0xC0, 0xBB, 0x20, 0xC0, 0xFB, 0xB0, 0xD4, 0x20, 0xBB, 0xE7, 0xBF, 0xEB, 0xC7, 0xCF,
      0xBC, 0xBC, 0xBF, 0xE4, 0x2E,
    ]
    try folder.write(Data(Array("Best practices\n\n".utf8) + cp949 + [0x0A]), to: "modality.txt")
    let kb = try ingest(folder)
    let record = try #require(kb.records.first)
    #expect(record.text.ko == "알림을 적게 사용하세요.")
    #expect(kb.diagnostics.contains { $0.id == "ingest.converted-encoding" && $0.severity == .note })
  }

  @Test func twoFilesClaimingOneSlugKeepTheFirst() throws {
    let folder = TemporaryFolder()
    try folder.write(good, to: "a/modality.txt")
    try folder.write(good, to: "b/modality.txt")
    let kb = try ingest(folder)
    #expect(kb.guidelines.count == 1)
    #expect(kb.guidelines[0].source.file == "a/modality.txt")
    #expect(warning(kb, "b/modality.txt")?.id == "ingest.duplicate-slug")
  }

  @Test func symlinkLoopsAreReportedNotFollowedForever() throws {
    let folder = TemporaryFolder()
    try folder.write(good, to: "texts/modality.txt")
    try FileManager.default.createSymbolicLink(
      at: folder.url.appendingPathComponent("texts/loop"),
      withDestinationURL: folder.url.appendingPathComponent("texts"))
    let kb = try ingest(folder)
    #expect(kb.guidelines.count == 1)
    #expect(kb.diagnostics.contains { $0.id == "ingest.link-loop" && $0.file == "texts/loop" })
  }

  @Test func malformedMetadataIsAWarningAndTextsStillIngest() throws {
    let folder = TemporaryFolder()
    try folder.write(good, to: "modality.txt")
    try folder.write("{ not json", to: "guidelines.json")
    let kb = try ingest(folder)
    #expect(kb.guidelines.count == 1)
    #expect(warning(kb, "guidelines.json")?.id == "ingest.bad-metadata")
  }

  @Test func aMissingContentFolderIsAnErrorThatSaysWhatToPass() {
    let missing = ContentFolder(url: URL(fileURLWithPath: "/nonexistent/hig-content"))
    #expect(throws: IngestError.contentFolderMissing(path: "/nonexistent/hig-content")) {
      try Ingester(folder: missing).ingest()
    }
    #expect(IngestError.contentFolderMissing(path: "x").description.contains("--content"))
  }

  @Test func filesWithoutATopicStillIngestUnderASafeSlug() throws {
    let folder = TemporaryFolder()
    try folder.write("My ../../Notes\n\n알림을 적게 사용하세요. 중요한 알림만 보내세요.\n", to: "notes.txt")
    let kb = try ingest(folder)
    let page = try #require(kb.guidelines.first)
    #expect(Slug.isValid(page.slug))
    #expect(!page.slug.contains("."))
  }
}
