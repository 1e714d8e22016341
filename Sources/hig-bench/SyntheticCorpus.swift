import Foundation
import HIGIngest
import HIGModel

/// Makes a knowledge base `scale` times the size of the real one, and the text files it stands for:
/// the real guidelines, plus copies that keep each real page's sections, record kinds and platforms
/// but take every record's text from a record sampled, with a fixed seed, from all the real ones.
///
/// Built directly as a knowledge base (ingesting hundreds of pages is the ingest stage's cost,
/// measured elsewhere), then written out one paragraph a line so `rg` and the sqlite3 CLI search
/// the very same text.
///
///     SyntheticCorpus(base: kb, scale: 10).make()  // 40 guidelines, ~1,100 records
struct SyntheticCorpus {
  var base: KnowledgeBase
  var scale: Int

  func make() -> KnowledgeBase {
    var knowledgeBase = base
    let pool = base.records.filter { !$0.text.isEmpty }
    var generator = SplitMix64(seed: 2026)
    for copy in 1..<max(1, scale) {
      for guideline in base.guidelines {
        var page = guideline
        page.slug = "\(guideline.slug)-\(copy)"
        page.title = LocalizedText(
          ko: guideline.title.ko.map { "\($0) \(copy)" }, en: guideline.title.en.map { "\($0) \(copy)" })
        var used: Set<RecordID> = []
        for section in page.sections.indices {
          for index in page.sections[section].records.indices {
            let sampled = pool[Int(generator.next() % UInt64(pool.count))]
            var record = page.sections[section].records[index]
            var disambiguator = 0
            var id = RecordID(slug: page.slug, text: sampled.identityText)
            while !used.insert(id).inserted {
              disambiguator += 1
              id = RecordID(slug: page.slug, text: sampled.identityText, disambiguator: disambiguator)
            }
            record.id = id
            record.text = sampled.text
            record.statement = sampled.statement
            page.sections[section].records[index] = record
          }
        }
        knowledgeBase.guidelines.append(page)
      }
    }
    return knowledgeBase
  }

  /// Writes one text file per guideline (title, then each record's Korean and English text on its
  /// own line) into `folder/guidelines`; returns the number of bytes written.
  static func writeTexts(of knowledgeBase: KnowledgeBase, to folder: URL) throws -> Int {
    let texts = folder.appendingPathComponent("guidelines")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: texts, withIntermediateDirectories: true)
    var bytes = 0
    for guideline in knowledgeBase.guidelines {
      var lines = [guideline.title.ko, guideline.title.en].compactMap { $0 }
      for record in guideline.records { lines += [record.text.ko, record.text.en].compactMap { $0 } }
      let data = Data((lines.joined(separator: "\n") + "\n").utf8)
      try data.write(to: texts.appendingPathComponent("\(guideline.slug).txt"))
      bytes += data.count
    }
    return bytes
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
