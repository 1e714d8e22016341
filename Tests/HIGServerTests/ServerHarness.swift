import Foundation
import HIGServer
import HIGWorkspace
import TestSupport

/// An MCP server over a copy of the real Content with a scratch cache, fed raw JSON lines.
final class ServerHarness {
  let folder = TemporaryFolder("hig-mcp")
  let content: URL
  let server: MCPServer
  private let logged = CapturedOutput()

  init(copyContent: Bool = false, content given: URL? = nil) throws {
    content = try given ?? (copyContent ? folder.copyContent() : Fixtures.contentFolder)
    let workspace = Workspace(
      contentPath: content.path, cacheRootPath: folder.url.appendingPathComponent("cache").path,
      generator: "hig tests")
    let log = logged
    server = MCPServer(workspace: workspace, site: nil, version: "0.1.0") { log.appendError($0 + "\n") }
  }

  var log: String { logged.standardError }

  /// The replies to one line, each parsed.
  func send(_ line: String) throws -> [JSONValue] {
    try server.receive(Array(line.utf8)).map { try JSONValue.parse(Array($0.text.utf8)) }
  }

  /// The one reply to a request with `id`, `method` and `params`.
  func request(_ id: Int, _ method: String, _ params: JSONValue? = nil) throws -> JSONValue {
    var message: JSONValue = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
    if let params, case .object(var fields) = message {
      fields["params"] = params
      message = .object(fields)
    }
    let replies = try send(message.text)
    guard replies.count == 1 else { throw ServerHarnessError.replies(replies.count) }
    return replies[0]
  }

  @discardableResult
  func initialize(_ version: String = "2025-11-25") throws -> JSONValue {
    let reply = try request(
      0, "initialize", ["protocolVersion": .string(version), "capabilities": [:], "clientInfo": ["name": "tests", "version": "1"]])
    _ = try send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
    return reply
  }

  /// A tool call's result.
  func call(_ tool: String, _ arguments: JSONValue, id: Int = 1) throws -> JSONValue {
    try request(id, "tools/call", ["name": .string(tool), "arguments": arguments])["result"] ?? .null
  }
}

enum ServerHarnessError: Error {
  case replies(Int)
}

extension JSONValue {
  /// The first text block of a tool result.
  var firstText: String? {
    guard case .array(let blocks)? = self["content"] else { return nil }
    return blocks.first?["text"]?.string
  }

  var int: Int? {
    if case .int(let value) = self { return value }
    return nil
  }

  var array: [JSONValue]? {
    if case .array(let values) = self { return values }
    return nil
  }
}
