import Foundation
import HIGModel

extension CheckReport {
  /// The problems as a SARIF 2.1.0 log, for code-scanning tools (GitHub's among them): one run of
  /// the tool `hig` with three rules, broken citations (errors), old IDs (warnings, or errors when
  /// `strict`) and rules reworded after `hig check --since`'s date (warnings), each result located
  /// by file, line and columns in UTF-16 code units. `hig check` writes the same log as it goes,
  /// with `SARIFWriter`.
  public static func sarif(
    _ texts: [CheckedText], kb: KnowledgeBase, strict: Bool, version: String, reworded: [RecordID: RewordedRule] = [:]
  ) -> String {
    var log = ""
    var writer = SARIFWriter(kb: kb, strict: strict, version: version, reworded: reworded) { log += $0 }
    for text in texts { writer.add(text) }
    writer.finish()
    return log
  }
}

/// `hig check --format sarif` written as the texts are checked: the log's head, then each result
/// as it is found, then the tool's description. So neither the log nor an encoder's tree of it
/// is ever held whole, which for a file of many thousand citations took far more memory than the
/// text (docs/benchmarks.md, "Smaller choices").
///
///     var writer = SARIFWriter(kb: kb, strict: false, version: "0.1.0") { console.write($0) }
///     for text in checkedTexts { writer.add(text) }
///     writer.finish()
public struct SARIFWriter {
  private let kb: KnowledgeBase
  private let strict: Bool
  private let version: String
  private let reworded: [RecordID: RewordedRule]
  private let write: (String) -> Void
  private let encoder: JSONEncoder
  private var results = 0

  /// Starts the log: writes its head.
  public init(
    kb: KnowledgeBase, strict: Bool, version: String, reworded: [RecordID: RewordedRule] = [:],
    write: @escaping (String) -> Void
  ) {
    self.kb = kb
    self.strict = strict
    self.version = version
    self.reworded = reworded
    self.write = write
    encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // The keys in sorted order, as the encoder would write the whole log.
    write(
      """
      {
        "$schema" : "\(SARIF.schema)",
        "runs" : [
          {
            "columnKind" : "utf16CodeUnits",
            "results" : [
      """)
  }

  /// Writes the results of one text's problems.
  public mutating func add(_ text: CheckedText) {
    let uri = SARIF.uri(bytes: text.nameBytes)
    text.forEachUTF16Column { check, column, length in
      guard let problem = CheckReport.problem(check, kb: kb, strict: strict, reworded: reworded) else { return }
      let rule = check.isBroken ? 0 : check.isAlias ? 1 : 2
      let result = SARIF.Result(
        ruleId: SARIF.rules[rule].id, ruleIndex: rule, level: problem.severity == .error ? "error" : "warning",
        message: SARIF.Message(text: problem.sentence),
        locations: [
          SARIF.Location(
            physicalLocation: SARIF.PhysicalLocation(
              artifactLocation: SARIF.ArtifactLocation(uri: uri),
              region: SARIF.Region(
                startLine: check.token.line, startColumn: column, endColumn: column + max(length, 1))))
        ])
      write((results == 0 ? "\n" : ",\n") + encoded(result, indent: 8))
      results += 1
    }
  }

  /// Ends the log: writes the tool and closes every bracket.
  public func finish() {
    let tool = SARIF.Tool(driver: SARIF.Driver(version: version, rules: SARIF.rules))
    write(
      """

            ],
            "tool" : \(encoded(tool, indent: 6).drop { $0 == " " })
          }
        ],
        "version" : "2.1.0"
      }

      """)
  }

  /// `value` as pretty-printed JSON, every line indented by `indent` spaces.
  private func encoded(_ value: some Encodable, indent: Int) -> String {
    let json = String(decoding: (try? encoder.encode(value)) ?? Data("{}".utf8), as: UTF8.self)
    let margin = String(repeating: " ", count: indent)
    return margin + json.replacingOccurrences(of: "\n", with: "\n" + margin)
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

  /// A file name as a relative URI reference: every byte of it but unreserved characters and `/`
  /// percent-encoded (`<stdin>` → `%3Cstdin%3E`), so a name that is not UTF-8 (CP949 bytes) names
  /// that same file.
  static func uri(bytes: [UInt8]) -> String {
    var uri = ""
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        uri.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        uri += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
      }
    }
    return uri
  }
}
