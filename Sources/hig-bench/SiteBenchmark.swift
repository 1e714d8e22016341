import Foundation
import HIGCommandLine
import HIGIngest
import HIGModel
import HIGWorkspace

/// The website benchmark: for each corpus scale, `hig site` (a whole process, reading the cached
/// knowledge base as Hugo reads its Markdown) next to Hugo building the same pages from Markdown,
/// and Pagefind indexing hig's built pages;
/// then the bytes a browser downloads for one query from hig's search and from Pagefind's, measured
/// in headless Chromium over HTTP (scripts/bench/download-bytes.js): a first query, with nothing
/// cached, and a later one, with each tool's engine files cached by an earlier query.
///
///     SiteBenchmark(corpora: [x1, x10-md, x100-md], …).run()  // four Markdown tables
struct SiteBenchmark {
  /// The corpora to publish (their Markdown pages: Hugo is given the same pages as Markdown).
  var corpora: [AnchorCorpus.Written]
  var hig: URL
  var work: URL
  /// The Pagefind binary (PyPI pagefind-bin-extended), when found.
  var pagefind: String?
  var queries = ["드래그", "빠른 작업", "drag", "quick actions"]
  /// The query a reader ran before each measured one in the "later" columns, the same for both
  /// tools: it shares no word with `queries`, so it loads each tool's engine files, not their answers.
  var warmUp = "keyboard"
  /// Whole-process repetitions of each build; the table shows the fastest. The first one or two
  /// `hig site` runs after a change of layout rewrite the spare copy of the site.
  var runs = 5

  struct Measured {
    var seconds: Double
    var peakMegabytes: Double
  }

  func run() throws -> String {
    let higPath = hig.standardizedFileURL.path
    guard FileManager.default.isExecutableFile(atPath: higPath) else {
      throw BenchError.missing("no hig binary at \(higPath); build it with: swift build -c release --product hig")
    }
    let hugo = Stopwatch.which("hugo")
    let chromium = Stopwatch.which("chromium") ?? Stopwatch.which("chromium-browser")
    let node = Stopwatch.which("node")
    let python = Stopwatch.which("python3")
    var buildRows = [
      [
        "corpus", "pages", "records", "site files", "files per page", "site MiB", "search index MiB", "hig rebuild s",
        "hig first build s", "hig peak MiB",
        "Hugo rebuild s", "Hugo first build s", "Hugo peak MiB", "Pagefind index s", "Pagefind peak MiB",
        "Pagefind index MiB", "hig ÷ Hugo + Pagefind, first builds",
      ]
    ]
    var downloadRows = [
      [
        "corpus", "query", "hig kB (requests)", "of which index / results kB", "Pagefind kB (requests)",
        "hig ÷ Pagefind", "later: hig kB (requests, from cache)", "later: of which index / results kB",
        "later: Pagefind kB (requests, from cache)", "later: hig ÷ Pagefind", "results hig / Pagefind",
      ]
    ]
    var medianRows = [["corpus", "queries", "median hig ÷ Pagefind", "later: median hig ÷ Pagefind"]]
    var partRows = [
      [
        "corpus", "hig first tiers (t/) MiB", "hig deeper tiers (p/) MiB", "hig records (r/) MiB", "hig other MiB",
        "hig files", "Pagefind index MiB", "Pagefind fragments MiB", "Pagefind other MiB", "Pagefind files",
      ]
    ]
    // Every timed run that failed, with what the tool said: printed under the build table.
    var failures: [String] = []
    var pairRows = [
      [
        "corpus", "pairs", "Korean ≤ English", "median Korean ÷ English (index)", "one-word pairs: Korean ≤ English",
        "median (index)", "several-word pairs: Korean ≤ English", "median (index)",
      ]
    ]
    // The first builds' folders (tens of thousands of files at x100) are deleted once every
    // timing is done. ext4 without a journal (this machine's disk) does not reuse an inode freed
    // less than a minute ago, or five more while its inode table block is unwritten, and checks
    // each such inode it passes when allocating: right after tens of thousands of deletions, a
    // first build at x100 took 2–3.5 s instead of 0.6, almost all of it in the kernel.
    // What a run replaces before a timing (the corpus, Hugo's folders, Pagefind's output) is moved
    // into `discarded` and deleted with them: deleting the previous run's x100 corpus and Hugo
    // output made the first x100 first build 1.2 s.
    let firstBuildsRoot = work.appendingPathComponent("first-builds")
    let discarded = work.appendingPathComponent("discarded")
    let manager = FileManager.default
    // When the last deletion was, so that a run right after another waits for the disk too.
    let deletedAt = work.appendingPathComponent("deleted-at")
    func deleteLeftovers() {
      try? manager.removeItem(at: firstBuildsRoot)
      try? manager.removeItem(at: discarded)
      sync()
      try? String(Date().timeIntervalSince1970).write(to: deletedAt, atomically: false, encoding: .utf8)
    }
    if manager.fileExists(atPath: firstBuildsRoot.path) || manager.fileExists(atPath: discarded.path) {
      log("removing what an interrupted run left…")
      deleteLeftovers()
    }
    let lastDeletion = (try? String(contentsOf: deletedAt, encoding: .utf8)).flatMap {
      Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    if let lastDeletion {
      let wait = 360 - (Date().timeIntervalSince1970 - lastDeletion)
      if wait > 0 {
        log(String(format: "waiting %.0f s for the disk: files were deleted less than six minutes ago…", wait))
        Thread.sleep(forTimeInterval: wait)
      }
    }
    defer {
      log("removing the first builds…")
      deleteLeftovers()
    }
    func discard(_ item: URL) {
      guard manager.fileExists(atPath: item.path) else { return }
      try? manager.createDirectory(at: discarded, withIntermediateDirectories: true)
      if rename(item.path, discarded.appendingPathComponent(UUID().uuidString).path) != 0 {
        try? manager.removeItem(at: item)
      }
    }
    for corpus in corpora {
      let name = corpus.name
      let folder = work.appendingPathComponent("site-\(name)")
      let contentFolder = corpus.folder
      // Every timed `hig site` reads the cached knowledge base, as Hugo reads its Markdown
      // (ingesting is timed by the index benchmark): one untimed build makes it.
      let cache = folder.appendingPathComponent("cache")
      _ = Stopwatch.run(higPath, ["build", "--content", contentFolder.path, "--cache-dir", cache.path])
      let workspace = Workspace(
        content: contentFolder, cacheRoot: cache, generator: CLI.generator(ofExecutable: higPath))
      let knowledgeBase = try workspace.knowledgeBase().knowledgeBase
      let pages = knowledgeBase.guidelines.count

      let output = folder.appendingPathComponent("_site")
      let hugoSource = folder.appendingPathComponent("hugo")
      let hugoOutput = folder.appendingPathComponent("hugo-public")
      // First builds go to folders that did not exist, as on a fresh CI runner.
      let firstBuilds = firstBuildsRoot.appendingPathComponent(name)
      if hugo != nil {
        discard(hugoSource)
        try HugoSite(knowledgeBase: knowledgeBase).write(to: hugoSource)
        discard(hugoOutput)
      }
      // `hig search` keeps its index in the same cache, and `hig site` exports that index: make it
      // once, untimed, as the knowledge base was, so every timed run starts from the same cache.
      _ = measure(higPath, ["search", "drag", "--content", contentFolder.path, "--cache-dir", cache.path])
      // hig and Hugo take turns, so that both meet the same machine: a busy spell on a shared
      // machine otherwise lands on one tool's runs only. A rebuild writes over the tool's previous
      // output (hig over its spare copy, Hugo over its folder), a first build into a new folder;
      // nothing is deleted in between (see `firstBuildsRoot`).
      log("[\(name)] \(hugo == nil ? "hig site" : "hig site and Hugo"), ×\(runs) each, in turns…")
      var higRuns: [Measured] = []
      var hugoRuns: [Measured] = []
      var higFirstRuns: [Measured] = []
      var hugoFirstRuns: [Measured] = []
      func higSite(into folder: URL) -> [String] {
        ["site", "--content", contentFolder.path, "--cache-dir", cache.path, "--out", folder.path]
      }
      func hugoSite(into folder: URL) -> [String] {
        ["--quiet", "--source", hugoSource.path, "--destination", folder.path]
      }
      func timeRun(_ label: String, _ executable: String, _ arguments: [String], into runs: inout [Measured]) {
        // Each timed run starts with nothing left to write back: the corpus and the previous run's
        // 60 MB of pages otherwise reach the disk during the next run.
        sync()
        switch measure(executable, arguments) {
        case .success(let measured):
          runs.append(measured)
          log("  \(label) " + String(format: "%.2f s", measured.seconds))
        case .failure(let failure):
          failures.append("\(name), \(label): \(failure)")
        }
      }
      for run in 0..<runs {
        let fresh = firstBuilds.appendingPathComponent(String(run))
        timeRun("hig site", higPath, higSite(into: output), into: &higRuns)
        if let hugo { timeRun("Hugo", hugo, hugoSite(into: hugoOutput), into: &hugoRuns) }
        timeRun(
          "hig site, first build", higPath, higSite(into: fresh.appendingPathComponent("_site")), into: &higFirstRuns)
        if let hugo {
          timeRun("Hugo, first build", hugo, hugoSite(into: fresh.appendingPathComponent("hugo")), into: &hugoFirstRuns)
        }
      }

      // Pagefind writes into hig's site: left there, its thousands of files would be deleted by the
      // next benchmark's first timed `hig site` runs (the site and its spare), which timed that.
      // Moved out at the end of this scale, also when a measurement below fails.
      defer {
        discard(output.appendingPathComponent("pagefind"))
        discard(output.appendingPathComponent("pagefind-probe.html"))
      }
      var pagefindRun: Measured?
      if let pagefind {
        log("[\(name)] Pagefind…")
        discard(output.appendingPathComponent("pagefind"))
        switch measure(pagefind, ["--site", output.path]) {
        case .success(let measured): pagefindRun = measured
        case .failure(let failure): failures.append("\(name), Pagefind: \(failure)")
        }
        try probePage().write(
          to: output.appendingPathComponent("pagefind-probe.html"), atomically: true, encoding: .utf8)
      }

      let (files, bytes) = size(of: output)
      let (_, indexBytes) = size(of: output.appendingPathComponent("search"))
      let (_, pagefindBytes) = size(of: output.appendingPathComponent("pagefind"), pagefind: true)
      let hugoPlusPagefind = hugoFirstRuns.map(\.seconds).min().flatMap { hugo in pagefindRun.map { hugo + $0.seconds }
      }
      buildRows.append([
        name, String(pages), String(knowledgeBase.records.count), String(files),
        String(format: "%.1f", Double(files) / Double(max(1, pages))),
        String(format: "%.1f", Double(bytes) / 1_048_576), String(format: "%.1f", Double(indexBytes) / 1_048_576),
        seconds(higRuns), seconds(higFirstRuns), peak(higRuns),
        seconds(hugoRuns), seconds(hugoFirstRuns), peak(hugoRuns),
        pagefindRun.map { String(format: "%.2f", $0.seconds) } ?? "-",
        pagefindRun.map { String(format: "%.0f", $0.peakMegabytes) } ?? "-",
        pagefindRun == nil ? "-" : String(format: "%.1f", Double(pagefindBytes) / 1_048_576),
        higFirstRuns.map(\.seconds).min().flatMap { hig in
          hugoPlusPagefind.map { String(format: "%.2f", hig / $0) }
        } ?? "-",
      ])

      // Which part of each index grows: hig's postings (first and deeper tiers) and records,
      // Pagefind's word index and page fragments.
      let search = output.appendingPathComponent("search")
      let higParts = ["t", "p", "r"].map { size(of: search.appendingPathComponent($0)) }
      let pagefindFolder = output.appendingPathComponent("pagefind")
      let pagefindParts = ["index", "fragment"].map { size(of: pagefindFolder.appendingPathComponent($0), pagefind: true) }
      let pagefindAll = size(of: pagefindFolder, pagefind: true)
      func mib(_ bytes: Int) -> String { String(format: "%.2f", Double(bytes) / 1_048_576) }
      partRows.append(
        [name] + higParts.map { mib($0.bytes) } + [
          mib(indexBytes - higParts.reduce(0) { $0 + $1.bytes }), String(size(of: search).files),
        ]
          + (pagefindRun == nil
            ? ["-", "-", "-", "-"]
            : pagefindParts.map { mib($0.bytes) } + [
              mib(pagefindAll.bytes - pagefindParts.reduce(0) { $0 + $1.bytes }), String(pagefindAll.files),
            ]))

      if pagefindRun != nil, let chromium, let node, let python {
        log("[\(name)] bytes per query in Chromium…")
        let measured = try downloads(
          site: output, chromium: chromium, node: node, python: python,
          saving: folder.appendingPathComponent("download-bytes.json"))
        downloadRows += measured.map { [name] + $0.row }
        for korean in [false, true] {
          let ratios = measured.filter { $0.isKorean == korean }
          guard !ratios.isEmpty else { continue }
          medianRows.append([
            name, korean ? "Korean (\(ratios.count))" : "English (\(ratios.count))",
            ratio(Self.median(ratios.compactMap(\.cold))), ratio(Self.median(ratios.compactMap(\.later))),
          ])
        }
      }
      if let node {
        log("[\(name)] Korean and English glossary pairs in node…")
        pairRows.append(
          [name] + (try pairBytes(site: output, glossary: knowledgeBase.glossary, node: node, work: folder)))
      }
    }
    var text = "Site build (whole processes, fastest of \(runs), hig and Hugo in turns; a rebuild writes over the"
    text += " tool's previous output, a first build into a folder that did not exist; hig starts from its cached"
    text += " knowledge base;"
    text += " site files/MiB exclude Pagefind's; peak = max RSS):\n\n"
    text += MarkdownTable.render(buildRows)
    if !failures.isEmpty {
      text += "\nRuns that failed (a dash above):\n\n" + failures.map { "- \($0)\n" }.joined()
    }
    text += "\nWhat each browser index holds, on disk (hig's search/ folder, without its WebAssembly core;"
    text += " Pagefind's pagefind/ folder, its JavaScript and WebAssembly under other):\n\n"
    text += MarkdownTable.render(partRows)
    text += "\nBytes a browser downloads for one query, served gzip like GitHub Pages (scripts/bench/serve.py);"
    text += " hig: search.js, its WebAssembly core (search-core.js), manifest, chunks and ten result fragments;"
    text += " Pagefind: its JS, WebAssembly,"
    text += " metadata, index chunks and ten result fragments. First query: a fresh browser context with the"
    text += " cache off. Later: a fresh context with the cache on opens the search page for '\(warmUp)' first,"
    text += " then the query's page (a reader's next search, on this visit or a later one within the ten"
    text += " minutes GitHub Pages lets files be cached); only the second page's requests count, a file from the"
    text += " cache 0 bytes:\n\n"
    text += MarkdownTable.render(downloadRows)
    text += "\nMedians of those ratios, English and Korean queries apart:\n\n"
    text += MarkdownTable.render(medianRows)
    text += "\nThe same comparison over the glossary's Korean/English term pairs where both queries find"
    text += " something (at most \(Self.mostPairs) pairs, evenly spaced through the glossary;"
    text += " scripts/bench/pair-bytes.js: search.js in node, each file's gzip size plus its"
    text += " response headers; ratios are the Korean query's bytes over the English one's):\n\n"
    text += MarkdownTable.render(pairRows)
    if hugo == nil { text += "\n(hugo not found: apt-get install hugo)\n" }
    if pagefind == nil {
      text += "\n(Pagefind left out: pagefind-bin-extended could not be installed from PyPI; pass --pagefind PATH)\n"
    }
    return text
  }

  /// Why a measured program gave no timing: how it ended and the end of its standard error.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs a program under GNU time: its wall time and peak resident memory, or, when it failed,
  /// what it said (logged too), so that a table row without a tool says why.
  private func measure(_ executable: String, _ arguments: [String]) -> Result<Measured, Failure> {
    let name = URL(fileURLWithPath: executable).lastPathComponent
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("hig-bench-stderr-\(getpid())")
    defer { try? FileManager.default.removeItem(at: errors) }
    guard let run = Stopwatch.run(executable, arguments, errorOutput: errors, measuringMemory: true) else {
      let failure = Failure(description: "\(name) could not be started (\(executable))")
      log("  " + failure.description)
      return .failure(failure)
    }
    guard run.succeeded else {
      // The last lines: Hugo prints its error after any warnings.
      let said = (try? String(contentsOf: errors, encoding: .utf8))?.split(separator: "\n").suffix(5)
        .joined(separator: " ").trimmingCharacters(in: .whitespaces) ?? ""
      let failure = Failure(
        description: String(format: "%@ failed after %.1f s (%@)", name, run.seconds, run.ending)
          + (said.isEmpty ? ", saying nothing" : ": " + String(said.prefix(1500))))
      log("  " + failure.description)
      return .failure(failure)
    }
    return .success(Measured(seconds: run.seconds, peakMegabytes: run.peakMegabytes))
  }

  /// One query's row of the bytes table, and the ratios the medians are taken over.
  private struct Download {
    var row: [String]
    var isKorean: Bool
    /// hig's bytes over Pagefind's, for a first query and for a later one (nil when Pagefind's are 0).
    var cold: Double?
    var later: Double?
  }

  /// Serves the site and runs scripts/bench/download-bytes.js over `queries`; the script's JSON
  /// (with every file each query transferred) is kept in `saving`.
  private func downloads(site: URL, chromium: String, node: String, python: String, saving: URL) throws -> [Download] {
    let port = 18_000 + Int(getpid() % 1000)
    let server = Process()
    server.executableURL = URL(fileURLWithPath: python)
    let serve = URL(fileURLWithPath: "scripts/bench/serve.py").standardizedFileURL.path
    server.arguments = [serve, String(port), site.path]
    server.standardOutput = FileHandle.nullDevice
    server.standardError = FileHandle.nullDevice
    try server.run()
    defer { server.terminate() }
    Thread.sleep(forTimeInterval: 1.5)
    guard
      let results = try runScript(
        "scripts/bench/download-bytes.js", node: node, ["http://127.0.0.1:\(port)", chromium, warmUp] + queries)
        as? [[String: Any]]
    else {
      throw BenchError.missing("the Chromium download probe failed (run scripts/bench/download-bytes.js by hand)")
    }
    if let data = try? JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys]) {
      try? data.write(to: saving)
      log("  every file each query transferred: \(saving.path)")
    }
    return results.map { result in
      let later = result["later"] as? [String: Any] ?? [:]
      let hig = result["hig"] as? [String: Any] ?? [:]
      let pagefind = result["pagefind"] as? [String: Any] ?? [:]
      let laterHig = later["hig"] as? [String: Any] ?? [:]
      let laterPagefind = later["pagefind"] as? [String: Any] ?? [:]
      func bytes(_ entry: [String: Any]) -> Double { entry["bytes"] as? Double ?? 0 }
      func cell(_ entry: [String: Any], cached: Bool = false) -> String {
        let requests = "\(entry["requests"] as? Int ?? 0)" + (cached ? ", \(entry["cached"] as? Int ?? 0)" : "")
        return String(format: "%.1f", bytes(entry) / 1000) + " (\(requests))"
      }
      // hig's own split: the index files the query needed (first tiers and deeper tiers) against
      // the result fragments of the records it shows; search.js, its core and the manifest are the rest.
      func split(_ entry: [String: Any]) -> String {
        func share(_ folders: [String]) -> Double {
          (entry["files"] as? [[Any]] ?? []).reduce(0) { sum, file in
            let path = file.first as? String ?? ""
            return folders.contains { path.contains("/search/\($0)/") } ? sum + (file.last as? Double ?? 0) : sum
          }
        }
        return String(format: "%.1f / %.1f", share(["t", "p"]) / 1000, share(["r"]) / 1000)
      }
      func quotient(_ hig: [String: Any], _ pagefind: [String: Any]) -> Double? {
        bytes(pagefind) > 0 ? bytes(hig) / bytes(pagefind) : nil
      }
      let query = result["query"] as? String ?? "?"
      let cold = quotient(hig, pagefind)
      let warm = quotient(laterHig, laterPagefind)
      return Download(
        row: [
          query, cell(hig), split(hig), cell(pagefind), ratio(cold),
          cell(laterHig, cached: true), split(laterHig), cell(laterPagefind, cached: true), ratio(warm),
          "\(hig["results"] ?? "-") / \(pagefind["results"] ?? "-")",
        ],
        isKorean: query.unicodeScalars.contains(where: Hangul.isLetter), cold: cold, later: warm)
    }
  }

  private func ratio(_ value: Double?) -> String {
    value.map { String(format: "%.2f", $0) } ?? "-"
  }

  /// The middle value, or the mean of the middle two (a language has two queries by default).
  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The glossary pairs measured at most, evenly spaced: x100's 8,000 took a quarter of an hour.
  static let mostPairs = 1000

  /// How often a Korean query downloads no more than its English counterpart, over every glossary
  /// pair: a table cell each for all pairs, one-word and several-word Korean terms.
  private func pairBytes(site: URL, glossary: [GlossaryTerm], node: String, work: URL) throws -> [String] {
    let pairs = work.appendingPathComponent("glossary-pairs.tsv")
    let lines = glossary.map { term in
      "\(term.ko)\t\(term.en)".replacingOccurrences(of: "\n", with: " ")
    }
    try (lines.joined(separator: "\n") + "\n").write(to: pairs, atomically: true, encoding: .utf8)
    guard
      let all = try runScript(
        "scripts/bench/pair-bytes.js", node: node, [site.path, pairs.path, String(Self.mostPairs)]) as? [String: Any]
    else {
      throw BenchError.missing("the pair measurement failed (run scripts/bench/pair-bytes.js by hand)")
    }
    func cells(_ summary: [String: Any]?) -> [String] {
      let count = summary?["pairs"] as? Int ?? 0
      let noMore = summary?["koreanNoMore"] as? Int ?? 0
      let ratio = summary?["medianRatio"] as? Double
      let index = summary?["medianIndexRatio"] as? Double
      return [
        "\(noMore) of \(count)",
        ratio.map { String(format: "%.2f", $0) + (index.map { String(format: " (%.2f)", $0) } ?? "") } ?? "-",
      ]
    }
    return ["\(all["pairs"] as? Int ?? 0)"] + cells(all)
      + cells(all["oneWord"] as? [String: Any]) + cells(all["severalWords"] as? [String: Any])
  }

  /// The JSON a node script of scripts/bench prints, or nil if it failed.
  private func runScript(_ script: String, node: String, _ arguments: [String]) throws -> Any? {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: node)
    probe.arguments = [URL(fileURLWithPath: script).standardizedFileURL.path] + arguments
    let pipe = Pipe()
    probe.standardOutput = pipe
    probe.standardError = FileHandle.nullDevice
    try probe.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    probe.waitUntilExit()
    guard probe.terminationStatus == 0 else { return nil }
    return try? JSONSerialization.jsonObject(with: data)
  }

  /// A page that searches with Pagefind's JavaScript API and loads its first ten results, as
  /// Pagefind's default UI does.
  private func probePage() -> String {
    """
    <!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>probe</title></head><body>
    <script type="module">
    const pagefind = await import("./pagefind/pagefind.js");
    const query = new URLSearchParams(location.search).get("q");
    const search = await pagefind.search(query);
    await Promise.all(search.results.slice(0, 10).map((result) => result.data()));
    document.title = "done:" + search.results.length;
    </script></body></html>
    """
  }

  /// Files and bytes under `folder`, Pagefind's own output left out unless `pagefind`.
  private func size(of folder: URL, pagefind: Bool = false) -> (files: Int, bytes: Int) {
    var files = 0
    var bytes = 0
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
      if !pagefind, url.path.contains("/pagefind/") || url.lastPathComponent == "pagefind-probe.html" { continue }
      let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
      if values?.isRegularFile == true {
        files += 1
        bytes += values?.fileSize ?? 0
      }
    }
    return (files, bytes)
  }

  private func seconds(_ runs: [Measured]) -> String {
    runs.map(\.seconds).min().map { String(format: "%.2f", $0) } ?? "-"
  }

  private func peak(_ runs: [Measured]) -> String {
    runs.map(\.peakMegabytes).max().map { String(format: "%.0f", $0) } ?? "-"
  }

  private func log(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// The Pagefind binary: on PATH, inside the PyPI package pagefind-bin-extended, or installed
  /// from PyPI into a virtual environment under `work` (nil, with a note, when that fails).
  static func findPagefind(work: URL) -> String? {
    if let found = Stopwatch.which("pagefind_extended") ?? Stopwatch.which("pagefind") { return found }
    let venv = work.appendingPathComponent("venv")
    let venvPython = venv.appendingPathComponent("bin/python3").path
    for python in [venvPython, Stopwatch.which("python3")].compactMap({ $0 }) {
      if let found = pagefind(in: python) { return found }
    }
    guard let python = Stopwatch.which("python3") else { return nil }
    FileHandle.standardError.write(Data("installing pagefind-bin-extended from PyPI into \(venv.path)…\n".utf8))
    guard Stopwatch.run(python, ["-m", "venv", venv.path])?.succeeded == true,
      Stopwatch.run(venvPython, ["-m", "pip", "install", "--quiet", "pagefind-bin-extended"])?.succeeded == true
    else {
      FileHandle.standardError.write(Data("could not install pagefind-bin-extended; Pagefind is left out\n".utf8))
      return nil
    }
    return pagefind(in: venvPython)
  }

  /// The binary of pagefind-bin-extended as installed for `python`, or nil.
  private static func pagefind(in python: String) -> String? {
    guard FileManager.default.isExecutableFile(atPath: python) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [
      "-c",
      "import os, pagefind_bin_extended as p; print(os.path.join(os.path.dirname(p.__file__), 'pagefind_extended'))",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let path = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    process.waitUntilExit()
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }
}

/// A tool the benchmark needs is missing or failed.
enum BenchError: Error, CustomStringConvertible {
  case missing(String)

  var description: String {
    switch self {
    case .missing(let message): return message
    }
  }
}
