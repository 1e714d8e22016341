import Foundation
import TestSupport
import Testing

/// `hig mcp` driven by the official MCP Python SDK, as an assistant drives it: the built `hig`
/// started over stdio by the SDK's client (`Client/check_hig_mcp.py`), every tool listed and
/// called (the SDK checks each structured result against its output schema), resources read,
/// wrong calls and malformed lines sent. scripts/test installs the SDK in `.test-venv`.
@Suite(.serialized, Fixtures.needsTestPython) struct MCPClientTests {
  static let hig = BuildProducts.product("hig")

  static let summary = Result { () throws -> [String: Any] in
    guard let python = Fixtures.testPython else {
      throw ClientFailure(
        "the MCP Python SDK is not installed: run scripts/test, which creates .test-venv with the pinned mcp package")
    }
    let cache = TemporaryFolder("hig-mcp-client")
    let client = try FinishedProcess.run(
      python,
      [
        Fixtures.file("../Client/check_hig_mcp.py", target: "HIGServerTests").standardizedFileURL.path, hig.path,
        Fixtures.contentFolder.path, cache.url.path,
      ])
    guard client.status == 0 else {
      throw ClientFailure("the Python client failed (\(client.status)):\n\(client.error)")
    }
    guard let summary = try JSONSerialization.jsonObject(with: Data(client.output.utf8)) as? [String: Any] else {
      throw ClientFailure("the Python client printed no summary:\n\(client.error)")
    }
    return summary
  }

  struct ClientFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  func summary() throws -> [String: Any] { try Self.summary.get() }

  @Test func theSDKConnectsAndFindsEveryTool() throws {
    let summary = try summary()
    #expect(summary["protocolVersion"] as? String == "2025-11-25")
    #expect(summary["serverName"] as? String == "hig")
    #expect(summary["tools"] as? [String] == ["changes", "check_citations", "cite", "get_guideline", "get_rule", "related_rules", "search"])
    let handshake = try #require(summary["handshake"] as? [String: Any])
    #expect(handshake["protocolVersion"] as? String == "2025-11-25")
    #expect(handshake["instructions"] as? Bool == true)
  }

  @Test func everyToolAnswersTheSDKWithValidStructuredContent() throws {
    let calls = try #require(try summary()["calls"] as? [String: [String: Any]])
    func structured(_ tool: String) -> [String: Any] { calls[tool]?["structured"] as? [String: Any] ?? [:] }
    func text(_ tool: String) -> String { calls[tool]?["text"] as? String ?? "" }
    #expect((structured("search")["hits"] as? [[String: Any]])?.first?["id"] as? String == "drag-and-drop/2rtass")
    // The listing hig search prints: the rule first, its ID on the line of where it sits.
    #expect(text("search").contains(" 1. 사용자들이 드래그 앤 드롭 작업을 취소할 수 있도록 해야 합니다.\n"))
    #expect(text("search").contains("drag-and-drop/2rtass · rule"))
    #expect(structured("get_rule")["id"] as? String == "drag-and-drop/2rtass")
    #expect((structured("get_guideline")["sections"] as? [Any])?.isEmpty == false)
    #expect(structured("check_citations")["counts"] as? [String: Int] == ["total": 2, "current": 1, "aliases": 0, "broken": 1])
    #expect((structured("related_rules")["guidelines"] as? [[String: Any]])?.first?["slug"] as? String == "modality")
    // The text hig cite prints, word for word.
    let cache = TemporaryFolder("hig-mcp-cite")
    let printed = try FinishedProcess.run(
      Self.hig,
      [
        "cite", "drag-and-drop/4h8tpa", "--format", "markdown", "--lang", "ko", "--content", Fixtures.contentFolder.path,
        "--cache-dir", cache.url.path,
      ]
    ).output
    #expect(text("cite") == printed)
  }

  @Test func wrongCallsAreAnsweredAsErrors() throws {
    let summary = try summary()
    let errors = try #require(summary["toolErrors"] as? [String: String])
    #expect(errors["get_rule"]?.contains("no rule has the ID 'drag-and-drop/zzzzzz'") == true)
    #expect(errors["search"] == "'query' must be a string, got a number")
    #expect(errors["get_guideline"] == "unknown argument 'extra'; this tool takes 'slug'")
    #expect((summary["unknownTool"] as? [String: Any])?["code"] as? Int == -32602)
    #expect((summary["unknownResource"] as? [String: Any])?["code"] as? Int == -32002)
  }

  @Test func guidelinesAreReadAsMarkdownResources() throws {
    let summary = try summary()
    #expect((summary["resources"] as? [String])?.count == 4)
    let text = try #require(summary["resourceText"] as? String)
    #expect(text.hasPrefix("# 드래그 앤 드롭 · Drag and drop"))
    #expect(text.contains("`HIG:drag-and-drop/4h8tpa`"))
  }

  /// Over raw pipes: each malformed or hostile line gets its error, the server answers on, a
  /// cancelled request is not answered, and closing its input ends it with status 0.
  @Test func malformedLinesAreSurvived() throws {
    let raw = try #require(try summary()["raw"] as? [String: Any])
    #expect(raw["status"] as? Int == 0)
    let answers = try #require(raw["answers"] as? [[String: Any]])
    let codes = answers.map { ($0["error"] as? [String: Any])?["code"] as? Int }
    #expect(codes == [-32700, -32600, -32600, -32600, -32601, nil, nil, nil, -32602, -32700, nil, nil, nil])
    let ids = answers.map { $0["id"] as? Int }
    #expect(ids == [nil, nil, nil, 1, 2, 3, 4, 5, 6, nil, 7, 8, 10])
    #expect(((answers[5]["result"] as? [String: Any])?["protocolVersion"] as? String) == "2025-11-25")
    #expect(((answers[6]["result"] as? [String: Any])?["isError"] as? Bool) == true)
  }
}
