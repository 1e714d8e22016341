import HIGModel

extension CheckReport {
  /// The problems as GitHub Actions workflow commands, one per line, so a broken citation shows on
  /// the pull request's line; a summary line follows.
  ///
  ///     ::error file=notes.md,line=3,col=8,title=Broken HIG citation::broken citation HIG:drag-and-drop/zzzzzz: …
  ///     ::warning file=notes.md,line=5,col=1,title=Old HIG citation::HIG:modality/x7k2mq is an old ID; …
  public static func github(
    _ texts: [CheckedText], kb: KnowledgeBase, strict: Bool, reworded: [RecordID: RewordedRule] = [:]
  ) -> String {
    var lines: [String] = []
    var counts = Counts()
    for text in texts {
      for check in text.checks {
        counts.add(check)
        guard let problem = problem(check, kb: kb, strict: strict, reworded: reworded) else { continue }
        let command = problem.severity == .error ? "error" : "warning"
        let title = check.isBroken ? "Broken HIG citation" : check.isAlias ? "Old HIG citation" : "Reworded HIG rule"
        let properties = [
          "file=\(escapeProperty(text.name))", "line=\(check.token.line)", "col=\(check.token.column)",
          "title=\(escapeProperty(title))",
        ]
        lines.append("::\(command) \(properties.joined(separator: ","))::\(escapeData(problem.sentence))")
      }
    }
    lines.append(counts.summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A workflow command's message: `%`, CR and LF escaped, as the runner reads them back.
  public static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value: also `:` and `,`, which end it.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
