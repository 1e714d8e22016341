import Foundation
import HIGModel
import HIGSite
import TestSupport
import Testing

@testable import HIGSearch

/// The browser's engine (`BrowserSearch`) run natively over the files the site writes, as
/// search.js feeds it in the browser: its top ten must be `Searcher`'s, scores to the bit. The
/// node and Chromium tests then check that the WebAssembly build of the same code agrees.
@Suite(.serialized) struct BrowserSearchTests {
  /// A written site's search files, read as search.js reads them.
  struct SiteFiles {
    let folder: URL
    var cache: [String: Any] = [:]

    init(folder: URL) { self.folder = folder }

    /// The data of `search/<name>.js` (`higSearch.add("name", data);`), or nil for a missing file.
    mutating func data(_ name: String) throws -> Any? {
      if let cached = cache[name] { return cached }
      let url = folder.appendingPathComponent("search/\(name).js")
      guard let text = try? String(contentsOf: url, encoding: .utf8),
        let open = text.firstIndex(of: ","), let close = text.lastIndex(of: ")")
      else { return nil }
      let payload = text[text.index(after: open)..<close]
      // A packed file's data is a string literal that needs no escaping (`ScriptString`), not JSON.
      let value =
        payload.first == "\"" && !name.hasPrefix(SiteIndexLayout.manifestFile)
        ? String(payload.dropFirst().dropLast())
        : try ManifestObject.parse(payload)
      cache[name] = value
      return value
    }

    /// The bytes of a packed file, as search.js inflates them; nil for a missing file.
    mutating func bytes(_ name: String) throws -> [UInt8]? {
      guard let text = try data(name) as? String else { return nil }
      let bytes: [UInt8] = try #require(SiteSearchIndex.unpack(text), "\(name) is packed")
      return bytes
    }

    /// A records file's JSON, its codes written out with the manifest's words (`RecordsFileCodes`).
    mutating func records(_ name: String) throws -> [UInt8] {
      let manifest = try #require(try data(SiteIndexLayout.manifestFile) as? [String: Any])
      let table = try #require(SiteSearchIndex.unpack(manifest["words"] as? String ?? ""), "the words are packed")
      let words = RecordsFileCodes.words(ofTable: table)
      let packed = try #require(try bytes(name), "\(name) is there")
      return try #require(RecordsFileCodes.expand(packed, words: words), "\(name) expands")
    }

    mutating func index() throws -> BrowserSearch.Index {
      let manifest = try #require(try data(SiteIndexLayout.manifestFile) as? [String: Any])
      let numbers = try #require(manifest["parameters"] as? [String: Double])
      var parameters = ScoringParameters.standard
      parameters.wordWeight = numbers["word"] ?? 0
      parameters.gramWeight = numbers["gram"] ?? 0
      parameters.adjacencyWeight = numbers["adjacency"] ?? 0
      parameters.typoWeight = numbers["typo"] ?? 0
      parameters.coordination = numbers["coordination"] ?? 0
      parameters.nonRulePrior = numbers["nonRulePrior"] ?? 0
      parameters.conceptWeight = numbers["concept"] ?? 0
      parameters.figurePrior = numbers["figurePrior"] ?? 0
      parameters.referencePrior = numbers["referencePrior"] ?? 0
      parameters.platformBoost = numbers["platformBoost"] ?? 0
      parameters.coveredWordFactor = numbers["coveredWordFactor"] ?? 0
      parameters.answerBoost = numbers["answerBoost"] ?? 0
      let combinedUnit = manifest["combinedUnit"] as? Double ?? 0
      return BrowserSearch.Index(
        layout: SiteIndexLayout(
          chunkCount: manifest["buckets"] as? Int ?? 0, hangulChunkCount: manifest["hangulBuckets"] as? Int ?? 0,
          recordGroup: manifest["group"] as? Int ?? 0),
        recordCount: manifest["records"] as? Int ?? 0, parameters: parameters,
        combinedUnit: combinedUnit > 0 ? combinedUnit : nil)
    }

    /// Each record's flags, from the flags file: a byte per record naming one of the values.
    mutating func flags() throws -> [Int] {
      let file = try #require(try data(SiteIndexLayout.flagsFile) as? [String: Any])
      let values = file["values"] as? [Int] ?? []
      let codes = try #require(SiteSearchIndex.unpack(file["codes"] as? String ?? ""), "the flags are packed")
      #expect(values.count <= 256, "a byte of flags per record")
      return codes.map { values[Int($0)] }
    }

    /// Runs a search to its end, handing over what each step asks for; also returns the files loaded.
    mutating func run(
      _ search: inout BrowserSearch, _ text: String, filters: String = ""
    ) throws -> (step: BrowserSearch.Step, files: [String]) {
      var files: [String] = []
      var step = search.begin(text, filters: filters)
      var rounds = 0
      while case .load(let request) = step {
        rounds += 1
        #expect(rounds < 200, "the search of '\(text)' keeps asking for files")
        guard rounds < 200 else { break }
        if request.flags {
          files.append(SiteIndexLayout.flagsFile)
          search.setRecordFlags(try flags())
        }
        for (number, list) in request.lists.enumerated() {
          files.append(list.file)
          search.receive(list: number, file: try bytes(list.file) ?? [])
        }
        if request.vocabulary { search.receive(vocabulary: try #require(try bytes(SiteIndexLayout.vocabularyFile))) }
        if request.loanwords { search.receive(loanwords: try #require(try bytes(SiteIndexLayout.loanwordFile))) }
        for record in request.records {
          // A records file holds its texts column by column (`RecordsFile`).
          let (file, position) = search.index.layout.recordFile(of: record)
          let records = try JSONSerialization.jsonObject(with: Data(try records(file)))
          let columns = try #require(records as? [String: Any])
          let ko = try #require(columns["ko"] as? [Any])[position] as? String
          let en = try #require(columns["en"] as? [Any])[position] as? String
          search.receive(record: record, text: LocalizedText(ko: ko, en: en))
        }
        step = search.next()
      }
      return (step, files)
    }
  }

  static func expected(_ text: String, platforms: [Platform], index: SearchIndex) throws -> [(Int, Double)] {
    let query = try SearchQuery.parse(text, filter: SearchFilter(platforms: Set(platforms)))
    return try Searcher(index: index).search(query, limit: 10).hits.map { ($0.recordIndex, $0.score) }
  }

  private func check(site folder: URL, index: SearchIndex) throws {
    var files = SiteFiles(folder: folder)
    var search = BrowserSearch(index: try files.index())
    for query in SearchParityTests.allQueries {
      let filters = query.platforms.map { "platform:\($0.rawValue)" }.joined(separator: " ")
      let (step, _) = try files.run(&search, query.text, filters: filters)
      guard case .finished(let result) = step else {
        Issue.record("'\(query.text.prefix(60))' did not finish: \(step)")
        continue
      }
      let expected = try Self.expected(query.text, platforms: query.platforms, index: index)
      #expect(result.hits.map(\.record) == expected.map(\.0), "'\(query.text.prefix(60))' \(query.platforms)")
      #expect(result.hits.map(\.score) == expected.map(\.1), "'\(query.text.prefix(60))' \(query.platforms)")
    }
  }

  @Test func itsTopTenIsHigSearchsForEveryQuery() throws {
    let written = try SearchParityTests.WrittenSite.shared.get()
    try check(site: written.site, index: written.index)
  }

  @Test func itsTopTenStaysExactWithTiersOfTwoPostings() throws {
    let written = try SearchParityTests.WrittenSite.shared.get()
    let folder = TemporaryFolder("hig-browser-tiers")
    try TwoPostingTiers.write(index: written.index, to: folder)
    try check(site: folder.url, index: written.index)
  }

  @Test func aDeeperTierTheFilesLackStopsTheSearchWithAClearFailure() throws {
    // A damaged site: the deeper tiers of a common word are missing from their files.
    let written = try SearchParityTests.WrittenSite.shared.get()
    let folder = TemporaryFolder("hig-browser-damaged")
    try TwoPostingTiers.write(index: written.index, to: folder)
    var files = SiteFiles(folder: folder.url)
    var search = BrowserSearch(index: try files.index())
    let deeper = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("search/p").path)
    for name in deeper { try "higSearch.add(\"x\",\"\");\n".write(to: folder.url.appendingPathComponent("search/p/\(name)"), atomically: true, encoding: .utf8) }
    let (step, _) = try files.run(&search, "드래그")
    guard case .failed(.damagedIndex(let file)) = step else {
      Issue.record("expected a damaged-index failure, got \(step)")
      return
    }
    #expect(file.hasPrefix("p/"))
  }

  @Test func aQueryItCannotRunFailsAsSearchQueryParseDoes() throws {
    let written = try SearchParityTests.WrittenSite.shared.get()
    var files = SiteFiles(folder: written.site)
    var search = BrowserSearch(index: try files.index())
    for (text, error) in [("\"drag", SearchQueryError.unclosedQuote), ("-드래그", .empty)] {
      let (step, loaded) = try files.run(&search, text)
      guard case .failed(.query(let failure)) = step else {
        Issue.record("'\(text)' should fail, got \(step)")
        continue
      }
      #expect(failure == error && loaded.isEmpty, "\(text)")
    }
    let (step, _) = try files.run(&search, "드래그", filters: "platform:Andriod")
    guard case .failed(.query(.unknownPlatform("Andriod", _))) = step else {
      Issue.record("a filter of the page is checked as the query's are, got \(step)")
      return
    }
  }
}
