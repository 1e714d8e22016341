/// One kind of problem a run continues past: its stable ID (what `Diagnostic.id` holds, what users
/// search for and scripts match), a one-line summary and why hig reports it, as a linter describes
/// its rules. Every diagnostic hig makes names one of `DiagnosticKind.all`.
public struct DiagnosticKind: Hashable, Sendable {
  public let id: String
  public let summary: String
  public let rationale: String

  init(_ id: String, _ summary: String, rationale: String) {
    self.id = id
    self.summary = summary
    self.rationale = rationale
  }
}

extension DiagnosticKind {
  public static let unreadableFile = DiagnosticKind(
    "ingest.unreadable-file", "a file (or its attributes) could not be read",
    rationale: "the rest of the content is still ingested; the user fixes permissions or runs again")
  public static let unreadableFolder = DiagnosticKind(
    "ingest.unreadable-folder", "a folder could not be listed",
    rationale: "its files are missing from the knowledge base, so the user must know which folder")
  public static let brokenLink = DiagnosticKind(
    "ingest.broken-link", "a symbolic link points to nothing or loops",
    rationale: "a dangling link is usually a mistake in the content folder")
  public static let linkOutside = DiagnosticKind(
    "ingest.link-outside", "a symbolic link leads out of the content folder",
    rationale: "hig reads nothing outside the content folder (docs/Reliability.md)")
  public static let linkLoop = DiagnosticKind(
    "ingest.link-loop", "a folder link leads back into the tree",
    rationale: "following it would visit the same files again for ever")
  public static let specialFile = DiagnosticKind(
    "ingest.special-file", "a FIFO, socket or device sits among the texts",
    rationale: "reading one could block or give no text; it is skipped by name")
  public static let fileTooLarge = DiagnosticKind(
    "ingest.file-too-large", "a file is over the size limit for one guideline",
    rationale: "a huge file is almost never a guideline and would hold the run up")
  public static let emptyFile = DiagnosticKind(
    "ingest.empty-file", "a file is empty",
    rationale: "an empty file gives no guideline; the user adds text or removes it")
  public static let binaryFile = DiagnosticKind(
    "ingest.binary-file", "a file is not text",
    rationale: "pictures and archives in the content folder are skipped, not misread")
  public static let unsupportedEncoding = DiagnosticKind(
    "ingest.unsupported-encoding", "a text is neither UTF-8 nor EUC-KR/CP949",
    rationale: "hig cannot know what the bytes say")
  public static let convertedEncoding = DiagnosticKind(
    "ingest.converted-encoding", "a text was converted from EUC-KR/CP949",
    rationale: "the user may want to save it as UTF-8")
  public static let fileNameEncoding = DiagnosticKind(
    "ingest.file-name-encoding", "a file name is not UTF-8 and was read as CP949 or escaped",
    rationale: "names in other encodings are shown as hig read them")
  public static let notAGuideline = DiagnosticKind(
    "ingest.not-a-guideline", "a read-me, licence or table of contents was skipped",
    rationale: "such files are not guidelines; the note says why one was left out")
  public static let unreadableHTML = DiagnosticKind(
    "ingest.unreadable-html", "an HTML file could not be parsed",
    rationale: "its text is missing from the knowledge base")
  public static let unclosedFrontMatter = DiagnosticKind(
    "ingest.unclosed-front-matter", "front matter has no closing line",
    rationale: "the whole file would otherwise be taken as metadata")
  public static let unclosedCodeBlock = DiagnosticKind(
    "ingest.unclosed-code-block", "a code block is never closed",
    rationale: "the rest of the file is read as code, which is rarely meant")
  public static let badAppleJSON = DiagnosticKind(
    "ingest.bad-apple-json", "a file of Apple's JSON could not be read",
    rationale: "the page (or the table of contents) is missing until fetched again")
  public static let unknownAppleType = DiagnosticKind(
    "ingest.unknown-apple-type", "Apple's JSON holds a block or inline type hig does not know",
    rationale: "its content may be missing from the page; the parser needs to learn it")
  public static let noSlug = DiagnosticKind(
    "ingest.no-slug", "no slug could be made for a guideline",
    rationale: "a guideline without a slug cannot be cited or published")
  public static let invalidSlug = DiagnosticKind(
    "ingest.invalid-slug", "a slug given in front matter is not valid and was replaced",
    rationale: "citations use the slug, so it must be stable and safe")
  public static let unknownTopic = DiagnosticKind(
    "ingest.unknown-topic", "a guideline matches no topic of the catalog",
    rationale: "it is filed under no category of the site")
  public static let unknownPlatform = DiagnosticKind(
    "ingest.unknown-platform", "front matter names a platform hig does not know",
    rationale: "records would lack the platform tag the author meant")
  public static let noRecords = DiagnosticKind(
    "ingest.no-records", "a file holds no guideline text",
    rationale: "an empty guideline would only add a blank page")
  public static let duplicateSlug = DiagnosticKind(
    "ingest.duplicate-slug", "two files make guidelines with one slug",
    rationale: "one of them is dropped, so citations stay unambiguous")
  public static let mergedTranslation = DiagnosticKind(
    "ingest.merged-translation", "a Korean text was merged into its English page",
    rationale: "tells which files became one bilingual guideline")
  public static let communityTranslation = DiagnosticKind(
    "ingest.community-translation", "a community translation was kept beside Apple's text",
    rationale: "tells where a translation went when Apple's page covers it")
  public static let metadataMissingFile = DiagnosticKind(
    "ingest.metadata-missing-file", "guidelines.json names a file that is not there",
    rationale: "its metadata applies to nothing")
  public static let badMetadata = DiagnosticKind(
    "ingest.bad-metadata", "a metadata file (guidelines.json, a TSV) could not be read",
    rationale: "its settings are ignored until it is fixed")
  public static let badCatalog = DiagnosticKind(
    "ingest.bad-catalog", "the topic catalog file could not be read",
    rationale: "the built-in catalog is used instead")
  public static let badAlias = DiagnosticKind(
    "ingest.bad-alias", "a line of aliases.tsv is malformed",
    rationale: "an alias that cannot be read keeps no old ID resolving")
  public static let terminologyMalformedLine = DiagnosticKind(
    "terminology.malformed-line", "a line of terminology.tsv or glossary.tsv is malformed",
    rationale: "the term is missing from the glossary and search")
  public static let terminologyDuplicateConcept = DiagnosticKind(
    "terminology.duplicate-concept", "two lines define one concept",
    rationale: "the later one would silently replace the earlier")
  public static let terminologyDuplicateName = DiagnosticKind(
    "terminology.duplicate-name", "a name belongs to two concepts",
    rationale: "search cannot tell which concept a query means")
  public static let cacheUnsaved = DiagnosticKind(
    "cache.unsaved", "the cache could not be saved",
    rationale: "the answer stands, from memory, but the next command has to rebuild")
  public static let citeAliasesUnwritable = DiagnosticKind(
    "cite.aliases-unwritable", "aliases.tsv could not be written",
    rationale: "old IDs are kept in the cache only, until hig build can record them")
  public static let relatedBadSymbolLine = DiagnosticKind(
    "related.bad-symbol-line", "a line of api-symbols.tsv is malformed",
    rationale: "the symbol maps to no guideline")
  public static let relatedUnknownTarget = DiagnosticKind(
    "related.unknown-target", "api-symbols.tsv names a guideline or rule that does not exist",
    rationale: "the map points nowhere; it needs updating after the content changed")

  /// The whole table, in the order of the pipeline.
  public static let all: [DiagnosticKind] = [
    .unreadableFile, .unreadableFolder, .brokenLink, .linkOutside, .linkLoop, .specialFile, .fileTooLarge,
    .emptyFile, .binaryFile, .unsupportedEncoding, .convertedEncoding, .fileNameEncoding, .notAGuideline,
    .unreadableHTML, .unclosedFrontMatter, .unclosedCodeBlock, .badAppleJSON, .unknownAppleType, .noSlug,
    .invalidSlug, .unknownTopic, .unknownPlatform, .noRecords, .duplicateSlug, .mergedTranslation,
    .communityTranslation, .metadataMissingFile, .badMetadata, .badCatalog, .badAlias,
    .terminologyMalformedLine, .terminologyDuplicateConcept, .terminologyDuplicateName,
    .cacheUnsaved, .citeAliasesUnwritable, .relatedBadSymbolLine, .relatedUnknownTarget,
  ]
}
