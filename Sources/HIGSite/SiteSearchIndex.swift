import Foundation
import HIGModel
import HIGSearch

/// The in-browser search index: HIGSearch's index exported as small files the page loads on demand.
///
/// Swift precomputes every (term, record) score contribution of HIGSearch's BM25F ranking, so the
/// browser only analyzes the query the same way (search.js ports the analyzer) and adds numbers:
/// its top ten equal `hig search`'s. Terms are spread over small chunks by a hash, never by a
/// shared prefix (Pagefind puts every Hangul-initial word in one chunk). A Korean term is hashed by
/// its first two syllables, so a word and its first bigram (드래그, ~드래) and a two-syllable word
/// and its only bigram (작업, ~작업) share a chunk: a Korean word costs one or two small requests,
/// an English word one. Every file is a script calling `higSearch.add(name, data)`, because a page opened from disk
/// (`file://`) may load scripts but not fetch files.
///
///     search/manifest.js    parameters, the analyzer's word lists, chunk names
///     search/t/17.js        {"드래그": [record, contribution, flags, …], …}
///     search/r/12.js        record 12's ID, page, section and text, for showing a result
///     search/latin.js       ASCII vocabulary, loaded only to correct a typo
public struct SiteSearchIndex {
  static let folder = "search/"
  /// Bump when the files' shape changes, so an old search.js never reads a new index.
  static let formatVersion = 1
  /// Roughly how many bytes of postings go in one chunk: small, since a query pays for whole chunks.
  static let chunkTarget = 3 * 1024

  var index: SearchIndex
  var parameters: ScoringParameters = .standard

  public init(knowledgeBase: KnowledgeBase) throws {
    index = try SearchIndex(bytes: IndexBuilder.build(knowledgeBase))
  }

  /// The chunk a term lives in: FNV-1a (32 bit) over the UTF-8 bytes of its key, which is the term
  /// itself, or for a Korean term or bigram its first two syllables. search.js repeats it.
  ///
  ///     SiteSearchIndex.chunk(of: "드래그", count: 8) == SiteSearchIndex.chunk(of: "~드래", count: 8)  // true
  public static func chunk(of term: String, count: Int) -> Int {
    let bare = term.hasPrefix(Analyzer.gramPrefix) ? term.dropFirst(Analyzer.gramPrefix.count) : Substring(term)
    let isHangul = bare.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
    let key = isHangul ? String(String.UnicodeScalarView(bare.unicodeScalars.prefix(2))) : term
    var hash: UInt32 = 0x811C_9DC5
    for byte in key.utf8 {
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

    // Each term's entry, written straight to JSON text (a large corpus has millions of postings):
    // "term":[record, contribution, flags, record, …]
    var entries: [(term: String, text: String)] = []
    var totalBytes = 0
    for info in vocabulary {
      var text = ""
      JSONValue.string(info.term).write(to: &text)
      text += ":["
      var first = true
      for (record, score) in try index.contributions(of: info, parameters: parameters) {
        if !first { text += "," }
        first = false
        text += String(record)
        text += ","
        JSONValue.double(score).write(to: &text)
        text += ","
        text += String(flags[record])
      }
      text += "]"
      totalBytes += text.utf8.count
      entries.append((info.term, text))
    }
    let bucketCount = max(1, totalBytes / SiteSearchIndex.chunkTarget)
    var buckets = [[String]](repeating: [], count: bucketCount)
    for entry in entries {
      buckets[SiteSearchIndex.chunk(of: entry.term, count: bucketCount)].append(entry.text)
    }

    var files: [SiteFile] = []
    for (number, bucket) in buckets.enumerated() {
      let name = "t/\(number)"
      let text = "higSearch.add(\"\(name)\",{" + bucket.joined(separator: ",") + "});\n"
      files.append(SiteFile(path: SiteSearchIndex.folder + name + ".js", text: text))
    }
    for record in 0..<index.recordCount {
      let stored = try index.record(at: record)
      var fields: [(String, JSONValue)] = [
        ("id", .string(stored.id.rawValue)), ("p", .string(SitePath.guideline(stored.guideline))),
        ("k", .string(stored.kind.rawValue)), ("f", .int(flags[record])),
      ]
      fields.append(("t", localized(stored.guidelineTitle)))
      if let section = stored.section { fields.append(("s", localized(section))) }
      fields.append(("x", localized(stored.text)))
      files.append(script("r/\(record)", .object(fields)))
    }
    // The typo corrector's candidates: terms of ASCII letters and digits only, in index order.
    let latin = vocabulary.map(\.term).filter { term in
      !term.hasPrefix(Analyzer.gramPrefix) && term.utf8.allSatisfy { $0 < 0x80 }
    }
    files.append(script("latin", .array(latin.map(JSONValue.string))))

    let manifest: JSONValue = .object([
      ("format", .int(SiteSearchIndex.formatVersion)),
      ("analyzer", .int(Analyzer.version)),
      ("records", .int(index.recordCount)),
      ("buckets", .int(bucketCount)),
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
