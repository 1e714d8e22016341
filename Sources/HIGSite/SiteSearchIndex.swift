import Foundation
import HIGModel
import HIGSearch

/// The in-browser search index: HIGSearch's index exported as small files the page loads on demand.
///
/// Swift precomputes every (term, record) score contribution of HIGSearch's BM25F ranking, so the
/// browser only analyzes the query the same way (search.js ports the analyzer) and adds numbers:
/// its top ten equal `hig search`'s. Terms are spread over chunks by a hash of the term, not by
/// prefix, so a Korean query (whose terms all start with Hangul) downloads no more than an English
/// one. Every file is a script calling `higSearch.add(name, data)`, because a page opened from disk
/// (`file://`) may load scripts but not fetch files.
///
///     search/manifest.js    parameters, the analyzer's word lists, chunk names
///     search/t/17.js        {"드래그": [record, contribution, flags, …], …}
///     search/r/12.js        record 12's ID, guideline, section and text, for showing a result
///     search/latin.js       Latin vocabulary, loaded only to correct a typo
struct SiteSearchIndex {
  static let folder = "search/"
  /// Bump when the files' shape changes, so an old search.js never reads a new index.
  static let formatVersion = 1
  /// Roughly how many bytes of postings go in one chunk.
  static let chunkTarget = 6 * 1024

  var index: SearchIndex
  var parameters: ScoringParameters = .standard

  init(knowledgeBase: KnowledgeBase) throws {
    index = try SearchIndex(bytes: IndexBuilder.build(knowledgeBase))
  }

  /// FNV-1a (32 bit) over the term's UTF-8 bytes: the chunk a term lives in. search.js repeats it.
  ///
  ///     SiteSearchIndex.bucket(of: "드래그", count: 8)  // the same number in Swift and JavaScript
  static func bucket(of term: String, count: Int) -> Int {
    var hash: UInt32 = 0x811C_9DC5
    for byte in term.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return Int(hash % UInt32(max(1, count)))
  }

  func files() throws -> [SiteFile] {
    let vocabulary = index.vocabulary
    var flags: [Int] = []
    for record in 0..<index.recordCount {
      let languages = (index.has(.ko, record: record) ? 1 : 0) | (index.has(.en, record: record) ? 2 : 0)
      let kind = RecordKind.allCases.firstIndex(of: index.kind(record: record)) ?? 0
      flags.append(Int(index.platformMask(record: record)) | languages << 6 | kind << 8)
    }

    // Postings per term as a flat array: record, contribution, flags, record, …
    var entries: [(term: String, postings: [JSONValue])] = []
    var totalBytes = 0
    for info in vocabulary {
      var postings: [JSONValue] = []
      for (record, score) in index.contributions(of: info, parameters: parameters) {
        postings += [.int(record), .double(score), .int(flags[record])]
      }
      totalBytes += info.term.utf8.count + postings.count * 8
      entries.append((info.term, postings))
    }
    let bucketCount = max(1, totalBytes / SiteSearchIndex.chunkTarget)
    var buckets = [[(String, JSONValue)]](repeating: [], count: bucketCount)
    for entry in entries {
      buckets[SiteSearchIndex.bucket(of: entry.term, count: bucketCount)].append((entry.term, .array(entry.postings)))
    }

    var files: [SiteFile] = []
    var chunkNames: [JSONValue] = []
    for (number, bucket) in buckets.enumerated() {
      let name = "t/\(number)"
      chunkNames.append(.string(name))
      files.append(script(name, .object(bucket)))
    }
    for record in 0..<index.recordCount {
      let stored = try index.record(at: record)
      var fields: [(String, JSONValue)] = [
        ("id", .string(stored.id.rawValue)), ("g", .string(stored.guideline)),
        ("p", .string(SitePath.guideline(stored.guideline))),
        ("k", .string(stored.kind.rawValue)), ("f", .int(flags[record])),
      ]
      fields.append(("t", localized(stored.guidelineTitle)))
      if let section = stored.section { fields.append(("s", localized(section))) }
      fields.append(("x", localized(stored.text)))
      files.append(script("r/\(record)", .object(fields)))
    }
    let latin = vocabulary.map(\.term).filter { term in
      !term.hasPrefix(Analyzer.gramPrefix) && term.unicodeScalars.allSatisfy { Script.of($0) == .alphanumeric }
    }
    files.append(script("latin", .array(latin.map(JSONValue.string))))

    let manifest: JSONValue = .object([
      ("format", .int(SiteSearchIndex.formatVersion)),
      ("analyzer", .int(Analyzer.version)),
      ("records", .int(index.recordCount)),
      ("buckets", .int(bucketCount)),
      ("chunks", .array(chunkNames)),
      (
        "parameters",
        .object([
          ("word", .double(parameters.wordWeight)), ("gram", .double(parameters.gramWeight)),
          ("adjacency", .double(parameters.adjacencyWeight)), ("typo", .double(parameters.typoWeight)),
          ("coordination", .double(parameters.coordination)), ("nonRulePrior", .double(parameters.nonRulePrior)),
        ])
      ),
      ("kinds", .array(RecordKind.allCases.map { .string($0.rawValue) })),
      ("platforms", .array(Platform.allCases.map { .string($0.rawValue) })),
      (
        "korean",
        .object([
          ("particles", .array(KoreanSuffixes.particles.map(JSONValue.string))),
          (
            "endings",
            .array(KoreanSuffixes.endings.map { .array([.string($0.text), .int($0.minimumStem)]) })
          ),
          ("protected", .array(KoreanSuffixes.protectedWords.sorted().map(JSONValue.string))),
          ("afterLatin", .array(KoreanSuffixes.afterLatin.map(JSONValue.string))),
        ])
      ),
    ])
    files.append(script("manifest", manifest))
    return files
  }

  private func localized(_ text: LocalizedText) -> JSONValue {
    var fields: [(String, JSONValue)] = []
    if let ko = text.ko { fields.append(("ko", .string(ko))) }
    if let en = text.en { fields.append(("en", .string(en))) }
    return .object(fields)
  }

  /// A chunk as a script: `higSearch.add("t/3", {...});`.
  private func script(_ name: String, _ value: JSONValue) -> SiteFile {
    var text = "higSearch.add(\"\(name)\","
    value.write(to: &text)
    text += ");\n"
    return SiteFile(path: SiteSearchIndex.folder + name + ".js", text: text)
  }
}
