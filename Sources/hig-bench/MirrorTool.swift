import Foundation
import HIGIngest
import HIGModel
import TestSupport

/// `hig-bench mirror` and `hig-bench serve`: a local stand-in for Apple's HIG JSON, to try
/// `hig fetch` on the whole HIG without Apple's servers.
///
///     hig-bench mirror --out .bench/mirror          # ~170 English pages, Korean for most, the index
///     hig-bench serve --root .bench/mirror --port 8080 --latency-ms 50
///     hig fetch --source http://127.0.0.1:8080 --out /tmp/apple
enum MirrorTool {
  /// Writes the mirror of every topic of the built-in catalog into `folder`, with paragraphs of the
  /// content folder's bilingual records mixed into its own text; returns a line saying what it wrote.
  static func write(to folder: URL, content: URL) throws -> String {
    let mirror = try mirror(content: content)
    let files = try mirror.write(to: folder)
    let korean = mirror.topics.count - mirror.englishOnly.count
    return """
      Wrote \(files) files to \(folder.path): the navigator index, \(mirror.topics.count) English pages and \(korean) Korean ones \
      (English only: \(mirror.englishOnly.sorted().joined(separator: ", ")); newer Korean revisions: \(mirror.newerKorean.count)), \
      and their images.

      """
  }

  /// The mirror of the built-in catalog, drawing on the bilingual records of `content`.
  static func mirror(content: URL) throws -> AppleMirror {
    let knowledgeBase = try Ingester(folder: ContentFolder(url: content)).ingest()
    let pairs = knowledgeBase.records.filter { $0.text.isPair && ($0.kind == .explanation || $0.kind == .rule) }
    return AppleMirror(topics: TopicCatalog.builtIn.topics, paragraphs: pairs.map(\.text))
  }

  /// Serves `root` on 127.0.0.1 until the process is stopped.
  static func serve(root: URL, port: UInt16, latency: Double) throws -> Never {
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent(AppleMirror.indexPath).path) else {
      throw BenchError.missing(
        "\(root.path) holds no mirror (no \(AppleMirror.indexPath)); write one with: hig-bench mirror --out \(root.path)"
      )
    }
    let server = try LocalHTTPServer(port: port, handler: LocalHTTPServer.files(in: root, latency: latency))
    print("Serving \(root.path) at \(server.baseURL) with \(Int(latency * 1000)) ms before each answer; Ctrl-C stops.")
    print("Try: hig fetch --source \(server.baseURL) --out /tmp/hig-apple")
    fflush(stdout)
    while true { pause() }
  }
}
