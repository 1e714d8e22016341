import FileAccess
import Foundation
import HIGChanges
import HIGCite
import HIGModel
import HIGSite

/// `hig site`: publishes the knowledge base as a static, cross-linked bilingual website.
enum SiteCommand: Command {
  static let name = "site"
  static let output = Option<String>(
    "out", short: "o", value: "DIR", help: "Where to write the site (default: _site).", reading: .text)
  static let baseURL = Option<SiteAddress>(
    "base-url", value: "URL",
    help:
      "The address the site will be served from, for canonical links, sitemap.xml and citations (default: siteURL in hig.json).",
    reading: .siteAddress)
  static let theme = Option<String>(
    "theme", value: "DIR", help: "The theme folder with style.css, site.js, search.js, cite.js (default: site).",
    reading: .text)
  static let json = Flag("json", help: "Print a summary of what was written as JSON.")

  static let spec = CommandSpec(
    name: name,
    abstract: "Publish the guidelines as a static bilingual website with in-browser search.",
    options: [output.entry, baseURL.entry, theme.entry, json.entry],
    discussion: """
      The site needs no server: open _site/index.html from disk, or upload the folder to GitHub
      Pages (under a sub-path too), a CDN or any static host. The old site is replaced only once
      the new one is completely written; a folder hig did not write is never replaced. The old
      site stays beside the new one as a hidden spare (._site.spare) that the next run writes over;
      a file of the spare that already holds the new bytes is left untouched.

      Examples:
        hig site
        hig site --out public --base-url https://example.github.io/hig/

      Exit status: 0 written; 1 the site could not be built or written; 64 usage error.
      """)

  /// What `--json` prints.
  struct Summary: Encodable {
    var output: String
    var pages: Int
    var files: Int
    /// Files the reused spare already held byte for byte, left untouched.
    var unchanged: Int
    var bytes: Int
    var baseURL: String?
    var seconds: Double
    /// Time per step ("pages 0.21 s").
    var steps: [String]
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let started = Date()
    // The same address `hig cite` links to, so copied citations and the sitemap agree.
    let site = try context.siteAddress(arguments[baseURL])
    let base = site.map { $0.baseURL + "/" }
    let outputFolder = context.path(arguments[output] ?? "_site")
    if let problem = outputProblem(outputFolder, content: context.contentFolder.path) {
      throw UsageError(spec, message: "'--out \(arguments[output] ?? "_site")' \(problem)")
    }
    let themeFolder =
      arguments[theme].map { context.path($0) } ?? SiteTheme.defaultFolder(workingDirectory: context.workingDirectory)
    let siteTheme = try SiteTheme(folder: themeFolder)
    // Files are written as they are built; the last step swaps the new site in (the old one becomes
    // the spare the next run writes over).
    let steps = SiteBuilder.steps + ["swap"]
    var stepStarted = Date()
    var timings: [String] = []
    func begin(_ number: Int) {
      if number > 0 {
        timings.append(String(format: "%@ %.2f s", steps[number - 1], Date().timeIntervalSince(stepStarted)))
      }
      stepStarted = Date()
      if context.console.showsProgress {
        context.console.writeError("\r\u{1B}[K[\(number + 1)/\(steps.count)] \(steps[number])")
      }
    }
    // Every change the fetch history holds, for the "What's new" page (docs/Changes.md); a
    // damaged history costs the page, not the site.
    let changes = ChangeFinder(apple: context.contentFolder.url.appendingPathComponent("apple"))
    let report: ChangeReport?
    do {
      report = try changes.report(since: "0000", platform: nil, languages: Set(Language.allCases))
    } catch {
      context.console.errorLine("warning: \(error); the site has no \"What's new\" page")
      report = nil
    }
    let options = SiteOptions(
      theme: siteTheme, baseURL: base, contentFolder: context.contentFolder.path, changes: report,
      koreanLag: { knowledgeBase in
        (try? changes.koreanLag(in: knowledgeBase)) ?? (try? changes.koreanLag(in: knowledgeBase, usingHistory: false)) ?? []
      })
    // The index `hig search` keeps in the cache folder: the site's search exports it as it is,
    // so the site step never analyzes the records again.
    // Finding the index current needs no knowledge base, nor does exporting it: the site builder
    // decodes the knowledge base meanwhile.
    // Pages and search come from one snapshot of the content: the knowledge base the index was
    // built from, even when a content file is replaced meanwhile.
    let written = try context.workspace.withSnapshot { index, loadKnowledgeBase in
      try SiteWriter(output: outputFolder).write(generator: "hig \(CLI.version)") { folder in
        try SiteBuilder.build(
          searchIndex: index, options: options, loadingKnowledgeBase: loadKnowledgeBase, into: &folder, step: begin)
        begin(steps.count - 1)
      }
    }
    begin(steps.count)
    if context.console.showsProgress { context.console.writeError("\r\u{1B}[K") }

    let shownPath = outputFolder.relativePath(from: context.workingDirectory)
    let summary = Summary(
      output: shownPath, pages: written.pages, files: written.files, unchanged: written.unchanged, bytes: written.bytes,
      baseURL: base,
      seconds: (Date().timeIntervalSince(started) * 1000).rounded() / 1000, steps: timings)
    if arguments[json] {
      try context.printJSON(summary)
      return 0
    }
    context.console.line(
      "Wrote \(summary.pages) pages (\(summary.files) files, \(summary.bytes / 1024) kB"
        + (summary.unchanged > 0 ? ", \(summary.unchanged) of them unchanged" : "")
        + ") to \(shownPath)/ in \(String(format: "%.2f", summary.seconds)) s")
    context.console.line("  " + timings.joined(separator: " · "))
    context.console.line("Open \(shownPath)/index.html in a browser, or serve the folder from any static host.")
    if site == nil {
      context.console.errorLine(
        "note: without --base-url (or siteURL in hig.json), sitemap.xml lists relative paths and citations link to Apple's pages."
      )
    }
    return 0
  }

  /// Why the site cannot go to `output`, or nil: inside the content folder (itself or through a
  /// symbolic link), the next build would ingest the site's own pages as guidelines, and every
  /// build after it would feed on the last.
  static func outputProblem(_ output: URL, content: String) -> String? {
    func inside(_ path: String, _ folder: String) -> Bool {
      path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
    if inside(output.path, content) { return "is inside the content folder; choose a folder outside it (default: _site)" }
    // Through links: the nearest folder of the path that exists, resolved, and the rest after it.
    var existing = output
    var rest: [String] = []
    while FolderBoundary.realPath(existing.path) == nil, existing.pathComponents.count > 1 {
      rest.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
    }
    guard let real = FolderBoundary.realPath(existing.path), let realContent = FolderBoundary.realPath(content) else {
      return nil
    }
    let resolved = ([real] + rest).joined(separator: "/")
    return inside(resolved, realContent)
      ? "leads into the content folder (\(resolved)); choose a folder outside it (default: _site)" : nil
  }
}
