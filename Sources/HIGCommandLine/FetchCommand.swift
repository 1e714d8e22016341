import Foundation
import HIGFetch
import HIGModel
import HTTPWire

/// `hig fetch`: downloads Apple's HIG pages (English and Korean JSON) into the content folder.
enum FetchCommand: Command {
  static let name = "fetch"
  static let maximumJobs = 16
  static let output = Option<String>(
    "out", value: "DIR", help: "Where the pages go (default: the content folder's apple/, Content/apple).",
    reading: .text)
  static let source = Option<String>(
    "source", value: "URL",
    help: "The server instead of https://developer.apple.com: a mirror serving the same /tutorials/data/… paths.",
    reading: .text)
  static let languages = Option<[Language]>(
    "lang", value: "LANGS", help: "The languages to fetch, comma-separated (default: ko,en).",
    reading: ValueReader(expected: "ko, en or ko,en", suggestions: { ["ko", "en", "ko,en"] }) { text in
      var chosen: [Language] = []
      for word in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let language = Language(rawValue: word.trimmingCharacters(in: .whitespaces).lowercased()) else {
          return nil
        }
        if !chosen.contains(language) { chosen.append(language) }
      }
      return chosen
    })
  static let only = Option<[String]>(
    "only", value: "SLUGS", help: "Only these pages of the table of contents, comma-separated (toggles,tab-bars).",
    reading: ValueReader(expected: "one or more slugs, comma-separated (toggles,tab-bars)") { text in
      let slugs = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      return slugs.isEmpty ? nil : slugs
    })
  static let jobs = Option<Int>(
    "jobs", short: "j", value: "N", help: "Requests in flight at most, 1 to \(maximumJobs) (default: 4).",
    reading: ValueReader(expected: "a whole number from 1 to \(maximumJobs)") { text in
      Int(text).flatMap { (1...maximumJobs).contains($0) ? $0 : nil }
    })
  static let images = Flag("images", help: "Also download each figure's image (its 2x light variant) into DIR/images.")
  static let json = Flag("json", help: "Print the summary as one JSON object.")

  static let spec = CommandSpec(
    name: name,
    abstract: "Download Apple's whole HIG, English and Korean JSON, into Content/apple (only what changed).",
    options: [output.entry, source.entry, languages.entry, only.entry, jobs.entry, images.entry, json.entry],
    discussion: """
      Reads the HIG's table of contents, then every page it lists from Apple's own JSON, the English
      one and, where Apple has it, the Korean translation (/kr/…; a page without one is reported as
      English-only, not as an error). Stored as served: DIR/index.json, DIR/en/<slug>.json,
      DIR/ko/<slug>.json, beside DIR/fetch-state.json (ETags and dates). A second run asks only
      whether each page changed, and downloads only those that did. A response that is not the
      page asked for never replaces a good file, and files are replaced atomically, so an
      interrupted fetch can simply be run again. Every command then reads the pages with the
      other texts of the content folder. The text is © Apple Inc.: the folder is git-ignored.

      From the second run on, the versions of pages a run replaces (and pages that left the table
      of contents) are kept in DIR/.history with the date each was first seen; 'hig changes'
      compares them rule by rule (docs/Changes.md).

      Requests are made by hig-http (URLSession), built beside hig; it honours https_proxy and
      no_proxy. Timeouts, 429 and 5xx answers are retried after 1, 3 and 9 s (or the server's
      Retry-After).

      Exit status: 0 when every page could be had; 1 when one could not (the summary names it).

      Examples:
        hig fetch
        hig fetch --only toggles,tab-bars --lang ko
        hig fetch --source http://127.0.0.1:8080 --out /tmp/hig-apple --json
      """)

  /// A `--source` that is no server address is refused before anything is fetched, saying why.
  static func validate(_ arguments: ParsedArguments) throws {
    guard let source = arguments[source] else { return }
    do {
      _ = try FetchOptions.sourceRoot(source)
    } catch let error as FetchError {
      throw UsageError(spec, message: error.description)
    }
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let options = try fetchOptions(arguments, context: context)
    let helperPath: String
    switch HTTPHelperProcess.locate(environmentPath: context.environment["PATH"]) {
    case .success(let path): helperPath = path
    case .failure(let error): throw CommandError.failed(error.description)
    }
    let progress = FetchProgressPrinter(console: context.console)
    let summary: FetchSummary
    do {
      let helper = try HTTPHelperProcess(
        path: helperPath,
        settings: HTTPSettings(
          userAgent: options.userAgent, idleTimeout: Int(options.idleTimeout * 1000),
          requestTimeout: Int(options.requestTimeout * 1000), maximumConnections: options.jobs))
      defer { helper.finish() }
      summary = try Fetcher(options: options).run(client: helper, report: progress.receive)
      progress.end()
    } catch let error as FetchError {
      progress.end()
      if case .unknownSlugs = error { throw UsageError(spec, message: error.description) }
      throw CommandError.failed(error.description)
    }
    if arguments[json] {
      try context.printJSON(summary)
    } else {
      print(
        summary, shownOut: arguments[output] ?? options.output.relativePath(from: context.workingDirectory),
        console: context.console)
    }
    return summary.succeeded ? 0 : 1
  }

  /// The options as given, checked: every mistake names its argument.
  static func fetchOptions(_ arguments: ParsedArguments, context: CommandContext) throws -> FetchOptions {
    let out = arguments[output].map(context.path) ?? context.contentFolder.url.appendingPathComponent("apple")
    var options = FetchOptions(
      output: out, userAgent: "hig/\(CLI.version) (Apple HIG in Korean and English; hig fetch)")
    options.contentFolder = context.contentFolder.url
    if let source = arguments[source] { options.source = try FetchOptions.sourceRoot(source) }
    if let jobs = arguments[jobs] { options.jobs = jobs }
    if let languages = arguments[languages] { options.languages = languages }
    if let only = arguments[only] { options.only = only }
    options.images = arguments[images]
    return options
  }

  static func print(_ summary: FetchSummary, shownOut: String, console: Console) {
    let files = summary.files
    var line =
      "Fetched \(summary.pages) \(summary.pages == 1 ? "page" : "pages") into \(shownOut): \(files.new) new, \(files.changed) changed, \(files.unchanged) unchanged"
    line += files.failed > 0 ? ", \(console.bold("\(files.failed) failed"))." : ", none failed."
    console.line(line)
    if !summary.koreanMissing.isEmpty {
      let count = summary.koreanMissing.count
      console.line(
        "\(count) \(count == 1 ? "page has" : "pages have") no Korean version (English only): \(summary.koreanMissing.joined(separator: ", "))."
      )
    }
    if !summary.removed.isEmpty {
      console.line(
        "No longer in the table of contents, moved to \(shownOut)/.history: \(summary.removed.joined(separator: ", "))."
      )
    }
    if files.changed + summary.removed.count > 0 || (files.new > 0 && files.new < summary.pages) {
      console.line("'hig changes' shows what changed, rule by rule.")
    }
    let images = summary.images
    if images.new + images.changed + images.unchanged + images.failed > 0 {
      console.line(
        "Images: \(images.new) new, \(images.changed) changed, \(images.unchanged) unchanged, \(images.failed) failed.")
    }
    console.line(
      "Table of contents \(summary.index); \(summary.requests) requests, \(FetchProgressPrinter.size(summary.bytes)) downloaded in \(String(format: "%.1f", summary.seconds)) s."
    )
    guard !summary.failures.isEmpty else { return }
    console.line("Could not get (earlier copies, if any, are kept):")
    for failure in summary.failures { console.line("  \(failure.file): \(failure.reason)") }
  }
}
