import Foundation
import HIGIngest

/// Writes a content folder `scale` times the size of the real one: the real texts, plus synthetic
/// pages that keep a real page's layout (headings, short lines) with every paragraph replaced by
/// one sampled, with a fixed seed, from all the real paragraphs.
///
///     SyntheticCorpus(source: Content, scale: 10).write(to: .bench/x10/Content)  // 40 pages
struct SyntheticCorpus {
  var source: URL
  var scale: Int

  /// Lines this long or longer are paragraphs; shorter ones are headings and page furniture.
  static let paragraphLength = 60

  struct Written {
    var pages: Int
    var bytes: Int
    var textFiles: [URL]
  }

  func write(to folder: URL) throws -> Written {
    let manager = FileManager.default
    try? manager.removeItem(at: folder)
    try manager.createDirectory(at: folder.appendingPathComponent("guidelines"), withIntermediateDirectories: true)
    for name in ["glossary.tsv", "hig-topics.tsv"] {
      let file = source.appendingPathComponent(name)
      if manager.fileExists(atPath: file.path) {
        try manager.copyItem(at: file, to: folder.appendingPathComponent(name))
      }
    }
    let metadataData = try Data(contentsOf: source.appendingPathComponent(GuidelineMetadata.fileName))
    let metadata = try JSONDecoder().decode(MetadataDocument.self, from: metadataData).guidelines
    let templates = try metadata.map { entry in
      (entry, try String(contentsOf: source.appendingPathComponent(entry.file), encoding: .utf8))
    }
    let paragraphs = templates.flatMap { $0.1.split(separator: "\n").filter { $0.count >= Self.paragraphLength } }
    var generator = SplitMix64(seed: 2026)
    var entries: [GuidelineMetadata] = []
    var files: [URL] = []
    var bytes = 0
    for page in 0..<(templates.count * scale) {
      let (template, text) = templates[page % templates.count]
      var entry = template
      var body = text
      if page >= templates.count {
        let copy = page / templates.count
        entry.slug = "\(template.slug ?? "page")-\(copy)"
        entry.title = template.title.map { .init(ko: $0.ko.map { "\($0) \(copy)" }, en: $0.en.map { "\($0) \(copy)" }) }
        body = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
          line.count >= Self.paragraphLength
            ? String(paragraphs[Int(generator.next() % UInt64(paragraphs.count))]) : String(line)
        }.joined(separator: "\n")
        entry.file = "guidelines/\(entry.slug!).txt"
      }
      let file = folder.appendingPathComponent(entry.file)
      try writeIfChanged(Data(body.utf8), to: file)
      bytes += body.utf8.count
      files.append(file)
      entries.append(entry)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try writeIfChanged(
      try encoder.encode(MetadataDocument(guidelines: entries)), to: folder.appendingPathComponent(GuidelineMetadata.fileName))
    return Written(pages: entries.count, bytes: bytes, textFiles: files)
  }

  /// Leaves an identical file untouched, so its modification time (and so the content fingerprint)
  /// stays the same and a second benchmark run can reuse the cached knowledge base.
  private func writeIfChanged(_ data: Data, to file: URL) throws {
    if (try? Data(contentsOf: file)) == data { return }
    try data.write(to: file)
  }

  /// guidelines.json as the ingester reads it.
  struct MetadataDocument: Codable {
    var guidelines: [GuidelineMetadata]
  }
}

/// A tiny seeded random number generator, so every run samples the same synthetic corpus.
struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
