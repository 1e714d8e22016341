import Foundation
import HIGModel
import HIGRelated

/// `hig related`: the guidelines and rules that concern the UI some Swift code (or a diff of it)
/// uses, as a checklist for a review.
enum RelatedCommand: Command {
  static let name = "related"
  static let platforms = Option<[Platform]>(
    "platform", value: "PLATFORMS",
    help: "Only rules for these platforms, separated by commas (the platforms the app targets: iOS,iPadOS).",
    reading: .platforms)
  static let languages = Option<[Language]>(
    "lang", value: "LANG", help: "Which text the checklist quotes (default: both).", reading: .languages)
  static let json = Flag("json", help: "Print the guidelines, the uses that led to them and their rules as JSON.")

  static let spec = CommandSpec(
    name: name,
    abstract: "List the guidelines and rules that concern the UI a Swift file or a diff uses.",
    arguments: [
      .init(
        "FILES|-",
        help: "Swift files, folders of them, or unified diffs; '-' (or nothing, when piped) reads standard input.",
        required: false, variadic: true)
    ],
    options: [platforms.entry, languages.entry, json.entry],
    discussion: """
      Links API symbols to guidelines: those Apple's pages name (SwiftUI/Toggle → Toggles, after
      'hig fetch') and those in Content/api-symbols.tsv (.sheet( → Modality). Comments and string
      literals are skipped. For a diff, only the lines it adds or changes count, and each use names
      its file and line.

      Examples:
        hig related Sources/App/SettingsView.swift
        git diff main -- '*.swift' | hig related --platform iOS,iPadOS
        hig related Sources --json

      Exit status: 0 some guideline concerns the code; 1 none does, or a file could not be read;
      64 usage error.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    var paths = arguments.positionals
    if paths.isEmpty {
      guard isatty(STDIN_FILENO) == 0 else {
        throw UsageError(spec, message: "give Swift files or a diff, or '-' to read standard input")
      }
      paths = ["-"]
    }
    var failed = false
    let skip = { (error: Error) in
      context.console.errorLine("error: \(error)")
      failed = true
    }
    var sources: [CodeSource] = []
    for path in paths {
      do {
        sources += try CheckCommand.read(path, extensions: ["swift", "diff", "patch"], context: context, skipping: skip)
          .map { CodeSource(name: $0.name, text: $0.text) }
      } catch {
        skip(error)
      }
    }
    let kb = try context.knowledgeBase().knowledgeBase
    let related = RelatedRules(knowledgeBase: kb, map: try APISymbolMap(contentFolder: context.contentFolder.url))
    for diagnostic in related.diagnostics { context.console.errorLine(diagnostic.description) }
    let report = related.report(for: sources, platforms: arguments[platforms] ?? [])
    if !report.skippedFiles.isEmpty {
      context.console.errorLine(
        "note: not Swift, so not read: \(report.skippedFiles.prefix(5).joined(separator: ", "))\(report.skippedFiles.count > 5 ? ", …" : "")")
    }
    if arguments[json] {
      try context.printJSON(report)
    } else {
      context.console.write(report.markdown(languages: arguments[languages] ?? Language.allCases))
    }
    return failed || report.guidelines.isEmpty ? 1 : 0
  }
}

extension ValueReader where Value == [Platform] {
  /// Platforms by any of their names, separated by commas ("iOS,iPadOS", "iphone, mac").
  static var platforms: ValueReader {
    ValueReader(
      expected: "platforms separated by commas (\(Platform.allCases.map(\.rawValue).joined(separator: ", ")))",
      suggestions: { Platform.allCases.map(\.rawValue) }
    ) { text in
      let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      let platforms = names.compactMap(Platform.init(name:))
      guard !names.isEmpty, platforms.count == names.count else { return nil }
      return platforms.reduce(into: [Platform]()) { if !$0.contains($1) { $0.append($1) } }
    }
  }
}
