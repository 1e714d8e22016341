import Foundation
import HIGIngest
import HIGModel
import HIGWorkspace

/// Times ingestion alone — walking, decoding, parsing, building, merging; no cache and no JSON — over
/// generated Markdown trees shaped like a community translation repo (a folder per HIG section,
/// front matter, bold-lead rules, platform sections, a change log), with paragraphs taken from the
/// real texts of the content folder. Prints a Markdown table; the last timing column adds what a
/// first `hig build` adds: the content fingerprint and writing the knowledge base as JSON.
///
///     IngestBenchmark(content: URL(fileURLWithPath: "Content"), pages: [10, 100], work: .bench).run()
///     // | pages | MB | best of 3 (s) | MB/s | pages/s | records | peak memory (MB) | with cache write (s) |
struct IngestBenchmark {
  var content: URL
  var pages: [Int] = [10, 100, 1000]
  var work: URL
  var repetitions = 3

  func run() throws -> String {
    let paragraphs = try sourceParagraphs()
    var rows = [
      [
        "pages", "MB", "best of \(repetitions) (s)", "MB/s", "pages/s", "CPU (s)", "records", "peak memory (MB)",
        "with cache write (s)",
      ]
    ]
    for count in pages {
      let folder = work.appendingPathComponent("ingest-\(count)")
      let bytes = try writeTree(pages: count, paragraphs: paragraphs, to: folder)
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

  /// The paragraphs of the content folder's texts: real Korean and English prose of HIG length.
  private func sourceParagraphs() throws -> [String] {
    let files = ContentFolder(url: content).files().files.filter {
      $0.path.hasSuffix(".txt") || $0.path.hasSuffix(".md")
    }
    var paragraphs: [String] = []
    for file in files {
      let text = try String(contentsOf: file.url, encoding: .utf8)
      paragraphs += text.split(separator: "\n").map(String.init).filter { $0.count > 40 }
    }
    return paragraphs.isEmpty ? ["사람들이 상태를 한눈에 알 수 있도록 레이블을 분명하게 쓰세요."] : paragraphs
  }

  /// Writes `pages` guideline files under `folder`, one folder per HIG section; returns their size.
  private func writeTree(pages: Int, paragraphs: [String], to folder: URL) throws -> Int {
    try? FileManager.default.removeItem(at: folder)
    let topics = TopicCatalog.builtIn.topics
    var bytes = 0
    for page in 0..<pages {
      let topic = topics[page % topics.count]
      let round = page / topics.count
      let slug = round == 0 ? topic.slug : "\(topic.slug)-\(round)"
      var text =
        "---\nslug: \(slug)\ntitle: \(topic.title.ko ?? topic.title.en ?? slug)(\(topic.title.en ?? slug))\nplatforms: iOS, macOS\n---\n\n"
      text += "# \(topic.title.ko ?? slug)\n\n> \(paragraphs[page % paragraphs.count])\n\n## 모범 사례\n\n"
      for offset in 0..<12 {
        let paragraph = paragraphs[(page * 13 + offset) % paragraphs.count]
        let sentences = paragraph.split(separator: ".", maxSplits: 1)
        text += sentences.count == 2 ? "**\(sentences[0]).** \(sentences[1])\n\n" : "\(paragraph)\n\n"
      }
      text += "## 플랫폼 고려 사항\n\n### iOS, iPadOS\n\n"
      for offset in 12..<16 { text += "- \(paragraphs[(page * 13 + offset) % paragraphs.count])\n" }
      text += "\n### macOS\n\n\(paragraphs[(page * 7 + 3) % paragraphs.count])\n\n"
      text += "## 변경 기록\n\n| 날짜 | 변경 사항 |\n| --- | --- |\n| 2024년 6월 10일 | 지침을 보강했습니다. |\n"
      let file = folder.appendingPathComponent(Slug.make(topic.section)).appendingPathComponent("\(slug).md")
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      let data = Data(text.utf8)
      try data.write(to: file)
      bytes += data.count
    }
    return bytes
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
