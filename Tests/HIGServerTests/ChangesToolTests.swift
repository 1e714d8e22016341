import Foundation
import HIGServer
import TestSupport
import Testing

/// The `changes` tool over a content folder the built `hig fetch` filled twice from a
/// `RevisionServer`: the structured report, its text, the filters, and wrong arguments.
@Suite struct ChangesToolTests {
  @Test func theToolReportsTheSecondFetchsChangesAndTheKoreanLag() throws {
    let folder = TemporaryFolder("hig-mcp-changes")
    let content = folder.url.appendingPathComponent("Content")
    let server = try RevisionServer()
    defer { server.stop() }
    for revision in [1, 2] {
      try server.serve(revision)
      let fetched = try FinishedProcess.run(
        MCPClientTests.hig, ["fetch", "--source", server.baseURL, "--content", content.path], timeout: 120)
      #expect(fetched.status == 0, "\(fetched.error)")
    }
    let hig = try ServerHarness(content: content)
    try hig.initialize()
    let result = try hig.call("changes", [:])
    #expect(result["isError"] == nil || result["isError"] == false)
    let structured = try #require(result["structuredContent"])
    #expect(structured["counts"]?["reworded"]?.int == 2)
    #expect(structured["counts"]?["koreanPending"]?.int == 2)
    #expect(structured["guidelines"]?.array?.count == 4)
    #expect((result.firstText ?? "").contains("Korean translation pending since"))
    let korean = try hig.call("changes", ["lang": "ko", "since": "2026-01-01"], id: 2)
    #expect(korean["structuredContent"]?["counts"]?["koreanPending"]?.int == 0)
    let none = try hig.call("changes", ["since": "2999-01-01"], id: 3)
    #expect(none["structuredContent"]?["guidelines"]?.array?.isEmpty == true)
    let wrong = try hig.call("changes", ["since": "yesterday"], id: 4)
    #expect(wrong["isError"] == true)
    #expect((wrong.firstText ?? "").contains("'since' must be a date like 2026-06-01"))
  }
}
