import Foundation
import HIGIngest
import HIGModel
import HIGWorkspace

/// Times ingestion alone — walking, decoding, parsing, building, merging; no cache and no JSON — over
/// generated Markdown trees shaped like a community translation repo (`AnchorCorpus`: a folder per
/// HIG section, front matter, bold-lead rules, English paragraphs with their Korean translations),
/// with Apple's real text. Prints a Markdown table; the last timing column adds what a
/// first `hig build` adds: the content fingerprint and writing the knowledge base as JSON.
///
///     IngestBenchmark(corpus: corpus, pages: [10, 100], work: .bench).run()
///     // | pages | MB | best of 3 (s) | MB/s | pages/s | records | peak memory (MB) | with cache write (s) |
struct IngestBenchmark {
  var corpus: AnchorCorpus
  var pages: [Int] = [10, 100, 1000]
  var work: URL
  var repetitions = 3

  func run() throws -> String {
    var rows = [
      [
        "pages", "MB", "best of \(repetitions) (s)", "MB/s", "pages/s", "CPU (s)", "records", "peak memory (MB)",
        "with cache write (s)",
      ]
    ]
    for count in pages {
      let folder = work.appendingPathComponent("ingest-\(count)")
      let bytes = try corpus.writePages(count, format: .markdown, to: folder).bytes
      var best = Double.infinity
      var bestCPU = Double.infinity
      var records = 0
      for _ in 0..<repetitions {
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = IngestBenchmark.processorTime()
        let knowledgeBase = try Ingester(folder: ContentFolder(url: folder)).ingest()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        bestCPU = min(bestCPU, IngestBenchmark.processorTime() - startCPU)
        records = knowledgeBase.records.count
      }
      let peak = IngestBenchmark.peakMemory()
      var bestBuild = Double.infinity
      for repetition in 0..<repetitions {
        // A fresh cache each time: a first build, with no earlier knowledge base to read back.
        let cache = work.appendingPathComponent("ingest-cache-\(count)-\(repetition)")
        try? FileManager.default.removeItem(at: cache)
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try Workspace(content: folder, cacheRoot: cache).knowledgeBase()
        bestBuild = min(bestBuild, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        try? FileManager.default.removeItem(at: cache)
      }
      let megabytes = Double(bytes) / 1_048_576
      rows.append([
        String(count), String(format: "%.2f", megabytes), String(format: "%.3f", best),
        String(format: "%.2f", megabytes / best), String(format: "%.0f", Double(count) / best),
        String(format: "%.3f", bestCPU), String(records),
        String(format: "%.0f", Double(peak) / 1_048_576), String(format: "%.3f", bestBuild),
      ])
    }
    return MarkdownTable.render(rows)
  }

  /// The processor time of the process so far, all threads, in seconds: on a shared machine it
  /// varies less than the wall clock.
  static func processorTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The process's peak resident memory in bytes (VmHWM), or 0 where /proc is missing.
  static func peakMemory() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
    return kilobytes * 1024
  }
}
