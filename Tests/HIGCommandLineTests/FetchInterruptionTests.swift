import Foundation
import HIGIngest
import HIGModel
import TestSupport
import Testing

/// The real `hig` executable killed in the middle of a fetch: every file it leaves is either old or
/// new, and the next run carries on from where it stopped.
@Suite struct FetchInterruptionTests {
  @Test func aFetchKilledMidwayLeavesWholeFilesAndTheNextRunCarriesOn() throws {
    let mirror = AppleMirror(topics: Array(TopicCatalog.builtIn.topics.prefix(50)))
    let server = try MirrorServer(mirror: mirror, latency: 0.03)
    defer { server.stop() }
    let scratch = TemporaryFolder("hig-fetch-kill")
    let out = scratch.url.appendingPathComponent("apple")
    let arguments = ["fetch", "--source", server.baseURL, "--out", out.path, "--jobs", "2"]

    let process = Process()
    process.executableURL = ExecutableTests.executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(30)
    // Killed after more than half a second of requests, so the fetch has saved its state at least once.
    while server.requests.count < 60, Date() < deadline, process.isRunning { Thread.sleep(forTimeInterval: 0.005) }
    #expect(process.isRunning, "the fetch ended before it could be killed")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)

    // The helper ends with hig: soon no request comes in any more.
    Thread.sleep(forTimeInterval: 0.5)
    let settled = server.requests.count
    Thread.sleep(forTimeInterval: 0.5)
    #expect(server.requests.count == settled)

    // Every file there is whole: exactly what the server sent.
    var whole = 0
    for language in [Language.en, .ko] {
      let folder = out.appendingPathComponent(language.rawValue)
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
        let slug = String(name.dropLast(".json".count))
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        #expect(data == server.file(MirrorServer.path(slug, language)), "\(language.rawValue)/\(name) is not whole")
        whole += 1
      }
    }
    let total = mirror.topics.count * 2 - mirror.englishOnly.count
    #expect(whole > 0 && whole < total, "killed after \(whole) of \(total) files")
    var saved: [String: Any] = [:]
    if let state = FileManager.default.contents(atPath: out.appendingPathComponent("fetch-state.json").path) {
      let object = try JSONSerialization.jsonObject(with: state) as? [String: Any]
      #expect(object?["higFetchState"] as? Int == 1)
      saved = object?["files"] as? [String: Any] ?? [:]
    }
    #expect(saved.count > 1)

    let before = server.requests.count
    let resumed = Process()
    resumed.executableURL = ExecutableTests.executable
    resumed.arguments = arguments + ["--json"]
    let output = Pipe()
    resumed.standardOutput = output
    resumed.standardError = FileHandle.nullDevice
    try resumed.run()
    let json = output.fileHandleForReading.readDataToEndOfFile()
    resumed.waitUntilExit()
    #expect(resumed.terminationStatus == 0)
    let summary = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect((summary["files"] as? [String: Int])?["failed"] == 0)
    for topic in mirror.topics {
      #expect(
        FileManager.default.contents(atPath: out.appendingPathComponent("en/\(topic.slug).json").path)
          == server.file(MirrorServer.path(topic.slug, .en)))
    }
    // What the killed run had saved is only asked about, not downloaded again.
    let resumedRequests = server.requests.dropFirst(before)
    for file in saved.keys where file.hasSuffix(".json") && file != "index.json" {
      let language: Language = file.hasPrefix("ko/") ? .ko : .en
      let slug = String(file.dropFirst(3).dropLast(5))
      let asked = resumedRequests.filter { $0.path == MirrorServer.path(slug, language) }
      #expect(asked.count == 1 && asked[0].status == 304, "\(file) was downloaded again")
    }
    #expect(!FileManager.default.enumerator(atPath: out.path)!.contains { ($0 as? String)?.contains(".tmp-") == true })
  }
}
