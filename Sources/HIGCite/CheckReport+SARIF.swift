import Foundation
import HIGModel

extension CheckReport {
  /// The problems as a SARIF 2.1.0 log, for code-scanning tools (GitHub's among them): one run of
  /// the tool `hig` with three rules, broken citations (errors), old IDs (warnings, or errors when
  /// `strict`) and rules reworded after `hig check --since`'s date (warnings), each result located by file, line and columns in UTF-16 code units.
  public static func sarif(
    _ texts: [CheckedText], kb: KnowledgeBase, strict: Bool, version: String, reworded: [RecordID: RewordedRule] = [:]
  ) -> String {
    var results: [SARIF.Result] = []
    for text in texts {
      for (check, column, length) in text.utf16Columns() {
        guard let problem = problem(check, kb: kb, strict: strict, reworded: reworded) else { continue }
        let rule = check.isBroken ? 0 : check.isAlias ? 1 : 2
        results.append(
          SARIF.Result(
            ruleId: SARIF.rules[rule].id, ruleIndex: rule, level: problem.severity == .error ? "error" : "warning",
            message: SARIF.Message(text: problem.sentence),
            locations: [
              SARIF.Location(
                physicalLocation: SARIF.PhysicalLocation(
                  artifactLocation: SARIF.ArtifactLocation(uri: SARIF.uri(text.name)),
                  region: SARIF.Region(
                    startLine: check.token.line, startColumn: column, endColumn: column + max(length, 1))))
            ]))
      }
    }
    let log = SARIF.Log(
      runs: [SARIF.Run(tool: SARIF.Tool(driver: SARIF.Driver(version: version, rules: SARIF.rules)), results: results)])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(log)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
  }
}

/// The part of SARIF 2.1.0 (OASIS) that `hig check --format sarif` writes.
enum SARIF {
  static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  static let rules = [
    ReportingDescriptor(
      id: "hig/broken-citation", name: "BrokenCitation",
      shortDescription: Message(text: "A HIG citation names no rule or guideline."),
      fullDescription: Message(
        text:
          "A HIG:<slug>/<key> tag or a link to a rule on the site names no current rule, old ID or guideline of the knowledge base; the closest current IDs are suggested."
      ),
      defaultConfiguration: Configuration(level: "error")),
    ReportingDescriptor(
      id: "hig/old-citation", name: "OldCitation",
      shortDescription: Message(text: "A HIG citation uses the old ID of a rewritten rule."),
      fullDescription: Message(
        text: "The citation still resolves, through an alias, to a rule whose text was rewritten; cite its current ID."
      ),
      defaultConfiguration: Configuration(level: "warning")),
    ReportingDescriptor(
      id: "hig/reworded-rule", name: "RewordedRule",
      shortDescription: Message(text: "A HIG citation names a rule Apple reworded after the review's date."),
      fullDescription: Message(
        text:
          "With hig check --since DATE: the cited rule's text changed in a fetch after DATE (hig changes); the message shows its old and new text."
      ),
      defaultConfiguration: Configuration(level: "warning")),
  ]

  struct Log: Encodable {
    var version = "2.1.0"
    var schema = SARIF.schema
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case version
      case schema = "$schema"
      case runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
    var columnKind = "utf16CodeUnits"
  }

  struct Tool: Encodable { var driver: Driver }

  struct Driver: Encodable {
    var name = "hig"
    var version: String
    var rules: [ReportingDescriptor]
  }

  struct ReportingDescriptor: Encodable {
    var id: String
    var name: String
    var shortDescription: Message
    var fullDescription: Message
    var defaultConfiguration: Configuration
  }

  struct Configuration: Encodable { var level: String }

  struct Message: Encodable { var text: String }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
  }

  struct Location: Encodable { var physicalLocation: PhysicalLocation }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct ArtifactLocation: Encodable { var uri: String }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
    var endColumn: Int
  }

  /// A file name as a relative URI reference: everything but unreserved characters and `/`
  /// percent-encoded (`<stdin>` → `%3Cstdin%3E`).
  static func uri(_ path: String) -> String {
    let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }
}
