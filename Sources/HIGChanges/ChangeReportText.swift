import HIGModel

/// `ChangeReport` as `hig changes` prints it (and the MCP tool `changes` answers in text): per
/// fetch and guideline, each changed record with its IDs and its old and new text, the changed
/// words marked `[-old-]{+new+}`, the Korean lag, and Apple's own change-log entries.
public struct ChangeReportText: Sendable {
  public var style: TextStyle

  public init(style: TextStyle = .plain) {
    self.style = style
  }

  public func render(_ report: ChangeReport) -> String {
    guard !report.isEmpty else {
      let scope = report.since.map { "since \($0)" } ?? "in the last fetch"
      return report.fetches.isEmpty && report.since == nil
        ? "No changes recorded yet: the history starts with the second 'hig fetch' (docs/Changes.md).\n"
        : "No changes \(scope)\(report.platform.map { " for \($0.rawValue)" } ?? "").\n"
    }
    var lines: [String] = []
    let counts = report.counts
    lines.append(
      style.bold(
        "\(counts.guidelines) guideline\(counts.guidelines == 1 ? "" : "s") changed"
          + (report.since.map { " since \($0)" } ?? " in the fetch of \(ChangeDate.shown(report.fetches.last ?? ""))"))
        + ": \(counts.added) added, \(counts.reworded) reworded, \(counts.removed) removed"
        + (counts.koreanPending > 0 ? "; Korean translation pending for \(counts.koreanPending)" : ""))
    var lastDate = ""
    for guideline in report.guidelines {
      if guideline.date != lastDate, report.fetches.count > 1 {
        lines.append("")
        lines.append(style.accent("Fetch of \(ChangeDate.shown(guideline.date))"))
        lastDate = guideline.date
      }
      lines.append("")
      let title = [guideline.title.ko, guideline.title.en].compactMap { $0 }.joined(separator: " · ")
      var heading = "\(title) (\(guideline.slug))"
      switch guideline.page {
      case .added: heading += " — new page"
      case .removed: heading += " — page removed"
      case .changed:
        heading += " — " + guideline.languages.map { $0 == .en ? "English" : "Korean" }.joined(separator: " and ")
          + " changed"
      }
      if let previous = guideline.previousSeen { heading += "; previous version first seen \(previous.prefix(10))" }
      lines.append(style.bold(heading))
      for rule in guideline.rules { lines += render(rule) }
      if !guideline.appleChangeLog.isEmpty {
        lines.append("  Apple's change log:")
        for entry in guideline.appleChangeLog { lines.append("    \(entry.date)  \(entry.change)") }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func render(_ rule: RuleChange) -> [String] {
    var lines: [String] = []
    let ids: String
    switch rule.kind {
    case .added: ids = rule.newID!.rawValue
    case .removed: ids = rule.oldID!.rawValue
    case .reworded:
      ids = rule.oldID == rule.newID ? rule.newID!.rawValue : "\(rule.oldID!.rawValue) → \(rule.newID!.rawValue)"
    }
    let languages = rule.languages.map(\.rawValue).joined(separator: ", ")
    var head = "  \(rule.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(ids)  [\(languages)]"
    if let section = rule.section?.en ?? rule.section?.ko { head += " \(style.dim("in " + section))" }
    lines.append(head)
    for language in [Language.en, .ko] {
      let old = rule.oldText?[language]
      let new = rule.newText?[language]
      switch (old, new) {
      case (let old?, let new?) where old != new:
        lines.append("    \(language.rawValue)  \(marked(old: old, new: new))")
      case (let old?, let new?):
        lines.append("    \(language.rawValue)  \(style.dim(new == old ? "(unchanged) " + new : new))")
      case (let old?, nil):
        lines.append("    \(language.rawValue)  − \(old)")
      case (nil, let new?):
        lines.append("    \(language.rawValue)  + \(new)")
      case (nil, nil): break
      }
    }
    if let since = rule.koreanPendingSince {
      lines.append("    " + style.highlight("Korean translation pending since \(since.prefix(10))"))
    }
    return lines
  }

  private func marked(old: String, new: String) -> String {
    WordDiff.parts(old: old, new: new).map { part in
      switch part {
      case .same(let text): return text
      case .removed(let text): return style.dim("[-\(text)-]")
      case .added(let text): return style.bold("{+\(text)+}")
      }
    }.joined()
  }
}
