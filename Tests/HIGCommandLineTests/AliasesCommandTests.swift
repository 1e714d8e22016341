import Foundation
import TestSupport
import Testing

@Suite struct AliasesCommandTests {
  @Test func findsTheAliasesAnOlderContentFolderNeedsAndWritesThem() throws {
    let run = try CLIRun()
    try FileManager.default.copyItem(at: run.content, to: run.folder.url.appendingPathComponent("Old"))
    try run.edit("guidelines/modality.txt") {
      $0.replacingOccurrences(of: "적합할 때 모달리티를 사용하십시오.", with: "적합할 때에만 모달리티를 사용하세요.")
    }
    // No cached build exists, so only --since can see what the edit dropped.
    let found = run.run(["aliases", "--since", "Old"])
    #expect(found.status == 0)
    #expect(found.output.hasPrefix("OLD "))
    #expect(found.output.contains("modality/"))

    let written = run.run(["aliases", "--since", "Old", "--write"])
    #expect(written.status == 0)
    #expect(written.error.contains("Added 1 alias(es) to Content/aliases.tsv."))
    let listed = run.run(["aliases"])
    #expect(listed.status == 0)
    #expect(listed.output.split(separator: "\n").count == 2)
  }

  @Test func removedRecordsFailOnlyWhenStrict() throws {
    let run = try CLIRun()
    try FileManager.default.copyItem(at: run.content, to: run.folder.url.appendingPathComponent("Old"))
    try run.edit("guidelines/drag-and-drop.txt") { text in
      text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("필요한 경우 화면의 내용을 스크롤합니다") }
        .joined(separator: "\n")
    }
    let relaxed = run.run(["aliases", "--since", "Old"])
    #expect(relaxed.status == 0)
    #expect(relaxed.output.contains("1 ID(s) of Old resolve to nothing (removed records):\n  drag-and-drop/"))
    #expect(run.run(["aliases", "--since", "Old", "--strict"]).status == 1)
  }

  @Test func anAliasPointingNowhereFails() throws {
    let run = try CLIRun()
    try run.folder.write("modality/aaaaaa\tmodality/bbbbbb\n", to: "Content/aliases.tsv")
    let result = run.run(["aliases"])
    #expect(result.status == 1)
    #expect(result.output.contains("modality/aaaaaa  (resolves to nothing)"))
    #expect(result.error.contains("modality/aaaaaa points at modality/bbbbbb, which is not a record"))
  }

  @Test func aMissingOlderFolderIsNamed() throws {
    let result = try CLIRun().run(["aliases", "--since", "nowhere"])
    #expect(result.status == 1)
    #expect(result.error.contains("cannot read the older content in nowhere"))
  }

  @Test func writeWithoutSinceIsAUsageError() throws {
    #expect(try CLIRun().run(["aliases", "--write"]).status == 64)
  }
}
