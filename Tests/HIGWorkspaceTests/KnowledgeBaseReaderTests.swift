import Foundation
import HIGModel
import TestSupport
import Testing

import HIGIngest
@testable import HIGWorkspace

/// JSONDecoder is the oracle: the reader must decode every knowledge base to the same value.
@Suite struct KnowledgeBaseReaderTests {
  private func decodedBoth(_ data: Data) throws -> (reader: KnowledgeBase, decoder: KnowledgeBase) {
    (try KnowledgeBaseReader.knowledgeBase(from: Array(data)), try JSONDecoder().decode(KnowledgeBase.self, from: data))
  }

  @Test func aKnowledgeBaseReadsAsJSONDecoderDecodesIt() throws {
    let knowledgeBase = try FixtureKnowledgeBase.ingest()
    for formatting in [
      JSONEncoder.OutputFormatting.sortedKeys, [.sortedKeys, .withoutEscapingSlashes], .prettyPrinted,
    ] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = formatting
      let (read, decoded) = try decodedBoth(try encoder.encode(knowledgeBase))
      #expect(read == decoded)
      #expect(read == knowledgeBase)
    }
  }

  /// What the cache's writer must match byte for byte: JSONEncoder with the cache's options.
  private func encoderJSON(_ knowledgeBase: KnowledgeBase) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(knowledgeBase))
  }

  /// The writer splits the guidelines into chunks written on every core: no chunk, one, or several.
  @Test func theWriterWritesJSONEncodersBytes() throws {
    let base = try FixtureKnowledgeBase.ingest()
    for copies in [0, 1, 40] {
      var knowledgeBase = base
      knowledgeBase.guidelines = (0..<copies).flatMap { copy in
        base.guidelines.map { guideline in
          var copied = guideline
          copied.slug = "\(guideline.slug)-\(copy)"
          return copied
        }
      }
      #expect(KnowledgeBaseWriter.json(knowledgeBase) == (try encoderJSON(knowledgeBase)), "\(copies) copies")
    }
  }

  /// The glossary and diagnostics are handed on as they are written, so the guidelines' places
  /// count the bytes before them in however many pieces they came.
  @Test func theGuidelinesPlacesFollowALargeGlossary() throws {
    var knowledgeBase = try FixtureKnowledgeBase.ingest()
    let occurrences = Array(knowledgeBase.eachRecord.prefix(8).map(\.id))
    knowledgeBase.glossary += (0..<3_000).map {
      GlossaryTerm(ko: "용어 \($0)", en: "term \($0)", origin: .extracted, occurrences: RecordIDList(occurrences))
    }
    var bytes: [UInt8] = []
    var pieces = 0
    let places = KnowledgeBaseWriter.write(knowledgeBase) { piece in
      bytes += piece
      pieces += 1
    }
    #expect(pieces > knowledgeBase.guidelines.count / KnowledgeBaseWriter.chunk + 4)
    #expect(bytes == (try encoderJSON(knowledgeBase)))
    #expect(places.count == knowledgeBase.guidelines.count)
    for (place, guideline) in zip(places, knowledgeBase.guidelines) {
      let entry = try KnowledgeBaseReader.guidelineOutline(from: Array(bytes[place]), textsOf: { _ in false })
      #expect(entry.slug == guideline.slug)
    }
  }

  /// Every optional field set somewhere (Apple's pages too), texts that need every escape, keys
  /// whose UTF-8 order differs from other orders, and the cache file's header written over the room.
  @Test func theWriterWritesJSONEncodersBytesForEveryField() throws {
    var knowledgeBase = try everyFieldKnowledgeBase()
    let escapes = "q\"b\\s/t\tn\nr\r\u{08}\u{0C}\u{01}\u{1F}\u{7F}é😀\u{2028}"
    knowledgeBase.contentFingerprint = escapes
    knowledgeBase.guidelines[0].sections[0].records[0].text = LocalizedText(ko: escapes, en: escapes)
    knowledgeBase.aliases = [
      RecordID(rawValue: "a/Zz"): RecordID(rawValue: "a/1"), RecordID(rawValue: "a/aa"): RecordID(rawValue: "a/2"),
      RecordID(rawValue: "a/10"): RecordID(rawValue: "a/3"), RecordID(rawValue: "a/9"): RecordID(rawValue: "a/4"),
      RecordID(rawValue: "a/é\""): RecordID(rawValue: "a/5"), RecordID(rawValue: "a-b/1"): RecordID(rawValue: "a/6"),
    ]
    #expect(KnowledgeBaseWriter.json(knowledgeBase) == (try encoderJSON(knowledgeBase)))
    let file = KnowledgeBaseFile.encode(knowledgeBase)
    #expect(Array(file[31...]) == Array(try encoderJSON(knowledgeBase).dropFirst()))
    #expect(try KnowledgeBaseFile.decode(file).get() == knowledgeBase)
  }

  /// The cache is written to its file as it is made, its checksum summed over the pieces.
  @Test func theFileWrittenPieceByPieceHoldsTheEncodedBytes() throws {
    let knowledgeBase = try everyFieldKnowledgeBase()
    let folder = TemporaryFolder("hig-writer")
    let url = folder.url.appendingPathComponent("cache/\(KnowledgeBaseFile.fileName)")
    try KnowledgeBaseFile.write(knowledgeBase, to: url)
    let written = Array(try Data(contentsOf: url))
    #expect(written == KnowledgeBaseFile.encode(knowledgeBase))
    #expect(try KnowledgeBaseFile.decode(written).get() == knowledgeBase)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == [
        KnowledgeBaseFile.fileName
      ])
  }

  @Test func theRunningChecksumIsTheWholeOnesHoweverTheBytesAreCut() {
    var random = SplitMix64(seed: 22)
    for count in [0, 1, 63, 64, 65, 200, 1000] {
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      var running = Checksum.Running()
      var start = 0
      while start < count {
        let end = min(count, start + Int(random.next() % 130))
        bytes[start..<end].withUnsafeBytes { running.add($0) }
        start = end
      }
      #expect(running.value == bytes.withUnsafeBytes { Checksum.of($0) }, "\(count) bytes")
    }
  }

  /// Empty texts, unsorted platforms, nulls, unknown keys, escapes and whitespace.
  static let handMade = #"""
    { "schemaVersion" : 1, "contentFingerprint": "f\u00e9\/\"\\\n\t\ud83d\ude00<", "unknown": [1, {"a": [true, null, -2.5e3]}],
      "guidelines": [{"slug": "s", "title": {"ko": "", "en": null}, "category": "Patterns", "group": null,
        "appleURL": "u", "source": {"file": "f.txt", "format": "text", "name": "이름", "extra": false,
          "category": "블로그", "date": "2024-06-10", "preface": "역자의 말", "subtitle": "부제"},
        "platforms": {"supported": ["macOS", "iOS", "iOS"], "unsupported": ["iOS"]},
        "sections": [{"anchor": "a", "kind": "overview", "level": 2, "platforms": [], "appleAnchor": null, "records": [
          {"id": "s/abcdef", "kind": "table", "text": {"en": "T"}, "statement": null, "strength": "do",
           "platforms": ["tvOS"], "references": [{"label": "L", "resolved": true, "anchor": "Best-practices"}], "line": -3,
           "rows": [["a", "b"], []], "symbols": ["SwiftUI/Toggle"], "caption": {"en": "iOS"}},
          {"id": "s/ghjkmn", "kind": "figure", "text": {"ko": "그림"}, "platforms": [], "references": [], "symbols": [],
           "figure": {"kind": "image", "url": "https://example.com/a.png", "file": null}}]},
          {"anchor": "b", "kind": "topic", "level": 3, "platforms": [], "translation": 0, "records": []}],
        "changes": [{"date": "2024-01-01", "change": "c", "korean": "변경"}],
        "summary": {"en": "S"}, "appleLanguages": ["en", "ko"],
        "translations": [{"title": {"ko": "번역"}, "source": {"file": "t.txt", "format": "text"},
          "platforms": {"supported": ["iOS"], "unsupported": []}}]}],
      "topics": [{"slug": "t", "title": {"en": "T"}, "section": "S", "aliases": ["x"]}],
      "glossary": [{"ko": "드래그", "en": "drag", "origin": "curated", "occurrences": ["s/abcdef"]}],
      "terminology": {"concepts": [{"english": ["split view", "split-view"], "korean": null, "variants": ["분할 보기"],
        "status": "official", "topic": "split-views", "extra": [1]}, {"english": ["x"], "variants": [], "status": "harvested",
        "note": "from s (title)"}], "unknown": 0},
      "aliases": {"s/zzzzzz": "s/abcdef"},
      "diagnostics": [{"id": "ingest.x", "severity": "warning", "line": 4, "message": "m", "fix": null},
        {"id": "ingest.y", "severity": "warning", "file": "g/f.txt", "message": "n", "fix": "f"}] }
    """#

  @Test func valuesAreKeptAsStoredAsTheDecoderKeepsThem() throws {
    let (read, decoded) = try decodedBoth(Data(Self.handMade.utf8))
    #expect(read == decoded)
    #expect(read.contentFingerprint == "fé/\"\\\n\t😀<")
    #expect(read.guidelines[0].title.ko == "")
    #expect(read.guidelines[0].platforms.supported == [.macOS, .iOS, .iOS])
  }

  /// The reader skips a key it does not know, so an optional field added to the model but not to
  /// the reader would be dropped without a word. Every optional field of every model type is
  /// therefore set somewhere in the knowledge bases read here, and must read back equal.
  @Test func everyOptionalFieldIsSetSomewhereAndReadBack() throws {
    let knowledgeBase = try everyFieldKnowledgeBase()
    // "Type.field" → whether some value of the type has the field set.
    var setSomewhere: [String: Bool] = [:]
    func visit(_ value: Any) {
      for child in Mirror(reflecting: value).children {
        let field = Mirror(reflecting: child.value)
        guard let label = child.label, field.displayStyle == .optional else {
          visit(child.value)
          continue
        }
        let key = "\(type(of: value)).\(label)"
        if let wrapped = field.children.first {
          setSomewhere[key] = true
          visit(wrapped.value)
        } else if setSomewhere[key] == nil {
          setSomewhere[key] = false
        }
      }
    }
    visit(knowledgeBase)
    #expect(setSomewhere.filter { !$0.value }.keys.sorted() == [])
    let data = try JSONEncoder().encode(knowledgeBase)
    #expect(try KnowledgeBaseReader.knowledgeBase(from: Array(data)) == knowledgeBase)
  }

  /// The fixture texts with Apple's pages beside them (every field of both kinds of guideline)
  /// and the hand-made document's guidelines, topics and diagnostics.
  private func everyFieldKnowledgeBase() throws -> KnowledgeBase {
    var knowledgeBase = try FixtureKnowledgeBase.ingest(applePages: true)
    let handMade = try JSONDecoder().decode(KnowledgeBase.self, from: Data(Self.handMade.utf8))
    knowledgeBase.guidelines += handMade.guidelines
    knowledgeBase.topics += handMade.topics
    knowledgeBase.diagnostics += handMade.diagnostics
    return knowledgeBase
  }

  @Test(arguments: [
    #"{"schemaVersion": 1}"#,  // required fields missing
    #"{"schemaVersion": 1.5, "contentFingerprint": "", "guidelines": [], "topics": [], "glossary": [], "terminology": {"concepts": []}, "aliases": {}, "diagnostics": []}"#,
    #"{"schemaVersion": 1, "contentFingerprint": "", "guidelines": [], "topics": [], "glossary": [], "terminology": {"concepts": []}, "aliases": {}, "diagnostics": [{"id": "x", "severity": "fatal", "message": "m"}]}"#,
    #"{"schemaVersion": 1, "contentFingerprint": "\ud83d", "guidelines": [], "topics": [], "glossary": [], "terminology": {"concepts": []}, "aliases": {}, "diagnostics": []}"#,
    #"{"schemaVersion": 1, "contentFingerprint": "", "guidelines": [], "topics": [], "glossary": [], "terminology": {"concepts": []}, "aliases": {}, "diagnostics": []} x"#,
    #"{"schemaVersion": 1, "contentFingerprint": "", "guidelines": [], "topics": [], "glossary": [], "terminology": {"concepts": []}, "aliases": {}, "diagnostics": [}"#,
  ])
  func whatTheDecoderRejectsTheReaderRejects(json: String) {
    #expect(throws: (any Error).self) { try KnowledgeBaseReader.knowledgeBase(from: Array(json.utf8)) }
    #expect(throws: (any Error).self) { try JSONDecoder().decode(KnowledgeBase.self, from: Data(json.utf8)) }
  }

  @Test func invalidUTF8IsRejected() {
    var bytes = Array(#"{"schemaVersion": 1, "contentFingerprint": "x"#.utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array(
      #"", "guidelines": [], "topics": [], "glossary": [], "terminology": {"concepts": []}, "aliases": {}, "diagnostics": []}"#
        .utf8)
    #expect(throws: (any Error).self) { try KnowledgeBaseReader.knowledgeBase(from: bytes) }
    #expect(throws: (any Error).self) { try JSONDecoder().decode(KnowledgeBase.self, from: Data(bytes)) }
  }
}
