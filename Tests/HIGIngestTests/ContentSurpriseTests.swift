import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

/// What content folders from the wild hold besides texts is reported truthfully: file names in
/// CP949 (Korean Windows archives) are read and shown in Korean, not skipped with a false "check
/// permissions"; FIFOs and sockets are skipped with a warning; a guidelines.json entry naming no
/// file says so.
@Suite struct ContentSurpriseTests {
  static let text = "# 토글\n\n## 모범 사례\n\n**상태를 분명하게 보여 주세요.** 토글은 두 상태를 오갑니다.\n"

  func ingest(_ folder: TemporaryFolder) throws -> KnowledgeBase {
    try Ingester(folder: ContentFolder(url: folder.url)).ingest()
  }

  /// Writes `text` to a file whose name is `name`'s raw bytes, whatever their encoding.
  func write(_ text: String, toName name: [UInt8], in folder: TemporaryFolder) throws {
    let path = Array(folder.url.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    }
    try #require(descriptor >= 0)
    try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(contentsOf: Data(text.utf8))
  }

  @Test func aCP949FileNameIsReadAndShownInKorean() throws {
    let folder = TemporaryFolder()
    // "토글.md" as CP949 bytes.
    try write(Self.text, toName: [0xC5, 0xE4, 0xB1, 0xDB] + Array(".md".utf8), in: folder)
    let kb = try ingest(folder)
    #expect(kb.guidelines.map(\.source.file) == ["토글.md"], "\(kb.diagnostics)")
    #expect(!kb.diagnostics.contains { $0.severity >= .warning }, "\(kb.diagnostics)")
    let note = kb.diagnostics.first { $0.id == "ingest.file-name-encoding" }
    #expect(note?.file == "토글.md")
    #expect(note?.message.contains("CP949") == true)
  }

  @Test func aFileNameInNoKnownEncodingIsReadAndShownEscaped() throws {
    let folder = TemporaryFolder()
    try write(Self.text, toName: [0xFF] + Array("toggles.md".utf8), in: folder)
    let kb = try ingest(folder)
    #expect(kb.guidelines.map(\.source.file) == ["\\x{FF}toggles.md"], "\(kb.diagnostics)")
    #expect(!kb.diagnostics.contains { $0.severity >= .warning }, "\(kb.diagnostics)")
  }

  @Test func fifosAndSocketsAreSkippedWithAWarningNamingThem() throws {
    let folder = TemporaryFolder()
    try folder.write(Self.text, to: "guidelines/toggles.md")
    #expect(mkfifo(folder.url.appendingPathComponent("guidelines/pipe.md").path, 0o644) == 0)
    let socketPath = folder.url.appendingPathComponent("guidelines/socket.md").path
    #if os(Linux)
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (offset, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() { buffer[offset] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    try #require(bound == 0, "\(String(cString: strerror(errno)))")
    let kb = try ingest(folder)
    #expect(kb.guidelines.count == 1)
    for (file, kind) in [("guidelines/pipe.md", "FIFO"), ("guidelines/socket.md", "socket")] {
      let warning = kb.diagnostics.first { $0.file == file }
      #expect(warning?.id == "ingest.special-file", "\(kb.diagnostics)")
      #expect(warning?.severity == .warning)
      #expect(warning?.message.contains(kind) == true)
    }
  }

  @Test func aMetadataEntryNamingAMissingFileIsAWarning() throws {
    let folder = TemporaryFolder()
    try folder.write(Self.text, to: "guidelines/toggles.md")
    try folder.write(
      #"{"guidelines": [{"file": "guidelines/toggles.md", "slug": "toggles"}, {"file": "guidelines/menus.md", "slug": "menus"}]}"#,
      to: "guidelines.json")
    let kb = try ingest(folder)
    let warning = kb.diagnostics.first { $0.id == "ingest.metadata-missing-file" }
    #expect(warning?.file == "guidelines.json", "\(kb.diagnostics)")
    #expect(warning?.message.contains("guidelines/menus.md") == true)
  }
}
