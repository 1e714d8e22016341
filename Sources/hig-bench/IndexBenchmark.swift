import Foundation
import HIGCommandLine
import HIGIngest
import HIGModel
import HIGSearch
import HIGWorkspace

/// The build and search benchmark over the anchors' corpora (files, as users give them): `hig build
/// --force` as a whole process into an empty cache and over the previous build's cache, `hig build`
/// after an edit that rewords one rule (`ContentEdit`, in a copy of the corpus), next to
/// SQLite FTS5 indexing the same records through the sqlite3 CLI, in turns; then search latency
/// in-process and as whole processes against the sqlite3 CLI answering from FTS5 and `rg -i`.
///
///     IndexBenchmark(corpora: [x1, x10-md, x100-md], queries: […], hig: .build/release/hig, …).run()
struct IndexBenchmark {
  var corpora: [AnchorCorpus.Written]
  var queries: [String]
  /// The hig executable to time as a whole process (the statically linked release build).
  var hig: URL
  var work: URL

  /// Whole-process builds of each kind, taken in turns.
  var builds = 3
  /// In-process repetitions of the whole query list, for stable percentiles.
  var rounds = 30
  /// Whole-process repetitions of each query.
  var processRuns = 3

  func run() throws -> String {
    let higPath = hig.standardizedFileURL.path
    guard FileManager.default.isExecutableFile(atPath: higPath) else {
      throw BenchError.missing(
        "no hig binary at \(higPath); build it with: swift build -c release --static-swift-stdlib")
    }
    let rg = Stopwatch.which("rg")
    let sqlite = Stopwatch.which("sqlite3")
    var buildRows = [
      [
        "corpus", "pages", "MiB", "records", "hig build --force, empty cache s", "peak MiB",
        "hig build --force over the last build s", "peak MiB", "hig build after an edit s", "peak MiB",
        "FTS5 (sqlite3 CLI) s", "peak MiB", "hig first build CPU s", "FTS5 CPU s", "index build s",
        "index MiB", "index terms", "FTS5 MiB",
      ]
    ]
    var partRows = [IndexParts.header]
    var queryRows = [
      [
        "corpus", "ranking p50 µs", "ranking p99 µs", "with snippets p50 µs", "hig search (process) ms",
        "sqlite3 FTS5 (process) ms", "rg -i ms",
      ]
    ]
    var slowNotes: [String] = []
    for corpus in corpora {
      let name = corpus.name
      let folder = work.appendingPathComponent("index-\(name)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let cache = folder.appendingPathComponent("cache")
      func build(_ cacheFolder: URL, content: URL? = nil, force: Bool = true) -> Stopwatch.ProcessRun? {
        let run = Stopwatch.run(
          higPath,
          ["build"] + (force ? ["--force"] : [])
            + ["--content", (content ?? corpus.folder).path, "--cache-dir", cacheFolder.path],
          measuringMemory: true)
        // Exit status 1 is a build with warnings: still a build.
        guard let run, run.succeeded || run.status == 1 << 8 else {
          log("  hig build failed (\(run?.ending ?? "could not start"))")
          return nil
        }
        return run
      }
      log("[\(name)] first build (untimed: it makes the cache the rebuilds start from)…")
      guard build(cache) != nil else { continue }
      let workspace = Workspace(
        content: corpus.folder, cacheRoot: cache, generator: CLI.generator(ofExecutable: higPath))
      let knowledgeBase = try workspace.knowledgeBase().knowledgeBase

      // Edits happen in a copy of the corpus, each over a copy of its last build's cache, so neither
      // the corpus nor the cache the other builds start from changes.
      let editedContent = folder.appendingPathComponent("edited-content")
      let editBase = folder.appendingPathComponent("edit-base-cache")
      let editCache = folder.appendingPathComponent("edit-cache")
      for old in [editedContent, editBase] { try? FileManager.default.removeItem(at: old) }
      try FileManager.default.copyItem(at: corpus.folder, to: editedContent)
      log("[\(name)] a build of a copy for the edits (untimed)…")
      guard build(editBase, content: editedContent) != nil else { continue }
      let edit = try ContentEdit.rewording(in: knowledgeBase, content: editedContent)

      // FTS5: one row per record, the same text hig indexes, loaded by the sqlite3 CLI.
      let database = folder.appendingPathComponent("fts.db")
      let script = folder.appendingPathComponent("load.sql")
      try ftsScript(knowledgeBase).write(to: script, atomically: true, encoding: .utf8)
      var fresh: [Stopwatch.ProcessRun] = []
      var again: [Stopwatch.ProcessRun] = []
      var edited: [Stopwatch.ProcessRun] = []
      var fts: [Stopwatch.ProcessRun] = []
      log("[\(name)] hig build (empty cache, over the last build, after an edit) and FTS5, ×\(builds) each, in turns…")
      for turn in 0..<builds {
        let empty = folder.appendingPathComponent("empty-cache")
        try? FileManager.default.removeItem(at: empty)
        sync()
        if let run = build(empty) { fresh.append(run) }
        sync()
        if let run = build(cache) { again.append(run) }
        try? FileManager.default.removeItem(at: editCache)
        try FileManager.default.copyItem(at: editBase, to: editCache)
        try edit.apply()
        sync()
        if let run = build(editCache, content: editedContent, force: false) { edited.append(run) }
        if edit.aliases == nil, !FileManager.default.fileExists(atPath: edit.aliasFile.path) {
          log("  the edit of \(edit.page.lastPathComponent) recorded no alias: not the edit this column is about")
        }
        try edit.undo()
        if let sqlite {
          try? FileManager.default.removeItem(at: database)
          sync()
          if let run = Stopwatch.run(sqlite, [database.path], input: script, measuringMemory: true), run.succeeded {
            fts.append(run)
          }
        }
        log(
          "  turn \(turn + 1): "
            + [fresh.last, again.last, edited.last, fts.last].map {
              $0.map { String(format: "%.2f s", $0.seconds) } ?? "-"
            }
            .joined(separator: " · "))
      }

      log("[\(name)] index and in-process queries…")
      var bytes: [UInt8] = []
      let indexSeconds = Stopwatch.time { bytes = IndexBuilder.build(knowledgeBase) }
      let searchIndex = try SearchIndex(bytes: bytes)
      let searcher = Searcher(index: searchIndex)
      partRows += IndexParts.rows(corpus: name, parts: try IndexParts.parts(of: searchIndex))
      let parsed = try queries.map { try SearchQuery.parse($0) }
      // Ranking alone (top-10 record numbers and scores, and the exact total: what FTS5's rowids
      // answer), then the whole search as shown: records, snippets.
      var latencies: [Double] = []
      var withSnippets: [Double] = []
      var perQuery = [[Double]](repeating: [], count: parsed.count)
      for _ in 0..<rounds {
        for (number, query) in parsed.enumerated() {
          var start = Stopwatch.now()
          _ = try searcher.rank(query, limit: 10)
          latencies.append(Double(Stopwatch.now() - start) / 1e3)
          perQuery[number].append(latencies.last!)
          start = Stopwatch.now()
          _ = try searcher.search(query, limit: 10)
          withSnippets.append(Double(Stopwatch.now() - start) / 1e3)
        }
      }
      let slowest = perQuery.indices.sorted {
        Stopwatch.percentile(perQuery[$0], 0.5) > Stopwatch.percentile(perQuery[$1], 0.5)
      }.prefix(3).map { "\(queries[$0]) \(Int(Stopwatch.percentile(perQuery[$0], 0.5))) µs" }
      slowNotes.append("\(name): \(slowest.joined(separator: "; "))")

      log("[\(name)] timing processes…")
      // The first search writes the search index into the cache (untimed), as after any build;
      // hig keeps a listing of the content's folders once they are three seconds old
      // (ContentListing.settlingTime), so a second one writes that.
      let search = { (query: String) in
        ["search", query, "--content", corpus.folder.path, "--cache-dir", cache.path]
      }
      _ = Stopwatch.run(higPath, search(queries.first ?? "x"))
      Thread.sleep(forTimeInterval: 3.2)
      _ = Stopwatch.run(higPath, search(queries.first ?? "x"))
      sync()
      var higTimes: [Double?] = []
      var rgTimes: [Double?] = []
      var sqliteTimes: [Double?] = []
      for query in queries {
        for _ in 0..<processRuns {
          higTimes.append(Stopwatch.runProcess(higPath, search(query)))
          if let sqlite {
            let match = query.split(separator: " ").map { "\"\($0.replacingOccurrences(of: "\"", with: ""))\"" }
              .joined(separator: " ").replacingOccurrences(of: "'", with: "''")
            sqliteTimes.append(
              Stopwatch.runProcess(
                sqlite, [database.path, "SELECT id FROM docs WHERE docs MATCH '\(match)' ORDER BY rank LIMIT 10;"]))
          }
          if let rg { rgTimes.append(Stopwatch.runProcess(rg, ["-i", "-F", query, corpus.folder.path])) }
        }
      }
      buildRows.append([
        name, String(corpus.pages), megabytes(corpus.bytes), String(knowledgeBase.records.count),
        IndexBenchmark.seconds(fresh), IndexBenchmark.peak(fresh), IndexBenchmark.seconds(again),
        IndexBenchmark.peak(again), IndexBenchmark.seconds(edited), IndexBenchmark.peak(edited),
        IndexBenchmark.seconds(fts), IndexBenchmark.peak(fts), IndexBenchmark.processor(fresh),
        IndexBenchmark.processor(fts),
        String(format: "%.2f", indexSeconds), megabytes(bytes.count), String(searchIndex.termCount),
        megabytes(fileSize(database)),
      ])
      queryRows.append([
        name, String(format: "%.0f", Stopwatch.percentile(latencies, 0.5)),
        String(format: "%.0f", Stopwatch.percentile(latencies, 0.99)),
        String(format: "%.0f", Stopwatch.percentile(withSnippets, 0.5)), milliseconds(higTimes),
        milliseconds(sqliteTimes), milliseconds(rgTimes),
      ])
    }
    var output = "Build (whole processes in turns, median (fastest) of \(builds); peak = max RSS of the process;"
    output += " CPU = user and system time, median;"
    output += " index build: in-process, from the knowledge base):\n\n" + MarkdownTable.render(buildRows)
    output +=
      "\nQueries (\(queries.count) eval queries; in-process ×\(rounds); processes: median of ×\(processRuns) each):\n\n"
    output += MarkdownTable.render(queryRows)
    output += "\nThe index's lists by kind of term, as the site's postings files write them (before compression):\n\n"
    output += MarkdownTable.render(partRows)
    output += "\nSlowest queries (ranking, median): " + slowNotes.joined(separator: " · ") + "\n"
    if Stopwatch.which("sqlite3") == nil { output += "\n(sqlite3 not found: apt-get install sqlite3)\n" }
    return output
  }

  /// "median (fastest)" of some runs' wall times.
  static func seconds(_ runs: [Stopwatch.ProcessRun]) -> String {
    guard !runs.isEmpty else { return "-" }
    let times = runs.map(\.seconds)
    return String(format: "%.2f (%.2f)", Stopwatch.percentile(times, 0.5), times.min()!)
  }

  /// The median processor time (user and system) of some runs.
  static func processor(_ runs: [Stopwatch.ProcessRun]) -> String {
    runs.isEmpty ? "-" : String(format: "%.2f", Stopwatch.percentile(runs.map(\.processorSeconds), 0.5))
  }

  static func peak(_ runs: [Stopwatch.ProcessRun]) -> String {
    runs.map(\.peakMegabytes).max().map { String(format: "%.0f", $0) } ?? "-"
  }

  private func milliseconds(_ times: [Double?]) -> String {
    let values = times.compactMap { $0 }
    return values.isEmpty ? "-" : String(format: "%.1f", Stopwatch.percentile(values, 0.5) * 1000)
  }

  private func ftsScript(_ knowledgeBase: KnowledgeBase) -> String {
    var sql = "PRAGMA journal_mode=OFF;\nCREATE VIRTUAL TABLE docs USING fts5(id UNINDEXED, body);\nBEGIN;\n"
    for record in knowledgeBase.records {
      let body = [record.text.ko, record.text.en].compactMap { $0 }.joined(separator: "\n")
        .replacingOccurrences(of: "'", with: "''")
      sql += "INSERT INTO docs VALUES('\(record.id.rawValue)', '\(body)');\n"
    }
    return sql + "COMMIT;\n"
  }

  private func fileSize(_ url: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? Int) ?? 0
  }

  private func megabytes(_ bytes: Int) -> String { String(format: "%.2f", Double(bytes) / 1_048_576) }

  private func log(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
}
