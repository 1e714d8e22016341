import Foundation
import HIGIngest
import HIGWorkspace

/// Times the content fingerprint in-process: with the listing of the last full walk (what every
/// command does once the cache has one) and with the full walk, first call and later rounds.
///
///     hig-bench freshness --content .bench/x100/Content --rounds 300
struct FreshnessProfile {
  var content: URL
  var rounds: Int
  var work: URL

  func run() throws -> String {
    let folder = ContentFolder(url: content)
    let cache = work.appendingPathComponent("freshness-cache")
    // The listing is written without creating folders (as a command's first run leaves it to the next).
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    let listingFile = cache.appendingPathComponent(ContentFingerprint.listingFileName).path
    // Run twice: a process that finds no listing writes one, and its first call is no longer cold.
    let primed = !FileManager.default.fileExists(atPath: listingFile)
    if primed { _ = ContentFingerprint.compute(folder, listingFile: listingFile) }
    func microseconds(_ body: () -> String) -> (Double, String) {
      let start = Stopwatch.now()
      let fingerprint = body()
      return (Double(Stopwatch.now() - start) / 1e3, fingerprint)
    }
    // The listing first: the code both share is cold for it, so its first call is not flattered.
    let (listedFirst, listed) = microseconds { ContentFingerprint.compute(folder, listingFile: listingFile) }
    let (walkedFirst, walked) = microseconds { ContentFingerprint.compute(folder) }
    guard listed == walked else { throw BenchError.missing("the listing's fingerprint differs from the walk's") }
    var listedTimes: [Double] = []
    var walkedTimes: [Double] = []
    for _ in 0..<rounds {
      listedTimes.append(microseconds { ContentFingerprint.compute(folder, listingFile: listingFile) }.0)
      walkedTimes.append(microseconds { ContentFingerprint.compute(folder) }.0)
    }
    func summary(_ first: Double, _ times: [Double]) -> String {
      String(
        format: "first %.0f µs, then min %.0f / median %.0f µs", first, times.min() ?? .nan,
        Stopwatch.percentile(times, 0.5))
    }
    return """
      listing:   \(summary(listedFirst, listedTimes))\(primed ? " (listing just written: first call warm)" : "")
      full walk: \(summary(walkedFirst, walkedTimes))

      """
  }
}
