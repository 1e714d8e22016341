import Foundation
import TestSupport
import Testing

/// A content folder that cannot be read fails the command: it once cached an empty knowledge
/// base, which every later command then served. Run as a user the folder shuts out (root reads
/// any folder, so as root the test runs hig as nobody through setpriv).
@Suite struct UnreadableContentTests {
  static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }
  static let canShutOut = geteuid() != 0 || setpriv != nil

  @Test(.enabled(if: canShutOut)) func anUnreadableContentFolderFailsAndCachesNothing() throws {
    let folder = TemporaryFolder("hig-unreadable")
    let content = try folder.copyContent()
    let cache = folder.url.appendingPathComponent("cache")
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: cache.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: content.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: content.path) }
    let hig = ["build", "--content", content.path, "--cache-dir", cache.path]
    let finished: FinishedProcess
    if geteuid() == 0, let setpriv = Self.setpriv {
      finished = try HigProcess.run(
        ["--reuid=65534", "--regid=65534", "--clear-groups", HigProcess.executable.path] + hig, executable: setpriv)
    } else {
      finished = try HigProcess.run(hig)
    }
    #expect(finished.status == 1, "\(finished.error)")
    #expect(finished.error.contains("cannot read the content folder"), "\(finished.error)")
    let cached = FileManager.default.enumerator(atPath: cache.path)?.compactMap { $0 as? String } ?? []
    #expect(!cached.contains { $0.hasSuffix("knowledge-base.json") }, "\(cached)")
  }
}
