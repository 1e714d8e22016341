import Foundation
import TestSupport
import Testing

/// Runs the built `hig` executable as a process: its exit path (CExit) is outside what the
/// in-process CLI tests reach.
@Suite struct ExecutableTests {
  func run(_ arguments: [String]) throws -> HigProcess.Finished { try HigProcess.run(arguments) }

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
}
