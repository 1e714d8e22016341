import Foundation
import HIGFetch
import TestSupport
import Testing

/// What hig-http itself promises beyond the fetcher's logic (docs/Fetch.md): compressed bodies stored
/// decoded, redirects followed, and a redirect loop ended.
@Suite struct HTTPHelperTests {
  @Test func aGzippedBodyIsStoredDecoded() throws {
    let harness = try FetchHarness()
    let path = MirrorServer.path("toggles", .en)
    let page = try #require(harness.server.file(path))
    let compressed = try gzip(page)
    #expect(compressed != page)
    harness.server.script(
      path, [.init(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")], body: compressed)])
    let summary = try harness.run()
    #expect(summary.succeeded)
    #expect(harness.file("en/toggles.json") == page)
    #expect(harness.server.requests(for: path).first?.header("accept-encoding")?.contains("gzip") == true)
  }

  @Test func aRedirectIsFollowedToThePage() throws {
    let harness = try FetchHarness()
    let path = MirrorServer.path("toggles", .en)
    harness.server.script(path, [.init(status: 301, headers: [("Location", path + "?moved")])])
    let summary = try harness.run()
    #expect(summary.succeeded)
    #expect(harness.server.requests.contains { $0.path == path + "?moved" && $0.status == 200 })
    #expect(harness.file("en/toggles.json") == harness.server.file(path))
  }

  @Test func aRedirectLoopFailsThePageWithoutRetries() throws {
    let harness = try FetchHarness()
    let path = MirrorServer.path("toggles", .en)
    harness.server.always(path, .init(status: 302, headers: [("Location", path)]))
    let summary = try harness.run()
    #expect(summary.files.failed == 1)
    #expect(summary.failures.first?.reason.contains("more than 5 redirects") == true)
    #expect(harness.server.requests(for: path).count == 6)
    #expect(harness.file("en/toggles.json") == nil)
  }
}

/// `data` compressed by the gzip program, as a server would send it.
private func gzip(_ data: Data) throws -> Data {
  let input = TemporaryFolder("hig-gzip")
  let file = input.url.appendingPathComponent("body")
  try data.write(to: file)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/gzip")
  process.arguments = ["-c", "-9", file.path]
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let compressed = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  #expect(process.terminationStatus == 0)
  return compressed
}
