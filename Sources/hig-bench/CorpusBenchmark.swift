import Foundation
import HIGCommandLine
import HIGIngest
import HIGModel
import HIGSearch
import HIGWorkspace

/// The corpus benchmark: for each scale, builds the corpus, ingests and indexes it, and times
/// queries in-process and as whole processes against `rg -i` and the `sqlite3` CLI with FTS5.
///
///     CorpusBenchmark(content: Content, queries: […], scales: [1, 10, 100], …).run()  // Markdown
struct CorpusBenchmark {
  var content: URL
  var queries: [String]
  var scales: [Int]
  /// The hig executable to time as a whole process (the statically linked release build).
  var hig: URL
  var work: URL

  /// In-process repetitions of the whole query list, for stable percentiles.
  var rounds = 30
  /// Whole-process repetitions of each query.
  var processRuns = 3

  func run() throws -> String {
    let rg = Stopwatch.which("rg")
    let sqlite = Stopwatch.which("sqlite3")
    let higPath = hig.standardizedFileURL.path
    let hasHig = FileManager.default.isExecutableFile(atPath: higPath)
    var buildRows = [
      [
        "corpus", "pages", "records", "text MB", "index build s", "index MB", "peak RSS MB",
        "FTS5 build s", "FTS5 MB",
      ]
    ]
    var queryRows = [
      [
        "corpus", "ranking p50 µs", "ranking p99 µs", "with snippets p50 µs", "hig search (process) ms", "rg -i ms",
        "sqlite3 FTS5 (process) ms",
      ]
    ]
    let base = try Workspace(content: content, cacheRoot: work.appendingPathComponent("base-cache"))
      .knowledgeBase().knowledgeBase
    var slowNotes: [String] = []
    for scale in scales {
      let name = "x\(scale)"
      FileHandle.standardError.write(Data("[\(name)] writing corpus…\n".utf8))
      let folder = work.appendingPathComponent(name)
      // x1 is the real Content folder; larger corpora are synthetic knowledge bases written out.
      let knowledgeBase: KnowledgeBase
      let contentFolder: URL
      let textBytes: Int
      if scale == 1 {
        knowledgeBase = base
        contentFolder = content
        textBytes = base.guidelines.compactMap { try? Data(contentsOf: content.appendingPathComponent($0.source.file)) }
          .reduce(0) { $0 + $1.count }
      } else {
        knowledgeBase = SyntheticCorpus(base: base, scale: scale).make()
        contentFolder = folder.appendingPathComponent("Content")
        textBytes = try SyntheticCorpus.writeTexts(of: knowledgeBase, to: contentFolder)
      }
      let written = Stopwatch.now()

      FileHandle.standardError.write(Data("[\(name)] indexing…\n".utf8))
      var bytes: [UInt8] = []
      let memoryBefore = Stopwatch.peakMemory()
      let buildSeconds = Stopwatch.time { bytes = IndexBuilder.build(knowledgeBase) }
      let peak = Stopwatch.peakMemory()

      // Put the index where the hig binary looks for it, stamped with the fingerprint it will
      // compute, so `hig search` takes its fast path instead of ingesting the folder.
      let cache = folder.appendingPathComponent("cache")
      let workspace = Workspace(
        content: contentFolder, cacheRoot: cache, generator: CLI.generator(ofExecutable: higPath))
      var stamped = knowledgeBase
      stamped.contentFingerprint = try workspace.currentFingerprint()
      try AtomicFile.write(
        Data(IndexBuilder.build(stamped)), to: URL(fileURLWithPath: workspace.searchIndexPath, isDirectory: false))

      let index = try SearchIndex(bytes: bytes)
      let searcher = Searcher(index: index)
      let parsed = try queries.map { try SearchQuery.parse($0) }
      // Ranking alone (top-10 record numbers and scores, and the exact total: what FTS5's rowids
      // and tantivy's TopDocs answer), then the whole search as shown: records, snippets.
      var latencies: [Double] = []
      var withSnippets: [Double] = []
      var perQuery = [[Double]](repeating: [], count: parsed.count)
      for _ in 0..<rounds {
        for query in parsed {
          var start = Stopwatch.now()
          _ = try searcher.rank(query, limit: 10)
          latencies.append(Double(Stopwatch.now() - start) / 1e3)
          perQuery[parsed.firstIndex(of: query)!].append(latencies.last!)
          start = Stopwatch.now()
          _ = try searcher.search(query, limit: 10)
          withSnippets.append(Double(Stopwatch.now() - start) / 1e3)
        }
      }

      // FTS5: one row per record, the same text hig indexes, loaded by the sqlite3 CLI.
      var ftsBuild = "-"
      var ftsSize = "-"
      let database = folder.appendingPathComponent("fts.db")
      if let sqlite {
        try? FileManager.default.removeItem(at: database)
        let sql = folder.appendingPathComponent("load.sql")
        try ftsScript(knowledgeBase).write(to: sql, atomically: true, encoding: .utf8)
        if let seconds = Stopwatch.runProcess(sqlite, [database.path], input: sql) {
          ftsBuild = String(format: "%.2f", seconds)
          ftsSize = megabytes(fileSize(database))
        }
      }

      let slowest = perQuery.indices.sorted {
        Stopwatch.percentile(perQuery[$0], 0.5) > Stopwatch.percentile(perQuery[$1], 0.5)
      }.prefix(3).map { "\(queries[$0]) \(Int(Stopwatch.percentile(perQuery[$0], 0.5))) µs" }
      slowNotes.append("\(name): \(slowest.joined(separator: "; "))")
      FileHandle.standardError.write(Data("[\(name)] timing processes…\n".utf8))
      func median(_ times: [Double?]) -> String {
        let values = times.compactMap { $0 }
        return values.isEmpty ? "-" : String(format: "%.1f", Stopwatch.percentile(values, 0.5) * 1000)
      }
      if hasHig, scale != 1 {
        // hig keeps a listing of the content's folders only once they are three seconds old
        // (ContentListing.settlingTime); wait for that and let one run write it, so that the
        // timings show the usual state and not a corpus written a moment ago.
        let elapsed = Double(Stopwatch.now() - written) / 1e9
        if elapsed < 3.2 { Thread.sleep(forTimeInterval: 3.2 - elapsed) }
        _ = Stopwatch.runProcess(
          higPath, ["search", queries.first ?? "x", "--content", contentFolder.path, "--cache-dir", cache.path])
      }
      // The corpus, the index and the FTS5 database were written moments ago: without this, the
      // kernel writes them back while the processes are timed, on whichever processor is free.
      sync()
      var higTimes: [Double?] = []
      var rgTimes: [Double?] = []
      var sqliteTimes: [Double?] = []
      for query in queries {
        for _ in 0..<processRuns {
          if hasHig {
            higTimes.append(
              Stopwatch.runProcess(
                higPath, ["search", query, "--content", contentFolder.path, "--cache-dir", cache.path]))
          }
          if let rg { rgTimes.append(Stopwatch.runProcess(rg, ["-i", "-F", query, contentFolder.path])) }
          if let sqlite {
            let match = query.split(separator: " ").map { "\"\($0.replacingOccurrences(of: "\"", with: ""))\"" }
              .joined(separator: " ").replacingOccurrences(of: "'", with: "''")
            sqliteTimes.append(
              Stopwatch.runProcess(
                sqlite, [database.path, "SELECT id FROM docs WHERE docs MATCH '\(match)' ORDER BY rank LIMIT 10;"]))
          }
        }
      }

      buildRows.append([
        name, String(knowledgeBase.guidelines.count), String(knowledgeBase.records.count), megabytes(textBytes),
        String(format: "%.3f", buildSeconds), megabytes(bytes.count),
        "\(peak / 1_000_000) (+\((peak - memoryBefore) / 1_000_000))", ftsBuild, ftsSize,
      ])
      queryRows.append([
        name, String(format: "%.0f", Stopwatch.percentile(latencies, 0.5)),
        String(format: "%.0f", Stopwatch.percentile(latencies, 0.99)),
        String(format: "%.0f", Stopwatch.percentile(withSnippets, 0.5)), median(higTimes), median(rgTimes),
        median(sqliteTimes),
      ])
    }
    var output = "Build (in-process; FTS5 through the sqlite3 CLI):\n\n" + MarkdownTable.render(buildRows)
    output +=
      "\nQueries (\(queries.count) eval queries; in-process ×\(rounds); processes: median of ×\(processRuns) each):\n\n"
    output += MarkdownTable.render(queryRows)
    output += "\nSlowest queries (ranking, median): " + slowNotes.joined(separator: " · ") + "\n"
    if !hasHig {
      output += "\n(no hig binary at \(higPath): build it with swift build -c release --static-swift-stdlib)\n"
    }
    return output
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

  private func megabytes(_ bytes: Int) -> String { String(format: "%.2f", Double(bytes) / 1_000_000) }
}
