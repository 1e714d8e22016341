import FileAccess
import Foundation
import HIGModel
import Parallel

/// Ingests a content folder into a knowledge base: the whole of the ingest stage.
///
/// Each file is decoded, parsed into blocks by its format, and built into a guideline; then
/// cross-references are resolved and the glossary is gathered across all guidelines. A bad file
/// becomes a diagnostic and never stops the others.
///
///     let knowledgeBase = try Ingester(folder: ContentFolder(url: contentURL)).ingest()
///
/// The steps, each in a folder of its own: `Reading` (the walk, metadata files, decoding),
/// `Parsing` (a format's text into `Block`s), `Apple` (Apple's page JSON), `Building` (blocks into a
/// guideline), `Merging` (translations into bilingual guidelines), `CrossReferences`, `Glossary`
/// and `Terminology` (term pairs), over the byte and text helpers of `Text`.
public struct Ingester: Sendable {
  public var folder: ContentFolder
  /// Files larger than this are skipped with a warning rather than read into memory. Apple's longest
  /// HIG page is well under 1 MB, so 8 MB leaves room for saved pages full of markup.
  public var maximumFileSize = 8 * 1024 * 1024

  public init(folder: ContentFolder) {
    self.folder = folder
  }

  /// Extensions of files that are never guideline texts (images, media, archives): skipped quietly.
  /// JSON files are read: Apple's page JSON is a source; other JSON is skipped quietly by content.
  static let assetExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "svg", "webp", "ico", "pdf", "mp4", "mov", "zip", "gz", "sketch", "psd", "css",
    "js", "yml", "yaml", "tsv", "csv",
  ]

  /// Bump when ingestion changes what it produces for the same input (the workspace's freshness
  /// check hashes it, so every cached knowledge base is then rebuilt).
  public static let version = 4

  /// The knowledge base of the folder. `fingerprint` is stamped on it: the workspace takes the
  /// content's fingerprint before ingesting, so a file changed meanwhile still counts as a change.
  /// `progress` is called with files done, files in all, and the file just read.
  public func ingest(fingerprint: String = "", progress: ((Int, Int, String) -> Void)? = nil) throws
    -> KnowledgeBase
  {
    Ingester.harvestingTerms(try ingestBeforeHarvest(fingerprint: fingerprint, progress: progress))
  }

  /// `ingest` but for its last step, `harvestingTerms`, which draws term pairs from every guideline
  /// on one core: what needs only the records, the glossary and the aliases (a rebuild's
  /// comparison with the last build) can run on the other meanwhile.
  public func ingestBeforeHarvest(fingerprint: String = "", progress: ((Int, Int, String) -> Void)? = nil) throws
    -> KnowledgeBase
  {
    try folder.validate()
    let (files, walkDiagnostics) = try folder.files()
    var diagnostics = walkDiagnostics
    let catalog = loadCatalog(&diagnostics)
    let metadata = loadMetadata(&diagnostics)
    let paths = Set(files.map(\.path))
    diagnostics += unusedMetadata(metadata, paths: paths)
    let contents = tableOfContents(files)
    var collector = GuidelineCollector()
    collector.diagnostics = diagnostics
    read(files, into: &collector, progress: progress) { file in
      ingestCandidate(file, metadata: metadata, catalog: catalog, contents: contents, paths: paths)
    }
    collector.addApplePages()
    let topics =
      collector.navigator.map { AppleNavigatorIndex.topics($0, over: catalog, guidelines: collector.guidelines) }
      ?? catalog.topics
    if let navigator = collector.navigator { collector.file(by: navigator) }
    var guidelines = collector.ordered(by: contents)
    diagnostics = collector.diagnostics
    resolveReferences(&guidelines)
    // The aliases' warnings come last, as they always have: after those of the files read below.
    var aliasDiagnostics: [Diagnostic] = []
    let aliases = loadAliases(&aliasDiagnostics)
    let terminology = loadTerminology(&diagnostics)
    let curated = terminology.glossaryPairs.map { GlossaryTerm(ko: $0.ko, en: $0.en, origin: .curated) }
    let glossary = GlossaryBuilder.build(guidelines: guidelines, curated: curated + loadCuratedGlossary(&diagnostics))
    return KnowledgeBase(
      contentFingerprint: fingerprint, guidelines: guidelines, topics: topics, glossary: glossary,
      terminology: terminology, aliases: aliases, diagnostics: diagnostics + aliasDiagnostics)
  }

  /// `knowledgeBase` (from `ingestBeforeHarvest`) with the Korean–English term pairs its bilingual
  /// guidelines state themselves added to its terminology.
  public static func harvestingTerms(_ knowledgeBase: KnowledgeBase) -> KnowledgeBase {
    var result = knowledgeBase
    result.terminology = knowledgeBase.terminology.adding(
      TermHarvester.pairs(in: knowledgeBase.guidelines, glossary: knowledgeBase.glossary))
    return result
  }

  /// Reads `files` on every core with `ingest`, handing what each gave to `collector` in path order.
  private func read(
    _ files: [ContentFile], into collector: inout GuidelineCollector, progress: ((Int, Int, String) -> Void)?,
    ingest: (ContentFile) -> (Parsed?, [Diagnostic])
  ) {
    OrderedParallelMap().forEach(files, transform: ingest) { number, outcome in
      let file = files[number]
      progress?(number + 1, files.count, file.path)
      let (parsed, fileDiagnostics) = outcome
      collector.diagnostics += fileDiagnostics
      if let parsed { collector.add(parsed, file: file.path) }
    }
  }

  /// A warning for each entry of `guidelines.json` that names no file of the folder.
  private func unusedMetadata(_ metadata: [String: GuidelineMetadata], paths: Set<String>) -> [Diagnostic] {
    metadata.values.sorted(by: { $0.file < $1.file }).filter { !paths.contains($0.file) }.map { entry in
      Diagnostic(
        .metadataMissingFile, severity: .warning, file: GuidelineMetadata.fileName,
        message: "lists '\(entry.file)', which is not a file of the content folder; the entry is unused",
        fix: "write the path relative to the content folder (e.g. guidelines/modality.txt), or remove the entry")
    }
  }

  /// One file's guideline and diagnostics; nothing for metadata and asset files, a note for files
  /// that are not guidelines. Runs on any thread: it reads only the file and immutable metadata.
  private func ingestCandidate(
    _ file: ContentFile, metadata: [String: GuidelineMetadata], catalog: TopicCatalog, contents: TableOfContents,
    paths: Set<String>
  ) -> (Parsed?, [Diagnostic]) {
    if !file.path.contains("/"), ContentFolder.metadataFiles.contains(file.path) { return (nil, []) }
    let ext = (file.path as NSString).pathExtension.lowercased()
    if Ingester.assetExtensions.contains(ext) { return (nil, []) }
    if ext == "json" { return ingestJSON(file, catalog: catalog, paths: paths) }
    if metadata[file.path] == nil, let kind = NonGuidelineFile.kind(path: file.path) {
      let note = Diagnostic(
        .notAGuideline, severity: .note, file: file.path,
        message: kind == .tableOfContents
          ? "read-me or table of contents, not a guideline; skipped (its links give page titles and order)"
          : "repository file, not a guideline; skipped",
        fix: "list it in \(GuidelineMetadata.fileName) if it really is a guideline")
      return (nil, [note])
    }
    let context = FileContext(
      metadata: metadata[file.path], catalog: catalog, folderCategory: folderCategory(file.path, catalog: catalog),
      contentsTitle: contents.entry(for: file.path)?.title, paths: paths)
    let (guideline, diagnostics) = ingestFile(file, context: context)
    return (guideline.map(Parsed.guideline), diagnostics)
  }

  /// What one file gave: a guideline, or Apple's table of contents.
  enum Parsed {
    case guideline(Guideline)
    case navigatorIndex(AppleNavigatorIndex)
  }

  /// What the ingester knows about a file besides its bytes.
  struct FileContext {
    var metadata: GuidelineMetadata?
    var catalog: TopicCatalog
    var folderCategory: String?
    /// The title a table of contents gives the file.
    var contentsTitle: String?
    /// Every file of the content folder, for the downloaded images Apple's pages show.
    var paths: Set<String> = []
  }

  /// One file's guideline, or nil (with diagnostics) when the file is not a readable text.
  func ingestFile(_ file: ContentFile, context: FileContext) -> (Guideline?, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    func skip(_ kind: DiagnosticKind, _ message: String, _ fix: String) -> (Guideline?, [Diagnostic]) {
      diagnostics.append(Diagnostic(kind, severity: .warning, file: file.path, message: message, fix: fix))
      return (nil, diagnostics)
    }
    if file.size > maximumFileSize {
      return skip(
        .fileTooLarge,
        "file is \(Ingester.megabytes(file.size)), over the \(Ingester.megabytes(maximumFileSize)) limit for one guideline; skipped",
        "split the text into one file per guideline")
    }
    let data: [UInt8]
    do {
      data = try FileReader.read(pathBytes: file.location, limit: maximumFileSize, shownAs: file.path)
    } catch FileError.tooLarge {
      return skip(
        .fileTooLarge,
        "file grew over the \(Ingester.megabytes(maximumFileSize)) limit while it was read; skipped",
        "split the text into one file per guideline")
    } catch FileError.notARegularFile(_, let kind) {
      return skip(.specialFile, "\(kind), not a regular file; skipped", "remove it from the content folder")
    } catch FileError.missing {
      return skip(.unreadableFile, "the file disappeared while it was read; skipped", "run the command again")
    } catch FileError.unreadable(_, let reason) {
      return skip(.unreadableFile, "cannot read the file (\(reason)); skipped", "check its permissions")
    } catch {
      return skip(
        .unreadableFile, "cannot read the file (\(ErrorText.describe(error))); skipped",
        "check its permissions")
    }
    // Apple's page JSON under another name is still Apple's page.
    if data.first == UInt8(ascii: "{"), case let bytes = Array(data), ApplePage.kind(of: bytes) == .page {
      return applePage(bytes, file: file, catalog: context.catalog, paths: context.paths)
    }
    let text: String
    switch SourceFileDecoder.decode(data) {
    case .empty:
      return skip(.emptyFile, "file is empty; skipped", "add the guideline text or remove the file")
    case .binary:
      return skip(.binaryFile, "not a text file; skipped", "keep only guideline texts (.txt, .md, .html) here")
    case .undecodable:
      return skip(
        .unsupportedEncoding, "text is neither UTF-8 nor EUC-KR/CP949; skipped",
        "convert it to UTF-8, e.g. iconv -f <encoding> -t UTF-8")
    case .text(let decoded, let encoding):
      text = decoded
      if encoding != "UTF-8" {
        diagnostics.append(
          Diagnostic(
            .convertedEncoding, severity: .note, file: file.path,
            message: "read as \(encoding) and converted to UTF-8", fix: "save it as UTF-8 to skip the conversion"))
      }
    }
    let format = SourceFormat.detect(path: file.path, text: text)
    let parsed = format.parse(text)
    diagnostics += parsed.diagnostics.map { diagnostic in
      var diagnostic = diagnostic
      diagnostic.file = file.path
      return diagnostic
    }
    if NonGuidelineFile.isLinkList(parsed.blocks), context.metadata == nil {
      diagnostics.append(
        Diagnostic(
          .notAGuideline, severity: .note, file: file.path,
          message: "mostly links to other files, like a table of contents; skipped",
          fix: "list it in \(GuidelineMetadata.fileName) if it really is a guideline"))
      return (nil, diagnostics)
    }
    var metadata = context.metadata
    var ownCategory: String?
    if let frontMatter = parsed.frontMatter {
      var front = frontMatter.metadata(file: file.path)
      // "category: foundations" names Apple's section; anything else is the source's own filing,
      // which must not hide Apple's section for a known topic.
      if let category = front.category {
        front.category = Ingester.section(named: category, catalog: context.catalog)
        if front.category == nil { ownCategory = category }
      }
      metadata = Ingester.combine(metadata, front)
      if let slug = frontMatter.slug.rejected {
        let suggestion = Slug.make(slug)
        diagnostics.append(
          Diagnostic(
            .invalidSlug, severity: .note, file: file.path, line: 1,
            message: "front matter slug '\(slug)' is not a slug; the title or file name gives one instead",
            fix: suggestion.isEmpty
              ? "use lowercase ASCII words joined by hyphens, like drag-and-drop"
              : "write it as '\(suggestion)'"))
      }
      for name in frontMatter.platforms.unknown {
        diagnostics.append(
          Diagnostic(
            .unknownPlatform, severity: .note, file: file.path, line: 1,
            message: "front matter names '\(name)', which is not an Apple platform; ignored",
            fix: "use iOS, iPadOS, macOS, tvOS, visionOS or watchOS"))
      }
    }
    if let title = context.contentsTitle, metadata?.title == nil {
      var filled = metadata ?? GuidelineMetadata(file: file.path)
      if let pair = BilingualTerm.split(title) {
        filled.title = LocalizedText(ko: pair.ko, en: pair.en)
      } else if LetterCounts.language(of: title) == .ko {
        filled.title = LocalizedText(ko: title)
      }
      metadata = filled
    }
    var builder = GuidelineBuilder(
      file: file.path, format: format.rawValue, metadata: metadata, catalog: context.catalog)
    builder.folderCategory = ownCategory ?? context.folderCategory
    let (guideline, builderDiagnostics) = builder.build(parsed.blocks)
    return (guideline, diagnostics + builderDiagnostics)
  }

  /// A JSON file: Apple's page or table of contents, found by content; any other JSON (hig fetch's
  /// state, a package manifest) is skipped quietly.
  func ingestJSON(_ file: ContentFile, catalog: TopicCatalog, paths: Set<String>) -> (Parsed?, [Diagnostic]) {
    func skip(_ kind: DiagnosticKind, _ message: String, _ fix: String) -> (Parsed?, [Diagnostic]) {
      (nil, [Diagnostic(kind, severity: .warning, file: file.path, message: message, fix: fix)])
    }
    if file.size > maximumFileSize {
      return skip(
        .fileTooLarge,
        "file is \(Ingester.megabytes(file.size)), over the \(Ingester.megabytes(maximumFileSize)) limit for one guideline; skipped",
        "keep one page per file, as hig fetch writes them")
    }
    guard let data = try? Data(contentsOf: file.url) else {
      return skip(.unreadableFile, "cannot read the file; skipped", "check that it is readable (permissions)")
    }
    let bytes = Array(data)
    switch ApplePage.kind(of: bytes) {
    case .other: return (nil, [])
    case .navigatorIndex:
      do {
        return (.navigatorIndex(try AppleNavigatorIndex(bytes: bytes)), [])
      } catch {
        return skip(
          .badAppleJSON,
          "Apple's table of contents is not readable (\(error)); sections come from the built-in catalog",
          "fetch it again with hig fetch")
      }
    case .page:
      let (guideline, diagnostics) = applePage(bytes, file: file, catalog: catalog, paths: paths)
      return (guideline.map(Parsed.guideline), diagnostics)
    }
  }

  /// The guideline of Apple's page JSON in `bytes`, or a warning when it is not readable.
  func applePage(_ bytes: [UInt8], file: ContentFile, catalog: TopicCatalog, paths: Set<String>) -> (
    Guideline?, [Diagnostic]
  ) {
    // Downloaded images sit in `images/` beside the language folders (`apple/en/x.json` → `apple/images/`).
    let folder = file.path.split(separator: "/").dropLast(2).map(String.init)
    let images = (folder + ["images"]).joined(separator: "/") + "/"
    do {
      let page = try ApplePage(bytes: bytes, file: file.path) { name in
        paths.contains(images + name) ? images + name : nil
      }
      let builder = GuidelineBuilder(
        file: file.path, format: SourceFormat.appleJSON.rawValue, metadata: nil, catalog: catalog)
      return builder.build(page)
    } catch ApplePage.Failure.landingPage {
      let note = Diagnostic(
        .notAGuideline, severity: .note, file: file.path,
        message: "Apple's landing page of the HIG, which lists the sections; skipped", fix: "nothing to do")
      return (nil, [note])
    } catch {
      let warning = Diagnostic(
        .badAppleJSON, severity: .warning, file: file.path,
        message: "Apple's page JSON is not readable: \(error); skipped",
        fix: "fetch the page again with hig fetch, or remove the file")
      return (nil, [warning])
    }
  }

  static func megabytes(_ bytes: Int) -> String {
    bytes >= 1_048_576 ? "\(bytes / 1_048_576) MB" : "\(bytes / 1024) KB"
  }

  /// `guidelines.json` entries win over the file's own front matter, field by field.
  static func combine(_ explicit: GuidelineMetadata?, _ front: GuidelineMetadata) -> GuidelineMetadata {
    guard let explicit else { return front }
    var result = explicit
    result.slug = explicit.slug ?? front.slug
    result.title = LocalizedText(
      ko: explicit.title?.ko ?? front.title?.ko, en: explicit.title?.en ?? front.title?.en)
    if result.title?.isEmpty == true { result.title = nil }
    result.category = explicit.category ?? front.category
    result.platforms = explicit.platforms ?? front.platforms
    var source = explicit.source ?? GuidelineMetadata.SourceInfo()
    source.author = source.author ?? front.source?.author
    source.date = source.date ?? front.source?.date
    source.url = source.url ?? front.source?.url
    result.source = source
    return result
  }

  /// The HIG section a file's folders name ("foundations/color.md" → "Foundations").
  func folderCategory(_ path: String, catalog: TopicCatalog) -> String? {
    for folder in path.split(separator: "/").dropLast().reversed() {
      if let section = Ingester.section(named: String(folder), catalog: catalog) { return section }
    }
    return nil
  }

  /// Apple's spelling of a section name written any way ("getting-started" → "Getting started").
  static func section(named name: String, catalog: TopicCatalog) -> String? {
    let key = Topic.nameKey(name)
    return Set(catalog.topics.map(\.section)).sorted().first { Topic.nameKey($0) == key }
  }

  /// Titles and order from the read-mes and summaries of the tree.
  private func tableOfContents(_ files: [ContentFile]) -> TableOfContents {
    var contents = TableOfContents()
    for file in files where NonGuidelineFile.kind(path: file.path) == .tableOfContents && file.size <= maximumFileSize {
      guard let data = try? FileReader.read(pathBytes: file.location, limit: maximumFileSize, shownAs: file.path),
        case .text(let text, _) = SourceFileDecoder.decode(data)
      else { continue }
      contents.add(SourceFormat.detect(path: file.path, text: text).parse(text).blocks, from: file.path)
    }
    return contents
  }

  private func loadCatalog(_ diagnostics: inout [Diagnostic]) -> TopicCatalog {
    guard let topics = readMetadataText("hig-topics.tsv", &diagnostics) else { return .builtIn }
    do {
      let korean = readMetadataText("hig-topics-ko.tsv", &diagnostics)
      return try TopicCatalog.parse(topics: topics, koreanTitles: korean)
    } catch {
      diagnostics.append(
        Diagnostic(
          .badCatalog, severity: .warning, file: "hig-topics.tsv",
          message: "\(error); using the built-in catalog",
          fix: "fix the file or remove it"))
      return .builtIn
    }
  }

  private func loadMetadata(_ diagnostics: inout [Diagnostic]) -> [String: GuidelineMetadata] {
    let name = GuidelineMetadata.fileName
    do {
      guard let bytes = try folder.metadataFile(name) else { return [:] }
      let document = try JSONDecoder().decode(GuidelineMetadata.Document.self, from: Data(bytes))
      return Dictionary(document.guidelines.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
    } catch let error as FileError {
      diagnostics.append(
        Diagnostic(
          .unreadableFile, severity: .warning, file: name,
          message: "\(error); texts were ingested without it", fix: "make it a readable JSON file"))
      return [:]
    } catch {
      diagnostics.append(
        Diagnostic(
          .badMetadata, severity: .warning, file: name,
          message: "not valid metadata (\(Ingester.describe(error))); texts were ingested without it",
          fix: "fix the JSON: {\"guidelines\": [{\"file\": …, \"slug\": …}]}"))
      return [:]
    }
  }

  /// The built-in terminology, with the content folder's own `terminology.tsv` (see
  /// `TerminologyFile`) laid over it when there is one.
  private func loadTerminology(_ diagnostics: inout [Diagnostic]) -> Terminology {
    guard let text = readMetadataText(TerminologyFile.fileName, &diagnostics) else { return .builtIn }
    let (own, found) = TerminologyFile.parse(text)
    diagnostics += found
    return Terminology.builtIn.overlaid(by: own)
  }

  /// Reads `glossary.tsv`, the older format of curated pairs that `terminology.tsv` supersedes:
  /// Korean term, English term (further columns are ignored).
  private func loadCuratedGlossary(_ diagnostics: inout [Diagnostic]) -> [GlossaryTerm] {
    guard let text = readMetadataText("glossary.tsv", &diagnostics) else { return [] }
    return TSV.rows(text).compactMap { fields in
      guard fields.count >= 2, !fields[0].isEmpty, !fields[1].isEmpty, fields[0] != "ko" else { return nil }
      return GlossaryTerm(ko: fields[0], en: fields[1], origin: .curated)
    }
  }

  /// The knowledge base `ingest` makes once only `aliases.tsv` changed, from the one it made
  /// before (stamped with the content's new `fingerprint`): the aliases and the file's warnings read
  /// anew, which `ingest` adds last; the pages, their IDs and everything else as they were. `hig
  /// build` writes the aliases it found into that file, and ingesting every page again for it cost
  /// as much as the build itself.
  public func reloadingAliases(of knowledgeBase: KnowledgeBase, fingerprint: String) -> KnowledgeBase {
    var result = knowledgeBase
    var diagnostics = knowledgeBase.diagnostics.filter {
      !($0.file == Ingester.aliasesFileName && Ingester.aliasesFileWarnings.contains($0.id))
    }
    result.aliases = loadAliases(&diagnostics)
    result.diagnostics = diagnostics
    result.contentFingerprint = fingerprint
    return result
  }

  static let aliasesFileName = "aliases.tsv"
  /// What reading `aliases.tsv` can warn of.
  private static let aliasesFileWarnings: Set<String> = [DiagnosticKind.badAlias.id, DiagnosticKind.unreadableFile.id]

  /// Reads `aliases.tsv`: old record ID, current record ID.
  private func loadAliases(_ diagnostics: inout [Diagnostic]) -> [RecordID: RecordID] {
    guard let text = readMetadataText(Ingester.aliasesFileName, &diagnostics) else { return [:] }
    var aliases: [RecordID: RecordID] = [:]
    for (number, fields) in TSV.rows(text).enumerated() where fields.first != "old" {
      guard fields.count >= 2, let old = RecordID(fields[0]), let new = RecordID(fields[1]) else {
        diagnostics.append(
          Diagnostic(
            .badAlias, severity: .warning, file: Ingester.aliasesFileName, line: number + 1,
            message: "expected 'old-id<TAB>new-id'", fix: "fix or remove the line"))
        continue
      }
      aliases[old] = new
    }
    return aliases
  }

  /// The metadata file `name` as UTF-8 text; nil when the folder has none, or (with a warning)
  /// when it cannot be read as text.
  private func readMetadataText(_ name: String, _ diagnostics: inout [Diagnostic]) -> String? {
    let bytes: [UInt8]
    do {
      guard let read = try folder.metadataFile(name) else { return nil }
      bytes = read
    } catch {
      diagnostics.append(
        Diagnostic(
          .unreadableFile, severity: .warning, file: name, message: "\(error); ignored",
          fix: "make it a readable UTF-8 text file"))
      return nil
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      diagnostics.append(
        Diagnostic(
          .unreadableFile, severity: .warning, file: name,
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
