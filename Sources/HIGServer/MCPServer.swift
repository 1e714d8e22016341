import Foundation
import HIGCite
import HIGModel
import HIGWorkspace

/// hig's Model Context Protocol server: reads JSON-RPC 2.0 messages one line at a time and
/// answers them, offering the knowledge base of one content folder as tools (`HIGTools`) and
/// resources (`GuidelineResources`). It never throws: every message, however malformed, gets the
/// JSON-RPC answer it calls for (or none, for a notification), so nothing but protocol messages
/// ever reaches standard output. `StdioTransport` feeds it lines and writes its replies.
///
///     let server = MCPServer(workspace: workspace, site: nil, version: "0.1.0") { message in log(message) }
///     server.receive(Array(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8))
///     // [Reply(id: 1, text: #"{"id":1,"jsonrpc":"2.0","result":{}}"#)]
public final class MCPServer {
  /// The protocol revisions spoken, newest first: `initialize` gets the client's own when it is
  /// one of these, else the newest.
  public static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
  /// The first revision with tools' output schemas and structured results.
  static let structuredSince = "2025-06-18"

  /// One line to write: the answer to request `id` (nil for a batch or an unreadable request).
  public struct Reply: Equatable, Sendable {
    public var id: JSONValue?
    public var text: String
  }

  let served: ServedContent
  let log: (String) -> Void
  let tools: [MCPTool]
  /// The revision agreed in `initialize`; nil before it.
  public private(set) var protocolVersion: String?
  /// Whether the client said `notifications/initialized`.
  public private(set) var clientInitialized = false
  /// Requests the client cancelled before their answer was written: never answered.
  private var cancelled: Set<JSONValue> = []

  /// hig's version, for `serverInfo`.
  let version: String

  public init(workspace: Workspace, site: SiteAddress?, version: String, log: @escaping (String) -> Void) {
    served = ServedContent(workspace: workspace, site: site)
    self.version = version
    self.log = log
    tools = HIGTools.all
  }

  // MARK: Messages

  /// The replies to one line of input: a message, or a batch of them.
  public func receive(_ line: some Collection<UInt8>) -> [Reply] {
    let message: JSONValue
    do {
      message = try JSONValue.parse(line)
    } catch {
      return [reply(JSONRPCError.parseError("not a JSON message (\(Self.reason(error)))").response(id: .null), id: nil)]
    }
    guard case .array(let batch) = message else {
      return handle(message).map { [reply($0, id: message["id"])] } ?? []
    }
    guard !batch.isEmpty else { return [reply(JSONRPCError.invalidRequest("an empty batch").response(id: .null), id: nil)] }
    let answers = batch.compactMap(handle)
    return answers.isEmpty ? [] : [Reply(id: nil, text: JSONValue.array(answers).text)]
  }

  /// Notes a cancellation in a line not handled yet (the transport shows the lines it has read
  /// ahead), so the request it names is never answered; other lines are left alone.
  public func noteCancellation(in line: some Collection<UInt8>) {
    guard line.count < 4096, String(decoding: line, as: UTF8.self).contains("notifications/cancelled"),
      let message = try? JSONValue.parse(line), message["method"]?.string == "notifications/cancelled",
      message["id"] == nil
    else { return }
    cancel(message["params"])
  }

  /// Whether request `id` was cancelled: its reply is then dropped.
  public func isCancelled(_ id: JSONValue?) -> Bool { id.map(cancelled.contains) ?? false }

  private func reply(_ answer: JSONValue, id: JSONValue?) -> Reply {
    Reply(id: answer["error"] == nil ? id : answer["id"], text: answer.text)
  }

  /// The answer to one message; nil for a notification, a cancelled request, or a response.
  func handle(_ message: JSONValue) -> JSONValue? {
    guard case .object(let fields) = message else {
      return JSONRPCError.invalidRequest("a message must be a JSON object, got \(message.typeName)").response(id: .null)
    }
    let id = fields["id"]
    if let id, !Self.isValidID(id) {
      return JSONRPCError.invalidRequest("'id' must be a string or an integer, got \(id.typeName)").response(id: .null)
    }
    guard fields["jsonrpc"] == "2.0" else {
      return JSONRPCError.invalidRequest("'jsonrpc' must be \"2.0\"").response(id: id ?? .null)
    }
    guard let methodValue = fields["method"] else {
      // A response: hig sends no requests, so there is nothing it could answer.
      if id != nil, fields["result"] != nil || fields["error"] != nil { return nil }
      return JSONRPCError.invalidRequest("no 'method'").response(id: id ?? .null)
    }
    guard let method = methodValue.string else {
      return JSONRPCError.invalidRequest("'method' must be a string, got \(methodValue.typeName)").response(id: id ?? .null)
    }
    let params = fields["params"]
    guard let id else {
      notification(method, params)
      return nil
    }
    if cancelled.remove(id) != nil { return nil }
    let started = DispatchTime.now()
    let answer: JSONValue
    do {
      if let params, params.object == nil {
        throw JSONRPCError.invalidParams("'params' must be an object, got \(params.typeName)")
      }
      answer = ["jsonrpc": "2.0", "id": id, "result": try request(method, params?.object ?? [:])]
    } catch let error as JSONRPCError {
      answer = error.response(id: id)
    } catch {
      log("hig mcp: \(method) failed: \(error)")
      answer = JSONRPCError.internalError("\(error)").response(id: id)
    }
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
    if method == "tools/call" || answer["error"] != nil {
      let name = params?["name"]?.string.map { " \($0.prefix(40))" } ?? ""
      let outcome = answer["error"]?["message"]?.string.map { ": \($0.prefix(120))" } ?? ""
      log("hig mcp: \(method)\(name) \(String(format: "%.1f", milliseconds)) ms\(outcome)")
    }
    return answer
  }

  /// The methods that need an initialized session (all but `initialize` and `ping`).
  static let sessionMethods: Set<String> = [
    "tools/list", "tools/call", "resources/list", "resources/templates/list", "resources/read",
  ]

  /// JSON-RPC allows numbers; MCP asks for strings or integers, and never null.
  static func isValidID(_ id: JSONValue) -> Bool {
    switch id {
    case .string, .int: return true
    default: return false
    }
  }

  private func notification(_ method: String, _ params: JSONValue?) {
    switch method {
    case "notifications/initialized":
      clientInitialized = true
    case "notifications/cancelled":
      cancel(params)
    default:
      break  // Notifications hig has no use for (progress, roots changed) need no answer.
    }
  }

  private func cancel(_ params: JSONValue?) {
    guard let id = params?["requestId"], Self.isValidID(id) else { return }
    // Bounded: a client cancelling answered requests over and over cannot grow it forever.
    if cancelled.count >= 1024 { cancelled.removeAll() }
    cancelled.insert(id)
    log("hig mcp: request \(id.text.prefix(40)) cancelled\(params?["reason"]?.string.map { " (\($0.prefix(120)))" } ?? "")")
  }

  // MARK: Requests

  private func request(_ method: String, _ params: [String: JSONValue]) throws -> JSONValue {
    // MCP: before the session is initialized, a client sends nothing but `initialize` and pings.
    guard protocolVersion != nil || !Self.sessionMethods.contains(method) else {
      throw JSONRPCError.invalidRequest("the session is not initialized; send 'initialize' first")
    }
    switch method {
    case "initialize": return try initialize(params)
    case "ping": return [:]
    case "tools/list": return ["tools": .array(tools.map { $0.descriptor(structured: structured) })]
    case "tools/call": return try callTool(params)
    case "resources/list":
      return ["resources": GuidelineResources.list(try knowledgeBase())]
    case "resources/templates/list":
      return ["resourceTemplates": GuidelineResources.templates]
    case "resources/read":
      guard let uri = params["uri"]?.string else { throw JSONRPCError.invalidParams("'uri' must be a string") }
      guard let contents = GuidelineResources.read(uri, kb: try knowledgeBase(), site: served.site) else {
        throw JSONRPCError.resourceNotFound(String(uri.prefix(200)))
      }
      return contents
    default:
      throw JSONRPCError.methodNotFound(String(method.prefix(100)))
    }
  }

  /// Whether results carry structured content: from protocol 2025-06-18 on.
  var structured: Bool { (protocolVersion ?? Self.protocolVersions[0]) >= Self.structuredSince }

  private func initialize(_ params: [String: JSONValue]) throws -> JSONValue {
    guard protocolVersion == nil else { throw JSONRPCError.invalidRequest("the session is initialized already") }
    guard let requested = params["protocolVersion"]?.string else {
      throw JSONRPCError.invalidParams("'protocolVersion' must be a string")
    }
    let agreed = Self.protocolVersions.contains(requested) ? requested : Self.protocolVersions[0]
    protocolVersion = agreed
    let client = params["clientInfo"]?["name"]?.string.map { " for \($0.prefix(80))" } ?? ""
    log("hig mcp: initialized\(client), protocol \(agreed)\(agreed == requested ? "" : " (asked for \(requested.prefix(40)))")")
    return [
      "protocolVersion": .string(agreed),
      "capabilities": ["tools": ["listChanged": false], "resources": ["listChanged": false, "subscribe": false]],
      "serverInfo": ["name": "hig", "title": "hig: Apple's HIG in Korean and English", "version": .string(version)],
      "instructions": .string(Self.instructions),
    ]
  }

  static let instructions = """
    hig answers from a bilingual (Korean/English) knowledge base of Apple's Human Interface Guidelines. \
    Every record has a stable ID (drag-and-drop/4h8tpa); cite rules in reviews as HIG:<id>. \
    Use search to find rules by words in either language, get_rule and get_guideline to read them, \
    cite for a citation to paste, check_citations to verify the HIG: tags of a text, and related_rules \
    for the rules that concern the UI some Swift code uses. Each guideline is also the resource \
    hig://guideline/<slug> in Markdown.
    """

  private func knowledgeBase() throws -> KnowledgeBase {
    do {
      return try served.knowledgeBase()
    } catch {
      throw JSONRPCError.internalError("the knowledge base cannot be read: \(error)")
    }
  }

  private func callTool(_ params: [String: JSONValue]) throws -> JSONValue {
    guard let name = params["name"]?.string else { throw JSONRPCError.invalidParams("'name' must be a string") }
    guard let tool = tools.first(where: { $0.name == name }) else {
      throw JSONRPCError.invalidParams(
        "unknown tool '\(name.prefix(100))'; the tools are \(tools.map(\.name).joined(separator: ", "))")
    }
    do {
      let arguments = try ToolArguments(params["arguments"], accepting: tool.properties.keys.sorted())
      let answer = try tool.run(arguments, served)
      var content: [JSONValue] = [["type": "text", "text": .string(answer.text)]]
      var result: [String: JSONValue] = ["isError": false]
      if structured {
        result["structuredContent"] = answer.structured
      } else {
        // Clients of older revisions read content only: the data goes there too.
        content.append(["type": "text", "text": .string(answer.structured.text)])
      }
      result["content"] = .array(content)
      return .object(result)
    } catch let error as ToolError {
      return toolError(error.message)
    } catch {
      // The content folder vanished, the cache cannot be read…: the call failed, the server did not.
      log("hig mcp: \(name) failed: \(error)")
      return toolError("\(error)")
    }
  }

  private func toolError(_ message: String) -> JSONValue {
    ["content": [["type": "text", "text": .string(message)]], "isError": true]
  }

  /// A decoding error's reason without Foundation's wrapping.
  static func reason(_ error: Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
      let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
      return underlying ?? context.debugDescription
    case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
      // The JSON is well formed, but a value in it is none a JSON value can be read as: a number
      // out of range (1e999) or a string with an unpaired surrogate ("\ud800"). Said in JSON's
      // words, never the decoder's Swift types.
      let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return "the value at \(path.isEmpty ? "the top" : "'\(path.hasPrefix(".") ? String(path.dropFirst()) : path)'") cannot be read: a number out of range, or a string that is not Unicode text"
    default:
      return "it cannot be read"
    }
  }
}
