import Foundation
import HIGIngest
import HIGModel
import HIGSearch
import HIGWorkspace

/// Runs the eval queries in-process, many rounds, on one corpus and prints each query's
/// median ranking time: a run that spends nearly all its time searching, for `perf record`.
///
///     hig-bench queries --scales 100 --rounds 300
struct QueryProfile {
  var corpus: AnchorCorpus.Written
  var queries: [String]
  var rounds: Int
  var work: URL

  func run() throws -> String {
    let knowledgeBase = try Workspace(
      content: corpus.folder, cacheRoot: work.appendingPathComponent("queries-\(corpus.name)")
    ).knowledgeBase().knowledgeBase
    var bytes: [UInt8] = []
    let cpuStart = Stopwatch.cpuNow()
    let buildSeconds = Stopwatch.time { bytes = IndexBuilder.build(knowledgeBase) }
    let buildCPU = Double(Stopwatch.cpuNow() - cpuStart) / 1e9
    let searcher = Searcher(index: try SearchIndex(bytes: bytes))
    let parsed = try queries.map { try SearchQuery.parse($0) }
    var times = [[Double]](repeating: [], count: parsed.count)
    for _ in 0..<rounds {
      for (number, query) in parsed.enumerated() {
        let start = Stopwatch.now()
        _ = try searcher.rank(query, limit: 10)
        times[number].append(Double(Stopwatch.now() - start) / 1e3)
      }
    }
    var rows = [["query", "p50 µs", "p99 µs"]]
    for number in parsed.indices.sorted(by: {
      Stopwatch.percentile(times[$0], 0.5) > Stopwatch.percentile(times[$1], 0.5)
    }) {
      rows.append([
        queries[number], String(format: "%.0f", Stopwatch.percentile(times[number], 0.5)),
        String(format: "%.0f", Stopwatch.percentile(times[number], 0.99)),
      ])
    }
    return String(format: "index build %.3f s (CPU %.3f s)\n\n", buildSeconds, buildCPU) + MarkdownTable.render(rows)
  }
}
