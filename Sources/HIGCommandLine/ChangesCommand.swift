import Foundation
import HIGChanges
import HIGModel

/// `hig changes`: what the last fetches changed in Apple's HIG, rule by rule, and where the Korean
/// translation lags.
enum ChangesCommand: Command {
  static let name = "changes"
  static let since = Option<String>(
    "since", value: "DATE",
    help: "Changes of every fetch on or after DATE (2026-06-01 or 2026-06-01T09:00:00Z); default: the last fetch that changed something.",
    reading: .date)
  static let platform = Option<Platform>(
    "platform", value: "PLATFORM", help: "Only records that apply to this platform (iOS, macOS, …).",
    reading: .platform)
  static let languages = Option<[Language]>(
    "lang", value: "LANG", help: "Only changes to text in this language: ko, en or both (default).",
    reading: .languages)
  static let json = Flag("json", help: "Print the report as one JSON object: fetches, guidelines with their rules, counts.")

  static let spec = CommandSpec(
    name: name,
    abstract: "What Apple changed in the HIG between fetches, rule by rule, and where the Korean lags.",
    options: [since.entry, platform.entry, languages.entry, json.entry],
    discussion: """
      Reads the earlier versions 'hig fetch' keeps in CONTENT/apple/.history (from the second fetch
      on) and compares each changed page's rules before and after: added, reworded (old → new text
      and ID, changed words marked [-old-]{+new+}) and removed, in Korean and English, with Apple's
      own change-log entries. An English change the Korean page did not follow says "Korean
      translation pending since DATE". See docs/Changes.md.

      Examples:
        hig changes
        hig changes --since 2026-06-01 --platform iOS
        hig changes --lang ko --json

      Exit status: 0 when something changed, 1 when nothing did, 64 on a usage error.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let finder = ChangeFinder(apple: context.contentFolder.url.appendingPathComponent("apple"))
    let chosen = arguments[languages] ?? Language.allCases
    let report: ChangeReport
    do {
      report = try finder.report(since: arguments[since], platform: arguments[platform], languages: Set(chosen))
    } catch let error as CustomStringConvertible {
      throw CommandError.failed(error.description)
    }
    if arguments[json] {
      try context.printJSON(report)
    } else {
      context.console.write(ChangeReportText(style: context.console.style).render(report))
    }
    return report.isEmpty ? 1 : 0
  }
}

extension ValueReader where Value == String {
  /// A date, `2026-06-01`, or a UTC time, `2026-06-01T09:00:00Z`, as history dates are written.
  public static var date: ValueReader {
    ValueReader(expected: "a date like 2026-06-01 or 2026-06-01T09:00:00Z", read: ChangeDate.parse)
  }
}
