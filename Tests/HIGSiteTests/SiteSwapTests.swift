import Foundation
import HIGSite
import TestSupport
import Testing

/// A killed `hig site` leaves nothing behind for long, and no moment without a site: the next
/// run removes a killed run's staging folder (three kills once left 44 MB), puts back a site a
/// kill left aside, and the swap itself never leaves the output folder missing.
@Suite struct SiteSwapTests {
  private func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

  /// A folder that looks as a killed run left it, last changed a minute ago.
  private func leftover(_ folder: URL, files: [String: String]) throws {
    for (name, text) in files {
      let file = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: false, encoding: .utf8)
    }
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: folder.path)
  }

  @Test func aKilledRunsStagingFolderIsRemovedAndARunningOnesIsNot() throws {
    let folder = TemporaryFolder()
    let output = folder.url.appendingPathComponent("_site")
    let writer = SiteWriter(output: output)
    try writer.write([SiteFile(path: "index.html", text: "first")])
    let killed = folder.url.appendingPathComponent("._site.staging-dead1234")
    try leftover(killed, files: ["index.html": "half", "search/a.js": "half"])
    let running = folder.url.appendingPathComponent("._site.staging-live1234")
    try leftover(running, files: ["index.html": "being written"])
    // What a running build holds: a lock on its staging folder.
    let descriptor = open(running.path, O_RDONLY | O_DIRECTORY)
    try #require(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    defer { close(descriptor) }
    try writer.write([SiteFile(path: "index.html", text: "second")])
    #expect(read(output.appendingPathComponent("index.html")) == "second")
    #expect(!FileManager.default.fileExists(atPath: killed.path), "a killed run's staging folder stayed")
    #expect(read(running.appendingPathComponent("index.html")) == "being written")
  }

  @Test func aSiteAKillLeftAsideIsPutBack() throws {
    let folder = TemporaryFolder()
    let output = folder.url.appendingPathComponent("_site")
    let writer = SiteWriter(output: output)
    try writer.write([SiteFile(path: "index.html", text: "old site")])
    // Killed between the two renames of a file system that cannot swap: the old site aside, none in place.
    let aside = folder.url.appendingPathComponent("._site.old-dead1234")
    try FileManager.default.moveItem(at: output, to: aside)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: aside.path)
    struct Failed: Error {}
    #expect(throws: Failed.self) { try writer.write { _ in throw Failed() } }
    #expect(read(output.appendingPathComponent("index.html")) == "old site")
  }

  /// While sites are written over and over, another thread looks for the output folder without
  /// pause: it is always there (two renames left it missing for a moment each time).
  @Test func theOutputFolderIsThereAtEveryMomentOfASwap() throws {
    let folder = TemporaryFolder()
    let output = folder.url.appendingPathComponent("_site")
    let writer = SiteWriter(output: output)
    try writer.write([SiteFile(path: "index.html", text: "0")])
    let watcher = Watcher(path: output.path)
    let thread = Thread { watcher.watch() }
    thread.start()
    for round in 1...300 { try writer.write([SiteFile(path: "index.html", text: "\(round)")]) }
    let (looks, misses) = watcher.stop()
    #expect(looks > 1000)
    #expect(misses == 0, "the output folder was missing \(misses) times in \(looks) looks")
    #expect(read(output.appendingPathComponent("index.html")) == "300")
  }

  private final class Watcher: @unchecked Sendable {
    let path: String
    private let lock = NSLock()
    private var stopped = false
    private var finished = false
    private var looks = 0
    private var misses = 0

    init(path: String) { self.path = path }

    func watch() {
      var info = stat()
      while !lock.withLock({ stopped }) {
        let missing = stat(path, &info) != 0
        lock.withLock {
          looks += 1
          if missing { misses += 1 }
        }
      }
      lock.withLock { finished = true }
    }

    func stop() -> (looks: Int, misses: Int) {
      lock.withLock { stopped = true }
      while !lock.withLock({ finished }) { usleep(1000) }
      return lock.withLock { (looks, misses) }
    }
  }
}
