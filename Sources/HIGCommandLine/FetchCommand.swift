import Foundation
import HIGFetch
import HIGModel
import HTTPWire

/// `hig fetch`: downloads Apple's HIG pages (English and Korean JSON) into the content folder.
enum FetchCommand: Command {
  static let name = "fetch"
  static let spec = CommandSpec(
    name: name,
    abstract: "Download Apple's whole HIG, English and Korean JSON, into Content/apple (only what changed).",
    options: [
      .init("out", value: "DIR", help: "Where the pages go (default: the content folder's apple/, Content/apple)."),
      .init(
        "source", value: "URL",
        help: "The server instead of https://developer.apple.com: a mirror serving the same /tutorials/data/… paths."),
      .init("lang", value: "LANGS", help: "The languages to fetch, comma-separated (default: ko,en)."),
      .init(
        "only", value: "SLUGS", help: "Only these pages of the table of contents, comma-separated (toggles,tab-bars)."),
      .init("jobs", short: "j", value: "N", help: "Requests in flight at most, 1 to \(maximumJobs) (default: 4)."),
      .init("images", help: "Also download each figure's image (its 2x light variant) into DIR/images."),
      .init("json", help: "Print the summary as one JSON object."),
    ],
    discussion: """
      Reads the HIG's table of contents, then every page it lists from Apple's own JSON, the English
      one and, where Apple has it, the Korean translation (/kr/…; a page without one is reported as
      English-only, not as an error). Stored as served: DIR/index.json, DIR/en/<slug>.json,
      DIR/ko/<slug>.json, beside DIR/fetch-state.json (ETags and dates). A second run asks only
      whether each page changed, and downloads only those that did. A response that is not the
      page asked for never replaces a good file, and files are replaced atomically, so an
      interrupted fetch can simply be run again. Every command then reads the pages with the
      other texts of the content folder. The text is © Apple Inc.: the folder is git-ignored.

      Requests are made by hig-http (libcurl), built beside hig; it honours https_proxy and
      no_proxy. Timeouts, 429 and 5xx answers are retried after 1, 3 and 9 s (or the server's
      Retry-After).

      Exit status: 0 when every page could be had; 1 when one could not (the summary names it).

      Examples:
        hig fetch
        hig fetch --only toggles,tab-bars --lang ko
        hig fetch --source http://127.0.0.1:8080 --out /tmp/hig-apple --json
      """)

  static let maximumJobs = 16

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
          userAgent: options.userAgent, connectTimeout: Int(options.connectTimeout * 1000),
          requestTimeout: Int(options.requestTimeout * 1000), maximumConnections: options.jobs))
      defer { helper.finish() }
      summary = try Fetcher(options: options).run(client: helper, report: progress.receive)
      progress.end()
    } catch let error as FetchError {
      progress.end()
      if case .unknownSlugs = error { throw UsageError(command: name, message: error.description) }
      throw CommandError.failed(error.description)
    }
    if arguments.flag("json") {
      try context.printJSON(summary)
    } else {
      print(
        summary, shownOut: arguments.value("out") ?? options.output.relativePath(from: context.workingDirectory),
        console: context.console)
    }
    return summary.succeeded ? 0 : 1
  }

  /// The options as given, checked: every mistake names its argument.
  static func fetchOptions(_ arguments: ParsedArguments, context: CommandContext) throws -> FetchOptions {
    let out = arguments.value("out").map(context.path) ?? context.contentFolder.url.appendingPathComponent("apple")
    var options = FetchOptions(
      output: out, userAgent: "hig/\(CLI.version) (Apple HIG in Korean and English; hig fetch)")
    if let source = arguments.value("source") {
      do {
        options.source = try FetchOptions.sourceRoot(source)
      } catch let error as FetchError {
        throw UsageError(command: name, message: error.description)
      }
    }
    if let jobs = arguments.value("jobs") {
      guard let number = Int(jobs), (1...maximumJobs).contains(number) else {
        throw UsageError(
          command: name, message: "'--jobs' needs a whole number from 1 to \(maximumJobs), got '\(jobs)'")
      }
      options.jobs = number
    }
    if let languages = arguments.value("lang") {
      var chosen: [Language] = []
      for word in languages.split(separator: ",", omittingEmptySubsequences: false) {
        let name = word.trimmingCharacters(in: .whitespaces).lowercased()
        guard let language = Language(rawValue: name) else {
          throw UsageError(
            command: self.name, message: "'--lang' takes ko, en or ko,en; '\(name)' is not one of them",
            suggestion: EditDistance.closest(to: name, in: ["ko", "en"], maximum: 1, count: 1).first)
        }
        if !chosen.contains(language) { chosen.append(language) }
      }
      options.languages = chosen
    }
    if let only = arguments.value("only") {
      let slugs = only.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      guard !slugs.isEmpty else {
        throw UsageError(command: name, message: "'--only' needs one or more slugs, comma-separated (toggles,tab-bars)")
      }
      options.only = slugs
    }
    options.images = arguments.flag("images")
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
