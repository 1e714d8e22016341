import Foundation
import TestSupport

/// Times `hig fetch` of the whole HIG from a local mirror (`MirrorTool`) answering each request
/// after a fixed latency, standing in for the round trip to Apple: a first fetch into an empty
/// folder, and a second one, which only asks whether each page changed.
///
///     FetchBenchmark(hig: .build/release/hig, latencies: [0, 0.05, 0.15], jobs: [4], work: .bench).run()
///     // | latency ms | jobs | first fetch s | requests | MB | second fetch s | bodies in second |
struct FetchBenchmark {
  var content: URL
  var hig: URL
  var latencies: [Double]
  var jobs: [Int]
  var work: URL

  func run() throws -> String {
    guard FileManager.default.isExecutableFile(atPath: hig.path) else {
      throw BenchError.missing(
        "no hig binary at \(hig.path); build it with: swift build -c release --static-swift-stdlib")
    }
    let root = work.appendingPathComponent("mirror")
    try? FileManager.default.removeItem(at: root)
    _ = try MirrorTool.write(to: root, content: content)
    var rows = [["latency ms", "jobs", "first fetch s", "requests", "MB", "second fetch s", "200s in second"]]
    for latency in latencies {
      for jobs in jobs {
        let server = try LocalHTTPServer(handler: LocalHTTPServer.files(in: root, latency: latency))
        defer { server.stop() }
        let out = work.appendingPathComponent("fetched")
        try? FileManager.default.removeItem(at: out)
        let arguments = ["fetch", "--source", server.baseURL, "--out", out.path, "--jobs", String(jobs), "--json"]
        let first = try timed(arguments)
        let before = server.requests.count
        let second = try timed(arguments)
        let bodies = server.requests.dropFirst(before).filter { $0.status == 200 }.count
        rows.append([
          String(Int(latency * 1000)), String(jobs), String(format: "%.2f", first.seconds),
          String(first.summary["requests"] as? Int ?? 0),
          String(format: "%.1f", Double(first.summary["bytes"] as? Int ?? 0) / 1_000_000),
          String(format: "%.2f", second.seconds),
          String(bodies),
        ])
      }
    }
    return MarkdownTable.render(rows) + "\n"
  }

  /// Runs hig with `arguments`; its wall-clock time and its JSON summary.
  private func timed(_ arguments: [String]) throws -> (seconds: Double, summary: [String: Any]) {
    let process = Process()
    process.executableURL = hig
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let start = Date()
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    guard process.terminationStatus == 0, let summary = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      throw BenchError.missing(
        "hig \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
    }
    return (seconds, summary)
  }
}
