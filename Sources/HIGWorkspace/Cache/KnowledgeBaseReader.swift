import HIGModel

/// Reads the cached knowledge base (docs/KnowledgeBase.md) field by field over its bytes: the
/// values JSONDecoder would decode, several times faster.
///
/// `hig site` and `hig stats` decode the whole cache on every run, and JSONDecoder's generic
/// containers made that a tenth of an x100 site build. Optional fields may be missing or `null`,
/// unknown keys are skipped, and values are stored as decoded (no initializer normalizes them),
/// as the synthesized `Decodable` conformances do. Anything else throws, and the workspace rebuilds
/// a cache it cannot read. The tests compare it with JSONDecoder on real and synthetic knowledge
/// bases.
///
///     try KnowledgeBaseReader.knowledgeBase(from: Array(data))  // == JSONDecoder().decode(KnowledgeBase.self, from: data)
enum KnowledgeBaseReader {
  /// A required field was missing or a value was not one the schema allows.
  enum Failure: Error, Equatable {
    case missing(field: String, in: String)
    case invalid(value: String, in: String)
  }

  static func knowledgeBase(from bytes: [UInt8]) throws -> KnowledgeBase {
    var reader = JSONReader(bytes)
    var schemaVersion: Int?
    var contentFingerprint: String?
    var guidelines: [Guideline]?
    var topics: [Topic]?
    var glossary: [GlossaryTerm]?
    var terminology: [TermConcept]?
    var aliases: [RecordID: RecordID]?
    var diagnostics: [Diagnostic]?
    try reader.object { key, reader in
      switch key {
      case "schemaVersion": schemaVersion = try reader.int()
      case "contentFingerprint": contentFingerprint = try reader.string()
      case "guidelines": guidelines = try reader.array(guideline)
      case "topics": topics = try reader.array(topic)
      case "glossary": glossary = try reader.array(glossaryTerm)
      case "terminology":
        try reader.object { key, reader in
          if key == "concepts" { terminology = try reader.array(termConcept) } else { try reader.skipValue() }
        }
      case "aliases":
        var pairs: [RecordID: RecordID] = [:]
        try reader.object { old, reader in pairs[RecordID(rawValue: old)] = RecordID(rawValue: try reader.string()) }
        aliases = pairs
      case "diagnostics": diagnostics = try reader.array(diagnostic)
      default: try reader.skipValue()
      }
    }
    try reader.end()
    let type = "KnowledgeBase"
    return KnowledgeBase(
      schemaVersion: try required(schemaVersion, "schemaVersion", type),
      contentFingerprint: try required(contentFingerprint, "contentFingerprint", type),
      guidelines: try required(guidelines, "guidelines", type), topics: try required(topics, "topics", type),
      glossary: try required(glossary, "glossary", type),
      terminology: Terminology(concepts: try required(terminology, "terminology", type)),
      aliases: try required(aliases, "aliases", type),
      diagnostics: try required(diagnostics, "diagnostics", type))
  }

  /// The schema version and content fingerprint of the knowledge base in `bytes`, and its outline
  /// (`KnowledgeBaseOutline`): slugs, record IDs and languages, and the texts of `wanted` only.
  static func outline(from bytes: [UInt8], textsOf wanted: (RecordID) -> Bool) throws -> (
    schemaVersion: Int, contentFingerprint: String, outline: KnowledgeBaseOutline
  ) {
    var reader = JSONReader(bytes)
    var schemaVersion: Int?
    var contentFingerprint: String?
    var guidelines: [KnowledgeBaseOutline.GuidelineEntry]?
    try reader.object { key, reader in
      switch key {
      case "schemaVersion": schemaVersion = try reader.int()
      case "contentFingerprint": contentFingerprint = try reader.string()
      case "guidelines": guidelines = try reader.array { try guidelineEntry(&$0, textsOf: wanted) }
      default: try reader.skipValue()
      }
    }
    try reader.end()
    let type = "KnowledgeBase"
    return (
      try required(schemaVersion, "schemaVersion", type), try required(contentFingerprint, "contentFingerprint", type),
      KnowledgeBaseOutline(guidelines: try required(guidelines, "guidelines", type))
    )
  }

  /// The outline of one guideline's object, read alone from its place in the file.
  static func guidelineOutline(from bytes: [UInt8], textsOf wanted: (RecordID) -> Bool) throws
    -> KnowledgeBaseOutline.GuidelineEntry
  {
    var reader = JSONReader(bytes)
    let entry = try guidelineEntry(&reader, textsOf: wanted)
    try reader.end()
    return entry
  }

  /// The content fingerprint alone: the writer puts it near the start, so the reading stops there.
  static func contentFingerprint(from bytes: [UInt8]) throws -> String {
    struct Found: Error { var fingerprint: String }
    var reader = JSONReader(bytes)
    do {
      try reader.object { key, reader in
        guard key == "contentFingerprint" else { return try reader.skipValue() }
        throw Found(fingerprint: try reader.string())
      }
    } catch let found as Found {
      return found.fingerprint
    }
    throw Failure.missing(field: "contentFingerprint", in: "KnowledgeBase")
  }

  private static func guidelineEntry(_ reader: inout JSONReader, textsOf wanted: (RecordID) -> Bool) throws
    -> KnowledgeBaseOutline.GuidelineEntry
  {
    var slug: String?
    var records: [KnowledgeBaseOutline.RecordEntry] = []
    try reader.object { key, reader in
      switch key {
      case "slug": slug = try reader.string()
      case "sections":
        _ = try reader.array { reader in
          try reader.object { key, reader in
            guard key == "records" else { return try reader.skipValue() }
            records += try reader.array { try recordEntry(&$0, textsOf: wanted) }
          }
        }
      default: try reader.skipValue()
      }
    }
    return KnowledgeBaseOutline.GuidelineEntry(slug: try required(slug, "slug", "Guideline"), records: records)
  }

  private static func recordEntry(_ reader: inout JSONReader, textsOf wanted: (RecordID) -> Bool) throws
    -> KnowledgeBaseOutline.RecordEntry
  {
    var id: RecordID?
    var text: LocalizedText?
    var hasKorean = false
    var hasEnglish = false
    try reader.object { key, reader in
      switch key {
      case "id": id = RecordID(rawValue: try reader.string())
      // The writer puts "id" first; a text before it is read whole, in case it is wanted.
      case "text" where id.map(wanted) ?? true:
        let read = try localizedText(&reader)
        (text, hasKorean, hasEnglish) = (read, read.ko != nil, read.en != nil)
      case "text":
        try reader.object { key, reader in
          let present = try reader.optional { try $0.skipValue() } != nil
          if key == "ko" { hasKorean = present } else if key == "en" { hasEnglish = present }
        }
      default: try reader.skipValue()
      }
    }
    let found = try required(id, "id", "Record")
    return KnowledgeBaseOutline.RecordEntry(
      id: found, hasKorean: hasKorean, hasEnglish: hasEnglish, text: wanted(found) ? text : nil)
  }

  private static func guideline(_ reader: inout JSONReader) throws -> Guideline {
    var slug: String?
    var title: LocalizedText?
    var category: String?
    var group: String?
    var appleURL: String?
    var source: Source?
    var platforms: PlatformSupport?
    var sections: [Section]?
    var changes: [ChangeLogEntry]?
    var summary: LocalizedText?
    var appleLanguages: [Language]?
    var translations: [CommunityTranslation]?
    try reader.object { key, reader in
      switch key {
      case "slug": slug = try reader.string()
      case "title": title = try localizedText(&reader)
      case "category": category = try reader.string()
      case "group": group = try reader.optional { try $0.string() }
      case "appleURL": appleURL = try reader.string()
      case "source": source = try self.source(&reader)
      case "platforms": platforms = try platformSupport(&reader)
      case "sections": sections = try reader.array(section)
      case "changes": changes = try reader.array(changeLogEntry)
      case "summary": summary = try reader.optional(localizedText)
      case "appleLanguages": appleLanguages = try reader.array { try value(of: &$0, in: "Guideline") }
      case "translations": translations = try reader.array(communityTranslation)
      default: try reader.skipValue()
      }
    }
    let type = "Guideline"
    return Guideline(
      slug: try required(slug, "slug", type), title: try required(title, "title", type),
      category: try required(category, "category", type), group: group,
      appleURL: try required(appleURL, "appleURL", type), source: try required(source, "source", type),
      platforms: try required(platforms, "platforms", type), sections: try required(sections, "sections", type),
      changes: try required(changes, "changes", type), summary: summary,
      appleLanguages: try required(appleLanguages, "appleLanguages", type),
      translations: try required(translations, "translations", type))
  }

  private static func communityTranslation(_ reader: inout JSONReader) throws -> CommunityTranslation {
    var title: LocalizedText?
    var source: Source?
    var platforms: PlatformSupport?
    try reader.object { key, reader in
      switch key {
      case "title": title = try localizedText(&reader)
      case "source": source = try self.source(&reader)
      case "platforms": platforms = try platformSupport(&reader)
      default: try reader.skipValue()
      }
    }
    let type = "CommunityTranslation"
    var translation = CommunityTranslation(
      title: try required(title, "title", type), source: try required(source, "source", type))
    translation.platforms = try required(platforms, "platforms", type)
    return translation
  }

  private static func section(_ reader: inout JSONReader) throws -> Section {
    var anchor: String?
    var heading: LocalizedText?
    var kind: SectionKind?
    var level: Int?
    var platforms: [Platform]?
    var records: [Record]?
    var appleAnchor: String?
    var translation: Int?
    try reader.object { key, reader in
      switch key {
      case "anchor": anchor = try reader.string()
      case "appleAnchor": appleAnchor = try reader.optional { try $0.string() }
      case "translation": translation = try reader.optional { try $0.int() }
      case "heading": heading = try reader.optional(localizedText)
      case "kind": kind = try value(of: &reader, in: "Section")
      case "level": level = try reader.int()
      case "platforms": platforms = try reader.array { try value(of: &$0, in: "Section") }
      case "records": records = try reader.array(record)
      default: try reader.skipValue()
      }
    }
    let type = "Section"
    return Section(
      anchor: try required(anchor, "anchor", type), heading: heading, kind: try required(kind, "kind", type),
      level: try required(level, "level", type), platforms: try required(platforms, "platforms", type),
      records: try required(records, "records", type), appleAnchor: appleAnchor, translation: translation)
  }

  private static func record(_ reader: inout JSONReader) throws -> Record {
    var id: RecordID?
    var kind: RecordKind?
    var text: LocalizedText?
    var statement: LocalizedText?
    var strength: Strength?
    var platforms: [Platform]?
    var references: [CrossReference]?
    var line: Int?
    var rows: [[String]]?
    var symbols: [String]?
    var figure: Figure?
    var caption: LocalizedText?
    try reader.object { key, reader in
      switch key {
      case "id": id = RecordID(rawValue: try reader.string())
      case "kind": kind = try value(of: &reader, in: "Record")
      case "text": text = try localizedText(&reader)
      case "statement": statement = try reader.optional(localizedText)
      case "strength": strength = try reader.optional { try value(of: &$0, in: "Record") }
      case "platforms": platforms = try reader.array { try value(of: &$0, in: "Record") }
      case "references": references = try reader.array(crossReference)
      case "line": line = try reader.optional { try $0.int() }
      case "rows": rows = try reader.optional { try $0.array { try $0.array { try $0.string() } } }
      case "symbols": symbols = try reader.array { try $0.string() }
      case "figure": figure = try reader.optional(self.figure)
      case "caption": caption = try reader.optional(localizedText)
      default: try reader.skipValue()
      }
    }
    let type = "Record"
    return Record(
      id: try required(id, "id", type), kind: try required(kind, "kind", type),
      text: try required(text, "text", type), statement: statement, strength: strength,
      platforms: try required(platforms, "platforms", type), references: try required(references, "references", type),
      line: line, rows: rows, symbols: try required(symbols, "symbols", type), figure: figure, caption: caption)
  }

  private static func figure(_ reader: inout JSONReader) throws -> Figure {
    var kind: Figure.Kind?
    var url: String?
    var file: String?
    try reader.object { key, reader in
      switch key {
      case "kind": kind = try value(of: &reader, in: "Figure")
      case "url": url = try reader.optional { try $0.string() }
      case "file": file = try reader.optional { try $0.string() }
      default: try reader.skipValue()
      }
    }
    return Figure(kind: try required(kind, "kind", "Figure"), url: url, file: file)
  }

  /// Set field by field: `LocalizedText.init` drops empty texts, the decoder keeps them.
  private static func localizedText(_ reader: inout JSONReader) throws -> LocalizedText {
    var text = LocalizedText()
    try reader.object { key, reader in
      switch key {
      case "ko": text.ko = try reader.optional { try $0.string() }
      case "en": text.en = try reader.optional { try $0.string() }
      default: try reader.skipValue()
      }
    }
    return text
  }

  /// Set field by field: `PlatformSupport.init` sorts and removes duplicates, the decoder does not.
  private static func platformSupport(_ reader: inout JSONReader) throws -> PlatformSupport {
    var support = PlatformSupport()
    var supported: [Platform]?
    var unsupported: [Platform]?
    try reader.object { key, reader in
      switch key {
      case "supported": supported = try reader.array { try value(of: &$0, in: "PlatformSupport") }
      case "unsupported": unsupported = try reader.array { try value(of: &$0, in: "PlatformSupport") }
      default: try reader.skipValue()
      }
    }
    support.supported = try required(supported, "supported", "PlatformSupport")
    support.unsupported = try required(unsupported, "unsupported", "PlatformSupport")
    return support
  }

  private static func source(_ reader: inout JSONReader) throws -> Source {
    var file: String?
    var format: String?
    var optionals: [String: String] = [:]
    try reader.object { key, reader in
      switch key {
      case "file": file = try reader.string()
      case "format": format = try reader.string()
      case "name", "author", "date", "url", "preface", "category", "subtitle":
        optionals[key] = try reader.optional { try $0.string() }
      default: try reader.skipValue()
      }
    }
    return Source(
      file: try required(file, "file", "Source"), format: try required(format, "format", "Source"),
      name: optionals["name"], author: optionals["author"], date: optionals["date"], url: optionals["url"],
      preface: optionals["preface"], category: optionals["category"], subtitle: optionals["subtitle"])
  }

  private static func crossReference(_ reader: inout JSONReader) throws -> CrossReference {
    var label: String?
    var slug: String?
    var resolved: Bool?
    var anchor: String?
    try reader.object { key, reader in
      switch key {
      case "label": label = try reader.string()
      case "anchor": anchor = try reader.optional { try $0.string() }
      case "slug": slug = try reader.optional { try $0.string() }
      case "resolved": resolved = try reader.bool()
      default: try reader.skipValue()
      }
    }
    let type = "CrossReference"
    return CrossReference(
      label: try required(label, "label", type), slug: slug, resolved: try required(resolved, "resolved", type),
      anchor: anchor)
  }

  private static func changeLogEntry(_ reader: inout JSONReader) throws -> ChangeLogEntry {
    var date: String?
    var change: String?
    var korean: String?
    try reader.object { key, reader in
      switch key {
      case "date": date = try reader.string()
      case "change": change = try reader.string()
      case "korean": korean = try reader.optional { try $0.string() }
      default: try reader.skipValue()
      }
    }
    return ChangeLogEntry(
      date: try required(date, "date", "ChangeLogEntry"), change: try required(change, "change", "ChangeLogEntry"),
      korean: korean)
  }

  private static func topic(_ reader: inout JSONReader) throws -> Topic {
    var slug: String?
    var title: LocalizedText?
    var section: String?
    var group: String?
    var aliases: [String]?
    try reader.object { key, reader in
      switch key {
      case "slug": slug = try reader.string()
      case "title": title = try localizedText(&reader)
      case "section": section = try reader.string()
      case "group": group = try reader.optional { try $0.string() }
      case "aliases": aliases = try reader.array { try $0.string() }
      default: try reader.skipValue()
      }
    }
    let type = "Topic"
    return Topic(
      slug: try required(slug, "slug", type), title: try required(title, "title", type),
      section: try required(section, "section", type), group: group, aliases: try required(aliases, "aliases", type))
  }

  private static func glossaryTerm(_ reader: inout JSONReader) throws -> GlossaryTerm {
    var ko: String?
    var en: String?
    var origin: GlossaryTerm.Origin?
    var occurrences: [RecordID]?
    try reader.object { key, reader in
      switch key {
      case "ko": ko = try reader.string()
      case "en": en = try reader.string()
      case "origin": origin = try value(of: &reader, in: "GlossaryTerm")
      case "occurrences": occurrences = try reader.array { RecordID(rawValue: try $0.string()) }
      default: try reader.skipValue()
      }
    }
    let type = "GlossaryTerm"
    return GlossaryTerm(
      ko: try required(ko, "ko", type), en: try required(en, "en", type),
      origin: try required(origin, "origin", type),
      occurrences: RecordIDList(try required(occurrences, "occurrences", type)))
  }

  private static func termConcept(_ reader: inout JSONReader) throws -> TermConcept {
    var english: [String]?
    var korean: String?
    var variants: [String]?
    var status: TermConcept.Status?
    var topic: String?
    var note: String?
    try reader.object { key, reader in
      switch key {
      case "english": english = try reader.array { try $0.string() }
      case "korean": korean = try reader.optional { try $0.string() }
      case "variants": variants = try reader.array { try $0.string() }
      case "status": status = try value(of: &reader, in: "TermConcept")
      case "topic": topic = try reader.optional { try $0.string() }
      case "note": note = try reader.optional { try $0.string() }
      default: try reader.skipValue()
      }
    }
    let type = "TermConcept"
    return TermConcept(
      english: try required(english, "english", type), korean: korean,
      variants: try required(variants, "variants", type), status: try required(status, "status", type),
      topic: topic, note: note)
  }

  private static func diagnostic(_ reader: inout JSONReader) throws -> Diagnostic {
    var id: String?
    var severity: Diagnostic.Severity?
    var file: String?
    var line: Int?
    var message: String?
    var fix: String?
    try reader.object { key, reader in
      switch key {
      case "id": id = try reader.string()
      case "severity": severity = try value(of: &reader, in: "Diagnostic")
      case "file": file = try reader.optional { try $0.string() }
      case "line": line = try reader.optional { try $0.int() }
      case "message": message = try reader.string()
      case "fix": fix = try reader.optional { try $0.string() }
      default: try reader.skipValue()
      }
    }
    let type = "Diagnostic"
    return Diagnostic(
      id: try required(id, "id", type), severity: try required(severity, "severity", type), file: file, line: line,
      message: try required(message, "message", type), fix: fix)
  }

  /// An enum case from its raw value (platforms, kinds, strengths, severities).
  private static func value<Value: RawRepresentable<String>>(of reader: inout JSONReader, in type: String) throws
    -> Value
  {
    let raw = try reader.string()
    guard let value = Value(rawValue: raw) else { throw Failure.invalid(value: raw, in: type) }
    return value
  }

  private static func required<Value>(_ value: Value?, _ field: String, _ type: String) throws -> Value {
    guard let value else { throw Failure.missing(field: field, in: type) }
    return value
  }
}
