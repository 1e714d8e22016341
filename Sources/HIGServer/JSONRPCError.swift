/// An error answer of JSON-RPC 2.0, with the codes the specification and MCP define.
///
///     JSONRPCError.methodNotFound("tools/lst").response(id: .int(3)).text
///     // {"error":{"code":-32601,"message":"Method not found: tools/lst"},"id":3,"jsonrpc":"2.0"}
public struct JSONRPCError: Error, Equatable, Sendable {
  public var code: Int
  public var message: String
  public var data: JSONValue?

  public init(code: Int, message: String, data: JSONValue? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

  public static func parseError(_ detail: String) -> JSONRPCError {
    JSONRPCError(code: -32700, message: "Parse error: \(detail)")
  }

  public static func invalidRequest(_ detail: String) -> JSONRPCError {
    JSONRPCError(code: -32600, message: "Invalid request: \(detail)")
  }

  public static func methodNotFound(_ method: String) -> JSONRPCError {
    JSONRPCError(code: -32601, message: "Method not found: \(method)")
  }

  public static func invalidParams(_ detail: String) -> JSONRPCError {
    JSONRPCError(code: -32602, message: "Invalid params: \(detail)")
  }

  public static func internalError(_ detail: String) -> JSONRPCError {
    JSONRPCError(code: -32603, message: "Internal error: \(detail)")
  }

  /// MCP's code for a resource URI that names nothing.
  public static func resourceNotFound(_ uri: String) -> JSONRPCError {
    JSONRPCError(code: -32002, message: "Resource not found: \(uri)", data: ["uri": .string(uri)])
  }

  /// The error as the response to request `id` (null when the request's ID could not be read).
  public func response(id: JSONValue) -> JSONValue {
    var error: [String: JSONValue] = ["code": .int(code), "message": .string(message)]
    if let data { error["data"] = data }
    return ["jsonrpc": "2.0", "id": id, "error": .object(error)]
  }
}
