import HIGModel
import Parallel

/// Writes the cached knowledge base (docs/KnowledgeBase.md) field by field: the bytes JSONEncoder
/// writes with `[.sortedKeys, .withoutEscapingSlashes]`, several times faster.
///
/// The counterpart of `KnowledgeBaseReader`. Every type's fields are written in the order of their
/// names' UTF-8 bytes and a nil field is left out, as the synthesized `Encodable` conformances
/// and JSONEncoder's key sorting do; the guidelines, nearly all of the bytes, are written in chunks
/// on every core. The tests compare the bytes with JSONEncoder's on real and synthetic knowledge
/// bases, so a field added to the model but not here fails them.
///
///     KnowledgeBaseWriter.json(knowledgeBase)  // == JSONEncoder (sorted keys, unescaped slashes) .encode(knowledgeBase)
///     try KnowledgeBaseWriter.write(knowledgeBase) { piece in try file.append(piece) }
enum KnowledgeBaseWriter {
  /// Guidelines per chunk written on one core. Chunks wait in `OrderedParallelMap`'s window until
  /// they are written out, so their size is memory beside the knowledge base (and the buffers grow
  /// by doubling) (docs/benchmarks.md, "Smaller choices").
  static let chunk = 16
  /// Elements of the other large arrays (diagnostics, glossary, concepts) per part written on one core.
  static let largeChunk = 128
  /// At most this many glossary occurrences per part, too: a few terms are used by a quarter of
  /// the records, so parts of 128 terms were megabytes each at x100, several waiting at once
  /// (docs/benchmarks.md, "Smaller choices").
  static let glossaryPartOccurrences = 16_384

  /// The knowledge base as JSON.
  static func json(_ knowledgeBase: KnowledgeBase) -> [UInt8] {
    var bytes: [UInt8] = []
    write(knowledgeBase) { bytes += $0 }
    return bytes
  }

  /// The knowledge base as JSON, handed to `output` piece by piece as it is written (a cache file
  /// is written as it is made, never held whole beside the knowledge base). Returns where each
  /// guideline's object lies in the output, so that one can be read again alone.
  @discardableResult
  static func write(_ knowledgeBase: KnowledgeBase, to output: (UnsafeRawBufferPointer) throws -> Void) rethrows
    -> [Range<Int>]
  {
    var writer = JSONWriter()
    // Bytes handed to `output` so far: the guidelines' places are counted from them.
    var written = 0
    var places: [Range<Int>] = []
    places.reserveCapacity(knowledgeBase.guidelines.count)
    func flush() throws {
      written += writer.bytes.count
      try writer.flush(to: output)
    }
    /// An array of the knowledge base itself, written in parts on every core and handed on part by
    /// part: written whole into the buffer, the glossary (large at x100) left the buffer that large
    /// through the guidelines, and one core wrote it while the other waited.
    func largeArray<Value>(
      _ values: [Value], parts: [Range<Int>]? = nil, _ element: (Value, inout JSONWriter) -> Void
    ) throws {
      writer.beginArray()
      let parts = parts ?? stride(from: 0, to: values.count, by: largeChunk).map { $0..<min(values.count, $0 + largeChunk) }
      try OrderedParallelMap().forEach(parts) { range in
        var part = JSONWriter()
        for index in range {
          part.element()
          element(values[index], &part)
        }
        return part.bytes
      } body: { _, part in
        writer.element()
        try flush()
        written += part.count
        try part.withUnsafeBytes(output)
      }
      writer.endArray()
    }
    writer.beginObject()
    writer.key("aliases")
    writer.beginObject()
    for (old, new) in knowledgeBase.aliases.sorted(by: {
      $0.key.rawValue.utf8.lexicographicallyPrecedes($1.key.rawValue.utf8)
    }) {
      writer.key(old.rawValue)
      writer.string(new.rawValue)
    }
    writer.endObject()
    writer.key("contentFingerprint")
    writer.string(knowledgeBase.contentFingerprint)
    writer.key("diagnostics")
    try largeArray(knowledgeBase.diagnostics, diagnostic)
    writer.key("glossary")
    try largeArray(knowledgeBase.glossary, parts: glossaryParts(knowledgeBase.glossary), glossaryTerm)
    writer.key("guidelines")
    writer.beginArray()
    let guidelines = knowledgeBase.guidelines
    try OrderedParallelMap().forEach(Array(0..<((guidelines.count + chunk - 1) / chunk))) { number in
      var part = JSONWriter()
      var partPlaces: [Range<Int>] = []
      for guideline in guidelines[(number * chunk)..<min(guidelines.count, (number + 1) * chunk)] {
        part.element()
        let start = part.bytes.count
        self.guideline(guideline, &part)
        partPlaces.append(start..<part.bytes.count)
      }
      return (part.bytes, partPlaces)
    } body: { _, part in
      writer.element()
      try flush()
      places += part.1.map { ($0.lowerBound + written)..<($0.upperBound + written) }
      written += part.0.count
      try part.0.withUnsafeBytes(output)
    }
    writer.endArray()
    writer.key("schemaVersion")
    writer.int(knowledgeBase.schemaVersion)
    writer.key("terminology")
    writer.beginObject()
    writer.key("concepts")
    try largeArray(knowledgeBase.terminology.concepts, termConcept)
    writer.endObject()
    writer.key("topics")
    writer.array(knowledgeBase.topics, topic)
    writer.endObject()
    try writer.flush(to: output)
    return places
  }

  private static func guideline(_ guideline: Guideline, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("appleLanguages")
    writer.array(guideline.appleLanguages) { $1.string($0.rawValue) }
    writer.key("appleURL")
    writer.string(guideline.appleURL)
    writer.key("category")
    writer.string(guideline.category)
    writer.key("changes")
    writer.array(guideline.changes, changeLogEntry)
    writer.field("group", guideline.group)
    writer.key("platforms")
    platformSupport(guideline.platforms, &writer)
    writer.key("sections")
    writer.array(guideline.sections, section)
    writer.key("slug")
    writer.string(guideline.slug)
    writer.key("source")
    source(guideline.source, &writer)
    if let summary = guideline.summary {
      writer.key("summary")
      localizedText(summary, &writer)
    }
    writer.key("title")
    localizedText(guideline.title, &writer)
    writer.key("translations")
    writer.array(guideline.translations, communityTranslation)
    writer.endObject()
  }

  private static func communityTranslation(_ translation: CommunityTranslation, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("platforms")
    platformSupport(translation.platforms, &writer)
    writer.key("source")
    source(translation.source, &writer)
    writer.key("title")
    localizedText(translation.title, &writer)
    writer.endObject()
  }

  private static func section(_ section: Section, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("anchor")
    writer.string(section.anchor)
    writer.field("appleAnchor", section.appleAnchor)
    if let heading = section.heading {
      writer.key("heading")
      localizedText(heading, &writer)
    }
    writer.key("kind")
    writer.string(section.kind.rawValue)
    writer.key("level")
    writer.int(section.level)
    writer.key("platforms")
    writer.array(section.platforms) { $1.string($0.rawValue) }
    writer.key("records")
    writer.array(section.records, record)
    if let translation = section.translation {
      writer.key("translation")
      writer.int(translation)
    }
    writer.endObject()
  }

  private static func record(_ record: Record, _ writer: inout JSONWriter) {
    writer.beginObject()
    if let caption = record.caption {
      writer.key("caption")
      localizedText(caption, &writer)
    }
    if let figure = record.figure {
      writer.key("figure")
      writer.beginObject()
      writer.field("file", figure.file)
      writer.key("kind")
      writer.string(figure.kind.rawValue)
      writer.field("url", figure.url)
      writer.endObject()
    }
    writer.key("id")
    writer.string(record.id.rawValue)
    writer.key("kind")
    writer.string(record.kind.rawValue)
    if let line = record.line {
      writer.key("line")
      writer.int(line)
    }
    writer.key("platforms")
    writer.array(record.platforms) { $1.string($0.rawValue) }
    writer.key("references")
    writer.array(record.references, crossReference)
    if let rows = record.rows {
      writer.key("rows")
      writer.array(rows) { row, writer in writer.array(row) { $1.string($0) } }
    }
    if let statement = record.statement {
      writer.key("statement")
      localizedText(statement, &writer)
    }
    writer.field("strength", record.strength?.rawValue)
    writer.key("symbols")
    writer.array(record.symbols) { $1.string($0) }
    writer.key("text")
    localizedText(record.text, &writer)
    writer.endObject()
  }

  private static func localizedText(_ text: LocalizedText, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.field("en", text.en)
    writer.field("ko", text.ko)
    writer.endObject()
  }

  private static func platformSupport(_ support: PlatformSupport, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("supported")
    writer.array(support.supported) { $1.string($0.rawValue) }
    writer.key("unsupported")
    writer.array(support.unsupported) { $1.string($0.rawValue) }
    writer.endObject()
  }

  private static func source(_ source: Source, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.field("author", source.author)
    writer.field("category", source.category)
    writer.field("date", source.date)
    writer.key("file")
    writer.string(source.file)
    writer.key("format")
    writer.string(source.format)
    writer.field("name", source.name)
    writer.field("preface", source.preface)
    writer.field("subtitle", source.subtitle)
    writer.field("url", source.url)
    writer.endObject()
  }

  private static func crossReference(_ reference: CrossReference, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.field("anchor", reference.anchor)
    writer.key("label")
    writer.string(reference.label)
    writer.key("resolved")
    writer.bool(reference.resolved)
    writer.field("slug", reference.slug)
    writer.endObject()
  }

  private static func changeLogEntry(_ entry: ChangeLogEntry, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("change")
    writer.string(entry.change)
    writer.key("date")
    writer.string(entry.date)
    writer.field("korean", entry.korean)
    writer.endObject()
  }

  private static func topic(_ topic: Topic, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("aliases")
    writer.array(topic.aliases) { $1.string($0) }
    writer.field("group", topic.group)
    writer.key("section")
    writer.string(topic.section)
    writer.key("slug")
    writer.string(topic.slug)
    writer.key("title")
    localizedText(topic.title, &writer)
    writer.endObject()
  }

  /// The glossary's terms in parts of at most `largeChunk` terms and `glossaryPartOccurrences`
  /// occurrences (a term with more is a part of its own).
  private static func glossaryParts(_ glossary: [GlossaryTerm]) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = 0
    var occurrences = 0
    for (index, term) in glossary.enumerated() {
      if index > start, index - start == largeChunk || occurrences + term.occurrences.count > glossaryPartOccurrences {
        parts.append(start..<index)
        start = index
        occurrences = 0
      }
      occurrences += term.occurrences.count
    }
    if start < glossary.count { parts.append(start..<glossary.count) }
    return parts
  }

  private static func glossaryTerm(_ term: GlossaryTerm, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("en")
    writer.string(term.en)
    writer.key("ko")
    writer.string(term.ko)
    writer.key("occurrences")
    writer.array(term.occurrences) { $1.string($0.rawValue) }
    writer.key("origin")
    writer.string(term.origin.rawValue)
    writer.endObject()
  }

  private static func termConcept(_ concept: TermConcept, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("english")
    writer.array(concept.english) { $1.string($0) }
    writer.field("korean", concept.korean)
    writer.field("note", concept.note)
    writer.key("status")
    writer.string(concept.status.rawValue)
    writer.field("topic", concept.topic)
    writer.key("variants")
    writer.array(concept.variants) { $1.string($0) }
    writer.endObject()
  }

  private static func diagnostic(_ diagnostic: Diagnostic, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.field("file", diagnostic.file)
    writer.field("fix", diagnostic.fix)
    writer.key("id")
    writer.string(diagnostic.id)
    if let line = diagnostic.line {
      writer.key("line")
      writer.int(line)
    }
    writer.key("message")
    writer.string(diagnostic.message)
    writer.key("severity")
    writer.string(diagnostic.severity.rawValue)
    writer.endObject()
  }
}

extension JSONWriter {
  /// An array of `values`, each written by `element`.
  fileprivate mutating func array<Values: Sequence>(_ values: Values, _ element: (Values.Element, inout JSONWriter) -> Void) {
    beginArray()
    for value in values {
      self.element()
      element(value, &self)
    }
    endArray()
  }

  /// A string member, left out when nil.
  fileprivate mutating func field(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }
}
