/// One tool the server offers: what `tools/list` says of it (name, description, the JSON Schemas
/// of its arguments and of its structured result) and what a call does.
struct MCPTool {
  var name: String
  var title: String
  var description: String
  /// The argument names and their schemas; `required` lists those a call must give.
  var properties: [String: JSONValue]
  var required: [String]
  /// The schema of `structuredContent`, an object.
  var outputSchema: JSONValue
  var run: (ToolArguments, ServedContent) throws -> ToolAnswer

  var inputSchema: JSONValue {
    .object([
      "type": "object", "properties": .object(properties), "required": .array(required.map(JSONValue.string)),
      "additionalProperties": false,
    ])
  }

  /// The tool as `tools/list` lists it; schemas of results only from protocol 2025-06-18 on.
  func descriptor(structured: Bool) -> JSONValue {
    var fields: [String: JSONValue] = [
      "name": .string(name), "title": .string(title), "description": .string(description), "inputSchema": inputSchema,
      // Every tool only reads the knowledge base: nothing changes, and nothing outside it is reached.
      "annotations": [
        "title": .string(title), "readOnlyHint": true, "destructiveHint": false, "idempotentHint": true,
        "openWorldHint": false,
      ],
    ]
    if structured { fields["outputSchema"] = outputSchema }
    return .object(fields)
  }
}

/// What a tool answers: the text hig's command prints, and the same as data.
struct ToolAnswer {
  var text: String
  var structured: JSONValue
}
