/// A problem the run continued past, such as a file that could not be read, with a suggested fix.
///
///     warning[ingest.binary-file] Content/logo.png: not a text file; skipped.
///       fix: keep only guideline texts (.txt, .md, .html) in the content folder
public struct Diagnostic: Codable, Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Codable, Hashable, Sendable, Comparable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      let order: [Severity] = [.note, .warning, .error]
      return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
  }

  /// A stable identifier of the kind of problem ("ingest.unsupported-encoding"), from `DiagnosticKind`.
  public var id: String
  public var severity: Severity
  /// The file concerned, relative to the content folder when it is inside it.
  public var file: String?
  public var line: Int?
  public var message: String
  public var fix: String?

  public init(
    id: String, severity: Severity, file: String? = nil, line: Int? = nil, message: String,
    fix: String? = nil
  ) {
    self.id = id
    self.severity = severity
    self.file = file
    self.line = line
    self.message = message
    self.fix = fix
  }

  /// A diagnostic of `kind`, one of the table's (`DiagnosticKind.all`).
  public init(
    _ kind: DiagnosticKind, severity: Severity, file: String? = nil, line: Int? = nil, message: String,
    fix: String? = nil
  ) {
    self.init(id: kind.id, severity: severity, file: file, line: line, message: message, fix: fix)
  }

  /// True when this diagnostic is of `kind`.
  public func `is`(_ kind: DiagnosticKind) -> Bool { id == kind.id }

  public var description: String {
    var location = file ?? ""
    if let line, !location.isEmpty { location += ":\(line)" }
    var text = "\(severity.rawValue)[\(id)] "
    if !location.isEmpty { text += "\(location): " }
    text += message
    if let fix { text += "\n  fix: \(fix)" }
    return text
  }
}
