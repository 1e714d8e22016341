import Foundation
import HIGSite
import TestSupport
import Testing

/// A killed `hig site` leaves nothing behind, and no moment without a site: the next run removes
/// a killed run's staging folder (three kills once left 44 MB), puts back a site a kill left
/// aside, and the swap itself never leaves the output folder missing.
@Suite struct SiteSwapTests {
  private func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

  /// A folder as a killed run left it, just now.
  private func leftover(_ folder: URL, files: [String: String]) throws {
    for (name, text) in files {
      let file = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: false, encoding: .utf8)
    }
  }

  /// The hidden folders beside the output, but for the spare the next build reuses.
  private func leftovers(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") && $0 != "._site.spare" }
      .sorted()
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
    struct Failed: Error {}
    #expect(throws: Failed.self) { try writer.write { _ in throw Failed() } }
    #expect(read(output.appendingPathComponent("index.html")) == "old site")
  }

  /// A folder a run made but was killed before renaming it to its staging name is empty: it is
  /// removed once it is old, and a fresh one (a build that is about to rename it) is left alone.
  @Test func anEmptyFolderOfAKilledRunIsRemovedOnceOld() throws {
    let folder = TemporaryFolder()
    let output = folder.url.appendingPathComponent("_site")
    let writer = SiteWriter(output: output)
    let old = folder.url.appendingPathComponent("._site.new-dead1234")
    let fresh = folder.url.appendingPathComponent("._site.new-live1234")
    for made in [old, fresh] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: false) }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -2 * SiteWriter.newFolderAge)], ofItemAtPath: old.path)
    try writer.write([SiteFile(path: "index.html", text: "site")])
    #expect(try leftovers(in: folder.url) == ["._site.new-live1234"])
  }

  /// `hig site` killed at moments spread over a whole build, again and again: after each kill the
  /// output folder holds a complete site (the first one, or a later one), and the run after the
  /// last kill leaves no staging folder behind.
  @Test func killsAtAnyMomentLeaveASiteAndNoStagingFolder() throws {
    let scratch = TemporaryFolder("hig-kill")
    let output = scratch.url.appendingPathComponent("_site")
    let arguments = [
      "site", "--content", Fixtures.contentFolder.path, "--cache-dir", scratch.url.appendingPathComponent("cache").path,
      "--out", output.path, "--theme", Fixtures.repositoryRoot.appendingPathComponent("site").path,
    ]
    func run() throws -> Process {
      let process = Process()
      process.executableURL = Self.hig
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }
    // The first build fills the cache; the second, timed, is what the killed ones redo.
    var duration = 0.0
    for _ in 0..<2 {
      let started = Date()
      let build = try run()
      build.waitUntilExit()
      try #require(build.terminationStatus == 0)
      duration = Date().timeIntervalSince(started)
    }
    let index = output.appendingPathComponent("index.html")
    let complete = try #require(read(index))
    for step in 1...8 {
      let process = try run()
      usleep(useconds_t(duration * Double(step) / 8 * 1_000_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(read(index) == complete, "after a kill at \(step)/8 of a build, the site's home page is gone or changed")
      #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(SiteWriter.marker).path))
    }
    let last = try run()
    last.waitUntilExit()
    #expect(last.terminationStatus == 0)
    #expect(read(index) == complete)
    #expect(try leftovers(in: scratch.url) == [], "staging folders of killed runs were left")
  }

  /// The built `hig`.
  static let hig = BuildProducts.product("hig")

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
    #expect(looks > 300)
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
