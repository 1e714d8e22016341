/// JSON Schema pieces the tools' input and output schemas are made of.
enum Schema {
  static func string(_ description: String? = nil, maxLength: Int? = nil) -> JSONValue {
    var fields: [String: JSONValue] = ["type": "string"]
    if let description { fields["description"] = .string(description) }
    if let maxLength { fields["maxLength"] = .int(maxLength) }
    return .object(fields)
  }

  static func choice(_ values: [String], _ description: String) -> JSONValue {
    ["type": "string", "enum": .array(values.map(JSONValue.string)), "description": .string(description)]
  }

  static let integer: JSONValue = ["type": "integer"]
  static let number: JSONValue = ["type": "number"]
  static let boolean: JSONValue = ["type": "boolean"]
  static let strings: JSONValue = array(string())
  static let nullableString: JSONValue = ["type": ["string", "null"]]

  static func array(_ items: JSONValue) -> JSONValue { ["type": "array", "items": items] }

  /// An object with `properties`, of which `required` must be present.
  static func object(_ properties: [String: JSONValue], required: [String] = []) -> JSONValue {
    ["type": "object", "properties": .object(properties), "required": .array(required.map(JSONValue.string))]
  }

  /// `LocalizedText`: Korean and/or English.
  static let localizedText = object(["ko": string(), "en": string()])
  /// `LocalizedText` or null.
  static let nullableLocalizedText: JSONValue = [
    "type": ["object", "null"], "properties": ["ko": string(), "en": string()], "required": [],
  ]
}
