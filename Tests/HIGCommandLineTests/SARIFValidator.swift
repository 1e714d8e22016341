import Foundation

/// Checks a SARIF log against the structure the SARIF 2.1.0 standard (OASIS) and its JSON schema
/// require of the objects `hig check --format sarif` writes: each object's required properties,
/// no property the schema does not define (it sets `additionalProperties: false`), value types,
/// enumerations and minimums, URI references, and that each result's `ruleIndex` names the rule
/// its `ruleId` does. Returns the problems, each with its JSON path; none for a valid log.
struct SARIFValidator {
  /// One object type of the schema: its properties (name → the type of its value) and required ones.
  struct ObjectType {
    var properties: [String: Value]
    var required: [String] = []
    /// At least one of these must be present (the schema's `anyOf` of `required`).
    var oneOf: [String] = []
  }

  indirect enum Value {
    case object(String)
    case array(Value)
    case string
    case uriReference
    case integer(minimum: Int)
    case boolean
    case oneOf([String])
    /// Defined by the schema, but never written by hig: any value.
    case any
  }

  static let types: [String: ObjectType] = [
    "sarifLog": ObjectType(
      properties: [
        "$schema": .uriReference, "version": .oneOf(["2.1.0"]), "runs": .array(.object("run")),
        "inlineExternalProperties": .any, "properties": .any,
      ], required: ["version", "runs"]),
    "run": ObjectType(
      properties: [
        "tool": .object("tool"), "results": .array(.object("result")),
        "columnKind": .oneOf(["utf16CodeUnits", "unicodeCodePoints"]), "invocations": .any, "conversion": .any,
        "language": .string, "versionControlProvenance": .any, "originalUriBaseIds": .any, "artifacts": .any,
        "logicalLocations": .any, "graphs": .any, "automationDetails": .any, "runAggregates": .any,
        "baselineGuid": .string, "redactionTokens": .any, "defaultEncoding": .string, "defaultSourceLanguage": .string,
        "newlineSequences": .any, "externalPropertyFileReferences": .any, "threadFlowLocations": .any,
        "taxonomies": .any, "addresses": .any, "translations": .any, "policies": .any, "webRequests": .any,
        "webResponses": .any, "specialLocations": .any, "properties": .any,
      ], required: ["tool"]),
    "tool": ObjectType(
      properties: ["driver": .object("toolComponent"), "extensions": .any, "properties": .any], required: ["driver"]),
    "toolComponent": ObjectType(
      properties: [
        "name": .string, "version": .string, "rules": .array(.object("reportingDescriptor")),
        "informationUri": .uriReference, "guid": .string, "organization": .string, "product": .string,
        "productSuite": .string, "shortDescription": .object("multiformatMessageString"),
        "fullDescription": .object("multiformatMessageString"), "fullName": .string, "semanticVersion": .string,
        "dottedQuadFileVersion": .string, "releaseDateUtc": .string, "downloadUri": .uriReference,
        "globalMessageStrings": .any, "notifications": .any, "taxa": .any, "locations": .any, "language": .string,
        "contents": .any, "isComprehensive": .boolean, "localizedDataSemanticVersion": .string,
        "minimumRequiredLocalizedDataSemanticVersion": .string, "associatedComponent": .any,
        "translationMetadata": .any, "supportedTaxonomies": .any, "properties": .any,
      ], required: ["name"]),
    "reportingDescriptor": ObjectType(
      properties: [
        "id": .string, "name": .string, "shortDescription": .object("multiformatMessageString"),
        "fullDescription": .object("multiformatMessageString"), "defaultConfiguration": .object("configuration"),
        "deprecatedIds": .any, "guid": .string, "deprecatedGuids": .any, "deprecatedNames": .any,
        "messageStrings": .any, "helpUri": .uriReference, "help": .object("multiformatMessageString"),
        "relationships": .any, "properties": .any,
      ], required: ["id"]),
    "multiformatMessageString": ObjectType(
      properties: ["text": .string, "markdown": .string, "properties": .any], required: ["text"]),
    "configuration": ObjectType(
      properties: [
        "enabled": .boolean, "level": .oneOf(["none", "note", "warning", "error"]), "rank": .any,
        "parameters": .any, "properties": .any,
      ]),
    "result": ObjectType(
      properties: [
        "ruleId": .string, "ruleIndex": .integer(minimum: -1), "level": .oneOf(["none", "note", "warning", "error"]),
        "kind": .oneOf(["notApplicable", "pass", "fail", "review", "open", "informational"]),
        "message": .object("message"), "locations": .array(.object("location")), "rule": .any,
        "analysisTarget": .any, "guid": .string, "correlationGuid": .string, "occurrenceCount": .integer(minimum: 1),
        "partialFingerprints": .any, "fingerprints": .any, "stacks": .any, "codeFlows": .any, "graphs": .any,
        "graphTraversals": .any, "relatedLocations": .any, "suppressions": .any, "baselineState": .any,
        "rank": .any, "attachments": .any, "hostedViewerUri": .uriReference, "workItemUris": .any,
        "provenance": .any, "fixes": .any, "taxa": .any, "webRequest": .any, "webResponse": .any, "properties": .any,
      ], required: ["message"]),
    "message": ObjectType(
      properties: ["text": .string, "markdown": .string, "id": .string, "arguments": .any, "properties": .any],
      oneOf: ["text", "id"]),
    "location": ObjectType(
      properties: [
        "id": .integer(minimum: -1), "physicalLocation": .object("physicalLocation"), "logicalLocations": .any,
        "message": .object("message"), "annotations": .any, "relationships": .any, "properties": .any,
      ]),
    "physicalLocation": ObjectType(
      properties: [
        "artifactLocation": .object("artifactLocation"), "region": .object("region"), "address": .any,
        "contextRegion": .object("region"), "properties": .any,
      ], oneOf: ["address", "artifactLocation"]),
    "artifactLocation": ObjectType(
      properties: [
        "uri": .uriReference, "uriBaseId": .string, "index": .integer(minimum: -1), "description": .any,
        "properties": .any,
      ]),
    "region": ObjectType(
      properties: [
        "startLine": .integer(minimum: 1), "startColumn": .integer(minimum: 1), "endLine": .integer(minimum: 1),
        "endColumn": .integer(minimum: 1), "charOffset": .integer(minimum: -1), "charLength": .integer(minimum: 0),
        "byteOffset": .integer(minimum: -1), "byteLength": .integer(minimum: 0), "snippet": .any,
        "message": .object("message"), "sourceLanguage": .string, "properties": .any,
      ]),
  ]

  func validate(_ data: Data) -> [String] {
    guard let log = try? JSONSerialization.jsonObject(with: data) else { return ["$: not JSON"] }
    var problems: [String] = []
    check(log, .object("sarifLog"), at: "$", &problems)
    // Consistency the schema cannot state: a result's ruleIndex names its ruleId's rule.
    for (r, run) in ((log as? [String: Any])?["runs"] as? [[String: Any]] ?? []).enumerated() {
      let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
      for (i, result) in (run["results"] as? [[String: Any]] ?? []).enumerated() {
        let path = "$.runs[\(r)].results[\(i)]"
        if let index = result["ruleIndex"] as? Int, let id = result["ruleId"] as? String {
          if !rules.indices.contains(index) || rules[index]["id"] as? String != id {
            problems.append("\(path): ruleIndex \(index) does not name rule '\(id)'")
          }
        }
        for (l, location) in (result["locations"] as? [[String: Any]] ?? []).enumerated() {
          let region = (location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
          if let start = region?["startColumn"] as? Int, let end = region?["endColumn"] as? Int, end < start {
            problems.append("\(path).locations[\(l)]: endColumn \(end) before startColumn \(start)")
          }
        }
      }
    }
    return problems
  }

  private func check(_ value: Any, _ type: Value, at path: String, _ problems: inout [String]) {
    switch type {
    case .any:
      return
    case .string:
      if !(value is String) { problems.append("\(path): expected a string") }
    case .uriReference:
      guard let text = value as? String else { return problems.append("\(path): expected a URI reference") }
      if !SARIFValidator.isURIReference(text) { problems.append("\(path): '\(text)' is not a URI reference") }
    case .boolean:
      if !SARIFValidator.isBoolean(value) { problems.append("\(path): expected a boolean") }
    case .integer(let minimum):
      guard !SARIFValidator.isBoolean(value), let number = value as? Int else {
        return problems.append("\(path): expected an integer")
      }
      if number < minimum { problems.append("\(path): \(number) is below \(minimum)") }
    case .oneOf(let allowed):
      if !(value is String) || !allowed.contains(value as! String) {
        problems.append("\(path): \(value) is not one of \(allowed)")
      }
    case .array(let element):
      guard let items = value as? [Any] else { return problems.append("\(path): expected an array") }
      for (index, item) in items.enumerated() { check(item, element, at: "\(path)[\(index)]", &problems) }
    case .object(let name):
      guard let object = value as? [String: Any] else { return problems.append("\(path): expected an object") }
      let objectType = SARIFValidator.types[name]!
      for key in objectType.required where object[key] == nil { problems.append("\(path): missing '\(key)'") }
      if !objectType.oneOf.isEmpty, !objectType.oneOf.contains(where: { object[$0] != nil }) {
        problems.append("\(path): needs one of \(objectType.oneOf)")
      }
      for (key, item) in object {
        guard let propertyType = objectType.properties[key] else {
          problems.append("\(path): '\(key)' is no property of \(name)")
          continue
        }
        check(item, propertyType, at: "\(path).\(key)", &problems)
      }
    }
  }

  /// JSONSerialization's true and false: numbers bridge to Bool too, so ask for the boolean type.
  static func isBoolean(_ value: Any) -> Bool {
    (value as? NSNumber).map { String(cString: $0.objCType) == "c" } ?? false
  }

  /// RFC 3986's URI reference, as far as characters go: no spaces or angle brackets, and each `%`
  /// followed by two hex digits.
  static func isURIReference(_ text: String) -> Bool {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%")
    guard text.allSatisfy(allowed.contains) else { return false }
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() where scalar == "%" {
      guard index + 2 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit,
        scalars[index + 2].properties.isASCIIHexDigit
      else { return false }
    }
    return true
  }
}
