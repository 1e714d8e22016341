import Foundation
import TestSupport
import Testing

/// Runs the built `hig` executable as a process: its exit path is outside what the in-process CLI
/// tests reach.
@Suite struct ExecutableTests {
  func run(_ arguments: [String], executable: URL? = nil) throws -> FinishedProcess {
    try HigProcess.run(arguments, executable: executable?.path)
  }

  @Test func versionPrintsAndExitsWithZero() throws {
    let finished = try run(["--version"])
    #expect(finished.status == 0)
    #expect(finished.output.hasPrefix("hig "))
  }

  @Test func searchPrintsEveryHitAndItsStatus() throws {
    let cache = TemporaryFolder("hig-exe")
    let common = ["--content", Fixtures.contentFolder.path, "--cache-dir", cache.url.path]
    let found = try run(["search", "드래그", "--json"] + common)
    #expect(found.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(found.output.utf8)) as? [String: Any])
    #expect((object["hits"] as? [Any])?.count == 10)
    let missing = try run(["search", "zzqqxx"] + common)
    #expect(missing.status == 1)
    #expect(missing.output.contains("No records match"))
  }

  /// The limit is a limit, never a size to allocate: these once aborted, died on SIGILL, or
  /// corrupted the heap.
  @Test(arguments: ["3000000000", "9223372036854775806", "9223372036854775807"])
  func aHugeLimitPrintsEveryHit(limit: String) throws {
    let cache = TemporaryFolder("hig-exe")
    let found = try run(
      ["search", "모달", "--limit", limit, "--json", "--content", Fixtures.contentFolder.path, "--cache-dir", cache.url.path])
    #expect(found.status == 0, "\(found.error)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(found.output.utf8)) as? [String: Any])
    let total = try #require(object["total"] as? Int)
    #expect(total > 10)
    #expect((object["hits"] as? [Any])?.count == total)
  }

  @Test func usageErrorsExitWith64() throws {
    let finished = try run(["frobnicate"])
    #expect(finished.status == 64)
    #expect(finished.error.contains("unknown command 'frobnicate'"))
  }

  /// hig-bench reads its modes' options with the same tables as hig's commands: help, checked
  /// values and "did you mean …?" alike.
  @Test func benchArgumentsAreReadWithTheSameTables() throws {
    let bench = HigProcess.executable.deletingLastPathComponent().appendingPathComponent("hig-bench")
    let help = try run(["site", "--help"], executable: bench)
    #expect(help.status == 0)
    #expect(help.output.contains("Usage: hig-bench site [options]"))
    #expect(help.output.contains("--pagefind PATH"))
    let typo = try run(["--scalez", "1"], executable: bench)
    #expect(typo.status == 64)
    #expect(typo.error.contains("did you mean '--scales'?"))
    let value = try run(["ingest", "--pages", "0,10"], executable: bench)
    #expect(value.status == 64)
    #expect(value.error.contains("'--pages' needs positive whole numbers"))
    let mode = try run(["sitee"], executable: bench)
    #expect(mode.status == 64)
    #expect(mode.error.contains("did you mean 'site'?"))
  }
}
