import Foundation
import HIGModel

/// Ingests a content folder into a knowledge base: the whole of the ingest stage.
///
/// Each file is decoded, parsed into blocks by its format, and built into a guideline; then
/// cross-references are resolved and the glossary is gathered across all guidelines. A bad file
/// becomes a diagnostic and never stops the others.
///
///     let knowledgeBase = try Ingester(folder: ContentFolder(url: contentURL)).ingest()
public struct Ingester: Sendable {
  public var folder: ContentFolder
  /// Files larger than this are skipped with a warning rather than read into memory.
  public var maximumFileSize = 64 * 1024 * 1024

  public init(folder: ContentFolder) {
    self.folder = folder
  }

  /// Extensions of files that are never guideline texts (images, media, archives): skipped quietly.
  static let assetExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "svg", "webp", "ico", "pdf", "mp4", "mov", "zip", "gz", "sketch", "psd", "css",
    "js", "json", "yml", "yaml", "tsv", "csv",
  ]

  public func ingest(progress: ((Int, Int, String) -> Void)? = nil) throws -> KnowledgeBase {
    try folder.validate()
    let (files, walkDiagnostics) = folder.files()
    var diagnostics = walkDiagnostics
    let catalog = loadCatalog(&diagnostics)
    let metadata = loadMetadata(&diagnostics)
    var guidelines: [Guideline] = []
    var claimedBy: [String: String] = [:]
    for (number, file) in files.enumerated() {
      progress?(number + 1, files.count, file.path)
      if !file.path.contains("/"), ContentFolder.metadataFiles.contains(file.path) { continue }
      let ext = (file.path as NSString).pathExtension.lowercased()
      if Ingester.assetExtensions.contains(ext) { continue }
      let (parsed, fileDiagnostics) = ingestFile(file, metadata: metadata[file.path], catalog: catalog)
      diagnostics += fileDiagnostics
      guard let guideline = parsed else { continue }
      if let first = claimedBy[guideline.slug] {
        diagnostics.append(
          Diagnostic(
            id: "ingest.duplicate-slug", severity: .warning, file: file.path,
            message: "'\(guideline.slug)' is already the slug of \(first); this file was skipped",
            fix: "give one of them another slug in \(GuidelineMetadata.fileName)"))
        continue
      }
      claimedBy[guideline.slug] = file.path
      guidelines.append(guideline)
    }
    resolveReferences(&guidelines)
    let glossary = GlossaryBuilder.build(
      guidelines: guidelines, curated: loadCuratedGlossary(&diagnostics))
    return KnowledgeBase(
      contentFingerprint: ContentFingerprint.compute(files), guidelines: guidelines, topics: catalog.topics,
      glossary: glossary, aliases: loadAliases(&diagnostics), diagnostics: diagnostics)
  }

  /// One file's guideline, or nil (with diagnostics) when the file is not a readable text.
  func ingestFile(_ file: ContentFile, metadata: GuidelineMetadata?, catalog: TopicCatalog) -> (
    Guideline?, [Diagnostic]
  ) {
    var diagnostics: [Diagnostic] = []
    func skip(_ id: String, _ message: String, _ fix: String) -> (Guideline?, [Diagnostic]) {
      diagnostics.append(Diagnostic(id: id, severity: .warning, file: file.path, message: message, fix: fix))
      return (nil, diagnostics)
    }
    if file.size > maximumFileSize {
      return skip(
        "ingest.file-too-large", "file is \(file.size / 1_048_576) MB, over the \(maximumFileSize / 1_048_576) MB limit; skipped",
        "split the text into one file per guideline")
    }
    let data: Data
    do {
      data = try Data(contentsOf: file.url)
    } catch {
      return skip("ingest.unreadable-file", "cannot read the file; skipped", "check that it is readable (permissions)")
    }
    let text: String
    switch SourceFileDecoder.decode(data) {
    case .empty:
      return skip("ingest.empty-file", "file is empty; skipped", "add the guideline text or remove the file")
    case .binary:
      return skip("ingest.binary-file", "not a text file; skipped", "keep only guideline texts (.txt, .md, .html) here")
    case .undecodable:
      return skip(
        "ingest.unsupported-encoding", "text is neither UTF-8 nor EUC-KR/CP949; skipped",
        "convert it to UTF-8, e.g. iconv -f <encoding> -t UTF-8")
    case .text(let decoded, let encoding):
      text = decoded
      if encoding != "UTF-8" {
        diagnostics.append(
          Diagnostic(
            id: "ingest.converted-encoding", severity: .note, file: file.path,
            message: "read as \(encoding) and converted to UTF-8", fix: "save it as UTF-8 to skip the conversion"))
      }
    }
    let format = SourceFormat.detect(path: file.path, text: text)
    let blocks = format.parse(text)
    let builder = GuidelineBuilder(file: file.path, format: format.rawValue, metadata: metadata, catalog: catalog)
    let (guideline, builderDiagnostics) = builder.build(blocks)
    return (guideline, diagnostics + builderDiagnostics)
  }

  private func loadCatalog(_ diagnostics: inout [Diagnostic]) -> TopicCatalog {
    guard let file = folder.metadataFile("hig-topics.tsv") else { return .builtIn }
    do {
      let topics = try String(contentsOf: file, encoding: .utf8)
      let korean = folder.metadataFile("hig-topics-ko.tsv").flatMap { try? String(contentsOf: $0, encoding: .utf8) }
      return try TopicCatalog.parse(topics: topics, koreanTitles: korean)
    } catch {
      diagnostics.append(
        Diagnostic(
          id: "ingest.bad-catalog", severity: .warning, file: "hig-topics.tsv", message: "\(error); using the built-in catalog",
          fix: "fix the file or remove it"))
      return .builtIn
    }
  }

  private func loadMetadata(_ diagnostics: inout [Diagnostic]) -> [String: GuidelineMetadata] {
    guard let file = folder.metadataFile(GuidelineMetadata.fileName) else { return [:] }
    do {
      let document = try JSONDecoder().decode(GuidelineMetadata.Document.self, from: Data(contentsOf: file))
      return Dictionary(document.guidelines.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
    } catch {
      diagnostics.append(
        Diagnostic(
          id: "ingest.bad-metadata", severity: .warning, file: GuidelineMetadata.fileName,
          message: "not valid metadata (\(Ingester.describe(error))); texts were ingested without it",
          fix: "fix the JSON: {\"guidelines\": [{\"file\": …, \"slug\": …}]}"))
      return [:]
    }
  }

  /// Reads `glossary.tsv`: Korean term, English term (further columns are ignored).
  private func loadCuratedGlossary(_ diagnostics: inout [Diagnostic]) -> [GlossaryTerm] {
    guard let file = folder.metadataFile("glossary.tsv"), let text = readMetadataText(file, &diagnostics) else {
      return []
    }
    return TSV.rows(text).compactMap { fields in
      guard fields.count >= 2, !fields[0].isEmpty, !fields[1].isEmpty, fields[0] != "ko" else { return nil }
      return GlossaryTerm(ko: fields[0], en: fields[1], origin: .curated)
    }
  }

  /// Reads `aliases.tsv`: old record ID, current record ID.
  private func loadAliases(_ diagnostics: inout [Diagnostic]) -> [RecordID: RecordID] {
    guard let file = folder.metadataFile("aliases.tsv"), let text = readMetadataText(file, &diagnostics) else {
      return [:]
    }
    var aliases: [RecordID: RecordID] = [:]
    for (number, fields) in TSV.rows(text).enumerated() where fields.first != "old" {
      guard fields.count >= 2, let old = RecordID(fields[0]), let new = RecordID(fields[1]) else {
        diagnostics.append(
          Diagnostic(
            id: "ingest.bad-alias", severity: .warning, file: "aliases.tsv", line: number + 1,
            message: "expected 'old-id<TAB>new-id'", fix: "fix or remove the line"))
        continue
      }
      aliases[old] = new
    }
    return aliases
  }

  private func readMetadataText(_ file: URL, _ diagnostics: inout [Diagnostic]) -> String? {
    guard let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8) else {
      diagnostics.append(
        Diagnostic(
          id: "ingest.unreadable-file", severity: .warning, file: file.lastPathComponent,
          message: "cannot read it as UTF-8 text; ignored", fix: "save it as UTF-8"))
      return nil
    }
    return text
  }

  private func resolveReferences(_ guidelines: inout [Guideline]) {
    let present = Set(guidelines.map(\.slug))
    for g in guidelines.indices {
      for s in guidelines[g].sections.indices {
        for r in guidelines[g].sections[s].records.indices {
          for c in guidelines[g].sections[s].records[r].references.indices {
            let slug = guidelines[g].sections[s].records[r].references[c].slug
            guidelines[g].sections[s].records[r].references[c].resolved = slug.map(present.contains) ?? false
          }
        }
      }
    }
  }

  static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): return context.debugDescription
    case DecodingError.keyNotFound(let key, _): return "missing key '\(key.stringValue)'"
    case DecodingError.typeMismatch(_, let context):
      return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    default: return "\(error)"
    }
  }
}
