import Foundation
import HIGServer
import TestSupport
import Testing

/// The protocol layer, with raw JSON-RPC lines: what each kind of message gets back.
@Suite struct MCPServerTests {
  @Test func initializeAgreesOnTheClientsRevisionOrTheNewest() throws {
    for (asked, agreed) in [
      ("2025-11-25", "2025-11-25"), ("2025-06-18", "2025-06-18"), ("2024-11-05", "2024-11-05"),
      ("2031-01-01", "2025-11-25"),
    ] {
      let hig = try ServerHarness()
      let reply = try hig.initialize(asked)
      #expect(reply["result"]?["protocolVersion"]?.string == agreed)
      #expect(reply["result"]?["serverInfo"]?["name"]?.string == "hig")
      // hig's own version, whichever revision is agreed.
      #expect(reply["result"]?["serverInfo"]?["version"]?.string == "0.1.0")
      #expect(reply["result"]?["capabilities"]?["tools"] != nil)
      #expect(reply["result"]?["capabilities"]?["resources"] != nil)
      #expect(hig.server.clientInitialized)
    }
    let hig = try ServerHarness()
    try hig.initialize()
    #expect(try hig.request(5, "initialize", ["protocolVersion": "2025-11-25"])["error"]?["code"]?.int == -32600)
    #expect(try ServerHarness().request(1, "initialize", ["capabilities": [:]])["error"]?["code"]?.int == -32602)
  }

  @Test func malformedMessagesGetTheirJSONRPCErrors() throws {
    let hig = try ServerHarness()
    try hig.initialize()
    let cases: [(String, Int, JSONValue)] = [
      ("not json", -32700, .null),
      (#"{"jsonrpc":"2.0","id":1,"method":"ping""#, -32700, .null),
      ("[]", -32600, .null),
      ("42", -32600, .null),
      (#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#, -32600, .null),
      (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, -32600, .null),
      (#"{"id":2,"method":"ping"}"#, -32600, 2),
      (#"{"jsonrpc":"2.0","id":3,"method":7}"#, -32600, 3),
      (#"{"jsonrpc":"2.0","id":4}"#, -32600, 4),
      (#"{"jsonrpc":"2.0","id":"x","method":"tools/lisst"}"#, -32601, "x"),
      (#"{"jsonrpc":"2.0","id":6,"method":"ping","params":[1]}"#, -32602, 6),
      (#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"nope"}}"#, -32602, 7),
      (#"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{}}"#, -32602, 8),
      (#"{"jsonrpc":"2.0","id":9,"method":"resources/read","params":{"uri":"hig://guideline/nope"}}"#, -32002, 9),
      (String(repeating: "[", count: 100_000), -32700, .null),
      (#"{"jsonrpc":"2.0","id":10,"method":"ping","#, -32700, .null),
    ]
    for (line, code, id) in cases {
      let replies = try hig.send(line)
      #expect(replies.count == 1, "\(line.prefix(60))")
      #expect(replies.first?["error"]?["code"]?.int == code, "\(line.prefix(60))")
      #expect(replies.first?["id"] == id, "\(line.prefix(60))")
      #expect(replies.first?["jsonrpc"] == "2.0")
    }
    // Invalid UTF-8 is a parse error too, and the server answers on.
    #expect(hig.server.receive([0x7B, 0xFF, 0xFE, 0x7D]).count == 1)
    #expect(try hig.request(11, "ping")["result"] == [:])
  }

  /// Before `initialize`, a client may only ping: anything else is refused with a JSON-RPC error
  /// that says what to do, not served.
  @Test func requestsBeforeInitializeAreRefused() throws {
    let hig = try ServerHarness()
    for method in ["tools/list", "resources/list", "resources/templates/list"] {
      let error = try #require(try hig.request(1, method)["error"])
      #expect(error["code"]?.int == -32600)
      #expect(error["message"]?.string == "Invalid request: the session is not initialized; send 'initialize' first")
    }
    #expect(try hig.request(2, "tools/call", ["name": "search", "arguments": ["query": "탭 바"]])["error"] != nil)
    #expect(try hig.request(3, "ping")["result"] == [:])
    try hig.initialize()
    #expect(try hig.request(4, "tools/list")["result"]?["tools"]?.array?.isEmpty == false)
  }

  /// Well-formed JSON holding a value no JSON value can be read as is a parse error worded in
  /// JSON's terms, never the decoder's Swift types.
  @Test func parseErrorsNameNoSwiftTypes() throws {
    let hig = try ServerHarness()
    for line in [#"{"a":1e999}"#, #""\ud800""#, #"[{"b":[1,"\ud800"]}]"#, "{\"a\":"] {
      let message = try #require(try hig.send(line).first?["error"]?["message"]?.string)
      #expect(message.hasPrefix("Parse error: not a JSON message ("))
      for swift in ["Dictionary", "Array<", "String.Type", "DecodingError", "Debug description"] {
        #expect(!message.contains(swift), "\(message)")
      }
    }
    let range = try #require(try hig.send(#"{"a":1e999}"#).first?["error"]?["message"]?.string)
    #expect(range.contains("the value at 'a' cannot be read: a number out of range"))
  }

  @Test func notificationsAndResponsesGetNoAnswer() throws {
    let hig = try ServerHarness()
    #expect(try hig.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#).isEmpty)
    #expect(try hig.send(#"{"jsonrpc":"2.0","method":"notifications/whatever","params":{}}"#).isEmpty)
    #expect(try hig.send(#"{"jsonrpc":"2.0","id":99,"result":{}}"#).isEmpty)
    #expect(try hig.send(#"{"jsonrpc":"2.0","id":98,"error":{"code":1,"message":"x"}}"#).isEmpty)
  }

  @Test func aBatchIsAnsweredInOneArray() throws {
    let hig = try ServerHarness()
    let replies = try hig.send(
      #"[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","id":2,"method":"nope"}]"#
    )
    let answers = try #require(replies.first?.array)
    #expect(answers.map { $0["id"] } == [1, 2])
    #expect(answers[1]["error"]?["code"]?.int == -32601)
    #expect(try hig.send(#"[{"jsonrpc":"2.0","method":"notifications/initialized"}]"#).isEmpty)
  }

  /// A request cancelled before it is handled is never answered.
  @Test func cancelledRequestsAreNotAnswered() throws {
    let hig = try ServerHarness()
    _ = try hig.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"a","reason":"gone"}}"#)
    #expect(try hig.send(#"{"jsonrpc":"2.0","id":"a","method":"ping"}"#).isEmpty)
    // Once: an ID used again later is a new request.
    #expect(try hig.send(#"{"jsonrpc":"2.0","id":"a","method":"ping"}"#).count == 1)
    hig.server.noteCancellation(in: Array(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5}}"#.utf8))
    #expect(hig.server.isCancelled(.int(5)))
    #expect(hig.log.contains("request 5 cancelled"))
  }

  @Test func toolsAreListedWithSchemasForTheirInputAndOutput() throws {
    let hig = try ServerHarness()
    try hig.initialize()
    let tools = try #require(try hig.request(1, "tools/list")["result"]?["tools"]?.array)
    #expect(tools.compactMap { $0["name"]?.string } == ["search", "get_rule", "get_guideline", "cite", "check_citations", "related_rules", "changes"])
    for tool in tools {
      #expect(tool["inputSchema"]?["type"] == "object")
      #expect(tool["inputSchema"]?["additionalProperties"] == false)
      #expect(tool["outputSchema"]?["type"] == "object")
      #expect(tool["annotations"]?["readOnlyHint"] == true)
    }
    let search = try #require(tools.first)
    #expect(search["inputSchema"]?["required"] == ["query"])
    #expect(search["inputSchema"]?["properties"]?.object?.keys.sorted() == ["kind", "lang", "limit", "platform", "query"])
  }

  /// Before 2025-06-18 there are no output schemas: the data comes as a second text block.
  @Test func olderRevisionsGetTheirDataAsText() throws {
    let hig = try ServerHarness()
    try hig.initialize("2025-03-26")
    let tools = try #require(try hig.request(1, "tools/list")["result"]?["tools"]?.array)
    #expect(tools.allSatisfy { $0["outputSchema"] == nil })
    let result = try hig.call("get_rule", ["id": "drag-and-drop/2rtass"])
    #expect(result["structuredContent"] == nil)
    let blocks = try #require(result["content"]?.array)
    #expect(blocks.count == 2)
    let data = try JSONValue.parse(Array(try #require(blocks[1]["text"]?.string).utf8))
    #expect(data["id"] == "drag-and-drop/2rtass")
  }

  @Test func everyToolAnswersWithTextAndData() throws {
    let hig = try ServerHarness()
    try hig.initialize()
    let search = try hig.call("search", ["query": "드래그 취소", "limit": 2, "platform": "macOS"])
    #expect(search["isError"] == false)
    #expect(search.firstText?.contains("drag-and-drop/2rtass") == true)
    #expect(search["structuredContent"]?["hits"]?.array?.first?["citation"] == "HIG:drag-and-drop/2rtass")

    let rule = try hig.call("get_rule", ["id": "HIG:drag-and-drop/2rtass"])
    #expect(rule["structuredContent"]?["guideline"]?["slug"] == "drag-and-drop")
    #expect(rule["structuredContent"]?["section"] == ["Best practices"])
    #expect(rule["structuredContent"]?["previous"]?["id"] != nil)
    #expect(rule.firstText?.hasPrefix("> **드래그 앤 드롭 (Drag and drop) › Best practices**") == true)

    let guideline = try hig.call("get_guideline", ["slug": "모달리티"])
    #expect(guideline["structuredContent"]?["slug"] == "modality")
    #expect(guideline["structuredContent"]?["resource"] == "hig://guideline/modality")
    #expect(guideline.firstText?.hasPrefix("# 모달리티 · Modality") == true)

    let cite = try hig.call("cite", ["id": "드래그 취소", "format": "text", "lang": "en"])
    #expect(cite["structuredContent"]?["citation"]?["id"] == "drag-and-drop/2rtass")
    #expect(cite["structuredContent"]?["note"]?.string?.hasPrefix("note: citing the best match for '드래그 취소'") == true)

    let check = try hig.call("check_citations", ["text": "ok HIG:modality\nbad HIG:modality/zzzzzz"])
    #expect(check["structuredContent"]?["counts"] == ["total": 2, "current": 1, "aliases": 0, "broken": 1])
    #expect(check.firstText?.hasPrefix("text:2:5: error: broken citation HIG:modality/zzzzzz") == true)

    let related = try hig.call("related_rules", ["source": "UIKit/UIApplicationShortcutItem\nSwiftUI/View/onDrag(_:preview:)"])
    #expect(related["structuredContent"]?["guidelines"]?.array?.compactMap { $0["slug"]?.string } == ["home-screen-quick-actions", "drag-and-drop"])
  }

  @Test func wrongArgumentsAreToolErrorsTheAssistantCanRead() throws {
    let hig = try ServerHarness()
    try hig.initialize()
    let cases: [(String, JSONValue, String)] = [
      ("search", [:], "missing argument 'query'"),
      ("search", ["query": "  "], "'query' is empty"),
      ("search", ["query": "x", "limit": 0], "'limit' must be a whole number from 1 to 50, got 0"),
      ("search", ["query": "x", "limit": "ten"], "got \"ten\""),
      ("search", ["query": "x", "platform": "android"], "'platform' must be one of iOS, iPadOS"),
      ("search", ["query": .string(String(repeating: "드", count: 5_000))], "at most 1000 characters"),
      ("search", ["query": "\"unclosed"], ""),
      ("get_rule", ["id": "modality"], "names the guideline modality, not a rule"),
      ("get_rule", ["id": "modality/zzzzzz"], "no rule has the ID 'modality/zzzzzz'"),
      ("get_guideline", ["slug": "alerts"], "a HIG topic this knowledge base has no text for"),
      ("get_guideline", ["slug": "modalty"], "did you mean modality?"),
      ("cite", ["id": "zzqqxx"], "no rule matches 'zzqqxx'"),
      ("related_rules", ["source": 5], "'source' must be a string, got a number"),
      ("check_citations", .array([]), "arguments must be an object, got an array"),
      ("check_citations", ["text": "x", "strict": true], "unknown argument 'strict'"),
    ]
    for (tool, arguments, message) in cases {
      let result = try hig.call(tool, arguments)
      guard message != "" else {
        #expect(result["isError"] != nil, "\(tool) \(arguments.text)")
        continue
      }
      #expect(result["isError"] == true, "\(tool) \(arguments.text)")
      #expect(result.firstText?.contains(message) == true, "\(tool): \(result.firstText ?? "")")
    }
  }

  @Test func guidelinesAreResourcesInMarkdown() throws {
    let hig = try ServerHarness()
    try hig.initialize()
    let resources = try #require(try hig.request(1, "resources/list")["result"]?["resources"]?.array)
    #expect(resources.compactMap { $0["uri"]?.string }.sorted() == [
      "hig://guideline/drag-and-drop", "hig://guideline/home-screen-quick-actions", "hig://guideline/modality",
      "hig://guideline/multitasking",
    ])
    #expect(resources.allSatisfy { $0["mimeType"] == "text/markdown" })
    let read = try hig.request(2, "resources/read", ["uri": "hig://guideline/home-screen-quick-actions"])
    let text = try #require(read["result"]?["contents"]?.array?.first?["text"]?.string)
    #expect(text.hasPrefix("# 홈 스크린 빠른 작업 · Home Screen quick actions\n"))
    // Both languages, each record with its ID.
    #expect(text.contains("`HIG:home-screen-quick-actions/xr31gb` · rule"))
    #expect(text.contains("**Provide a succinct title for each quick action.**"))
    #expect(text.contains("**각 빠른 수행에 대한 간략한 제목을 제공하십시오.**"))
    let templates = try hig.request(3, "resources/templates/list")["result"]?["resourceTemplates"]?.array
    #expect(templates?.first?["uriTemplate"] == "hig://guideline/{slug}")
  }

  /// An edit between two requests is answered by the second.
  @Test func editedContentIsServedAtTheNextRequest() throws {
    let hig = try ServerHarness(copyContent: true)
    try hig.initialize()
    let before = try hig.call("search", ["query": "zebracrossing"])
    #expect(before["structuredContent"]?["total"] == 0)
    let file = hig.content.appendingPathComponent("guidelines/modality.txt")
    let text = try String(contentsOf: file, encoding: .utf8)
    try (text + "\n\nZebracrossing은 이 테스트가 추가한 문단입니다.\n").write(to: file, atomically: true, encoding: .utf8)
    let after = try hig.call("search", ["query": "zebracrossing"], id: 2)
    #expect(after["structuredContent"]?["total"] == 1)
  }
}
