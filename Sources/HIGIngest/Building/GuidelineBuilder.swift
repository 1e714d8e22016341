import Foundation
import HIGModel

/// Turns the blocks of one source document into a guideline: header, sections, records, IDs.
///
/// This is the one place that knows how a HIG page is laid out, whatever its source format:
/// the title and the furniture around it, section headings and platform sections, English
/// paragraphs paired with the Korean paragraph that translates them, rules and their strength.
struct GuidelineBuilder {
  var file: String
  var format: String
  var metadata: GuidelineMetadata?
  var catalog: TopicCatalog
  /// The category the file's folder names ("foundations/" → "Foundations"), used when nothing else does.
  var folderCategory: String? = nil
  /// The one language of every block, when the source states it (Apple's page JSON): its blocks
  /// are then taken as the format marks them, with no pairing of neighbours and no rule guessed
  /// from wording alone.
  var pageLanguage: Language? = nil

  func build(_ allBlocks: [Block]) -> (Guideline, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var source = Source(file: file, format: format)
    var blocks = RuleLines.normalize(allBlocks).filter { !PageFurniture.isChrome($0.text) }
    // Source lines may stand anywhere, usually last.
    blocks.removeAll { block in
      guard block.kind != .table, let url = PageFurniture.sourceURL(block.text) else { return false }
      source.url = source.url ?? url
      return true
    }
    let slugGuess = guessSlug(blocks)
    var header = Header()
    let bodyStart = readHeader(blocks, slug: slugGuess, into: &header, source: &source)
    let titleSlug = header.titleSlug.flatMap { $0.isEmpty ? nil : $0 }
    let slug = metadata?.slug ?? slugGuess ?? source.url.flatMap(urlSlug) ?? titleSlug ?? Slug.make(fileStem)
    if slug.isEmpty || !Slug.isValid(slug) {
      diagnostics.append(
        Diagnostic(
          .noSlug, severity: .warning, file: file,
          message: "cannot tell which HIG page this text is",
          fix: "add an entry with a 'slug' for it to guidelines.json"))
    }
    let topic = catalog.topic(slug: slug)
    if topic == nil {
      diagnostics.append(
        Diagnostic(
          .unknownTopic, severity: .note, file: file,
          message: "'\(slug)' is not a topic of Apple's HIG catalog; it has no Apple page to link to",
          fix: "use Apple's slug from hig-topics.tsv in guidelines.json"))
    }
    let title = LocalizedText(
      ko: metadata?.title?.ko ?? header.title.ko ?? topic?.title.ko,
      en: metadata?.title?.en ?? header.title.en ?? topic?.title.en ?? header.title.ko ?? slug)
    if let info = metadata?.source {
      source.name = info.name ?? source.name
      source.author = info.author ?? header.author
      source.date = info.date ?? header.date
      source.url = info.url ?? source.url
    } else {
      source.author = header.author
      source.date = header.date
    }
    source.preface = header.preface
    source.category = header.category
    source.subtitle = header.subtitle

    let guideline = finish(
      slug: slug, title: title, category: metadata?.category ?? topic?.section ?? source.category ?? folderCategory,
      source: source, sections: buildSections(Array(blocks[bodyStart...])), diagnostics: &diagnostics)
    return (guideline, diagnostics)
  }

  /// The guideline of built sections: platforms stated by the text given to every record outside a
  /// platform section, record IDs (unless `assigningIDs` is false), the change log; a warning when
  /// no record was found.
  func finish(
    slug: String, title: LocalizedText, category: String?, source: Source, sections: [Section],
    assigningIDs: Bool = true, diagnostics: inout [Diagnostic]
  ) -> Guideline {
    var sections = sections
    let topic = catalog.topic(slug: slug)
    let platforms = platformSupport(sections: sections, source: source)
    GuidelineBuilder.assignPlatforms(&sections, supported: platforms.supported)
    if assigningIDs { GuidelineBuilder.assignIDs(&sections, slug: slug) }
    let guideline = Guideline(
      slug: slug, title: title, category: category ?? "Uncategorized", group: topic?.group,
      appleURL: Topic.appleBaseURL + slug, source: source, platforms: platforms, sections: sections,
      changes: changes(sections))
    if guideline.recordCount == 0 {
      diagnostics.append(
        Diagnostic(
          .noRecords, severity: .warning, file: file, message: "no guideline text found in the file",
          fix: "check that the file holds the guideline's paragraphs, not only a title"))
    }
    return guideline
  }

  private var fileStem: String {
    let parts = file.split(separator: "/").map(String.init)
    var name = parts.last ?? file
    // "components/toggles/index.md": a page bundle is named by its folder.
    if name.lowercased().hasPrefix("index."), parts.count >= 2 { name = parts[parts.count - 2] + ".md" }
    return name.split(separator: ".").dropLast().joined(separator: ".").isEmpty
      ? name : name.split(separator: ".").dropLast().joined(separator: ".")
  }

  /// The topic an Apple HIG URL names: ".../design/human-interface-guidelines/toggles" → "toggles".
  private func urlSlug(_ url: String) -> String? {
    guard url.contains("human-interface-guidelines") else { return nil }
    let path = url.split(separator: "#").first.map(String.init) ?? url
    guard let last = path.split(separator: "/").last.map(String.init), catalog.topic(slug: last.lowercased()) != nil
    else { return nil }
    return last.lowercased()
  }

  /// The dated entries of the change log sections' tables.
  private func changes(_ sections: [Section]) -> [ChangeLogEntry] {
    sections.filter { $0.kind == .changeLog }.flatMap(\.records).compactMap(\.rows).flatMap(ChangeLog.entries)
  }

  /// The topic the file name or an early heading names.
  private func guessSlug(_ blocks: [Block]) -> String? {
    if let slug = catalog.slug(named: fileStem), Slug.make(fileStem) == slug { return slug }
    for block in blocks.prefix(8) where block.kind == .heading {
      if let slug = titleSlug(block.text) { return slug }
    }
    return nil
  }

  /// The topic a title line names: "Multitasking", "[HIG] Drag & Drop", "모달리티(Modality)".
  private func titleSlug(_ text: String) -> String? {
    for candidate in titleCandidates(text) {
      if let slug = catalog.slug(named: candidate) { return slug }
      if let metadata, let title = metadata.title,
        [title.en, title.ko].compactMap({ $0 }).contains(where: { Topic.nameKey($0) == Topic.nameKey(candidate) })
      {
        return metadata.slug
      }
    }
    return nil
  }

  /// The slug of a title line that names no catalog topic, when the title is written in Latin
  /// letters (or pairs Korean with English, "모달 시트(Modal sheets)": its English side). A Korean
  /// title's slug would keep only its digits and Latin words ("드래그 앤 드롭 1" → "1", "iOS 앱 아이콘"
  /// → "ios"), so that such pages collided and all but one were skipped: they take the file's name.
  private func latinTitleSlug(_ text: String) -> String? {
    let title = titleCandidates(text)[0]
    if let pair = BilingualTerm.split(title) { return Slug.make(pair.en) }
    return LetterCounts(title).hangul == 0 ? Slug.make(title) : nil
  }

  private func titleCandidates(_ text: String) -> [String] {
    var title = text.trimmingSpaces
    // "[HIG] Drag & Drop"
    if title.hasPrefix("["), let close = title.firstIndex(of: "]") {
      title = String(title[title.index(after: close)...]).trimmingSpaces
    }
    var candidates = [title]
    if let pair = BilingualTerm.split(title) { candidates += [pair.en, pair.ko] }
    return candidates
  }

  // MARK: Header

  struct Header {
    var title = LocalizedText()
    var titleSlug: String?
    var author: String?
    var date: String?
    var preface: String?
    var category: String?
    var subtitle: String?
  }

  /// Reads the title, byline, category and preface above the content; returns where content starts.
  ///
  /// The header ends at the first paragraph that is guideline text or the first standard section
  /// heading. Headings in it are, in order of preference: the title (the one naming the page), a
  /// "한국어(English)" category line above the title, a subtitle right under the title, or furniture
  /// such as a blog's series name.
  private func readHeader(_ blocks: [Block], slug: String?, into header: inout Header, source: inout Source) -> Int {
    var index = 0
    var titleIndex: Int?
    while index < blocks.count {
      let block = blocks[index]
      if block.kind == .heading, SectionHeading.kind(of: block.text) != .topic { break }
      if block.kind != .table, let byline = PageFurniture.byline(block.text) {
        header.author = header.author ?? byline.author
        header.date = header.date ?? byline.date
      } else if block.kind == .paragraph, PageFurniture.isPreface(block.text) {
        header.preface = [header.preface, block.text].compactMap { $0 }.joined(separator: "\n")
      } else if block.kind == .heading, titleIndex == nil {
        let named = titleSlug(block.text)
        if named != nil || slug == nil || block.level == 1 {
          titleIndex = index
          header.titleSlug = named ?? latinTitleSlug(block.text)
          let text = titleCandidates(block.text)[0]
          if let pair = BilingualTerm.split(text) {
            header.title = LocalizedText(ko: pair.ko, en: pair.en)
          } else {
            header.title = LetterCounts.language(of: text) == .ko ? LocalizedText(ko: text) : LocalizedText(en: text)
          }
        } else if BilingualTerm.split(block.text) != nil {
          header.category = block.text
        }
      } else if block.kind == .heading, block.level == nil {
        if titleIndex == index - 1, header.subtitle == nil { header.subtitle = block.text }
      } else {
        break
      }
      index += 1
    }
    return index
  }

  // MARK: Sections

  /// The page's sections with their records; the overview is dropped when it has none.
  func buildSections(_ blocks: [Block]) -> [Section] {
    var outline = SectionOutline(language: pageLanguage)
    for block in blocks { outline.add(block) }
    var sections = outline.sections
    var isFirstContent = true
    for index in sections.indices {
      sections[index].records = records(of: outline.blocks[index], in: sections[index], isFirstContent: &isFirstContent)
    }
    if sections[0].records.isEmpty, sections.count > 1 { sections.removeFirst() }
    return sections
  }

  // MARK: Records

  private func records(of blocks: [Block], in section: Section, isFirstContent: inout Bool) -> [Record] {
    var result: [Record] = []
    var index = 0
    while index < blocks.count {
      let block = blocks[index]
      let language = pageLanguage ?? LetterCounts.language(of: block.text)
      var text = LocalizedText()
      if language == .ko { text.ko = block.text } else { text.en = block.text }
      if pageLanguage == nil, language == .en, index + 1 < blocks.count, translates(blocks[index + 1], block) {
        text.ko = blocks[index + 1].text
        index += 1
      }
      var record = Record(
        id: RecordID(rawValue: ""), kind: .explanation, text: text, line: pageLanguage == nil ? block.line : nil,
        symbols: block.symbols, figure: block.figure,
        caption: block.caption.map { language == .ko ? LocalizedText(ko: $0) : LocalizedText(en: $0) })
      switch block.kind {
      case .listItem: record.kind = .listItem
      case .note: record.kind = .note
      case .translatorNote: record.kind = .translatorNote
      case .code: record.kind = .explanation
      case .figure: record.kind = .figure
      case .table:
        record.kind = .table
        record.rows = block.rows
      case .heading, .paragraph, .quote:
        if AvailabilityStatement.parse(text.en ?? text.ko ?? "") != nil {
          record.kind = .availability
        } else if allowsRules(section.kind), !isFirstContent,
          pageLanguage == nil || block.lead.map({ !FigureLabels.isLabel($0) }) == true,
          let verdict = RuleClassifier.classify(text, lead: block.lead)
        {
          record.kind = .rule
          record.statement = verdict.statement
          record.strength = verdict.strength
        }
      }
      // A format that resolves its own references (Apple's) is not second-guessed from wording.
      record.references =
        pageLanguage == nil
        ? CrossReferenceFinder.find(in: text, links: block.links, catalog: catalog) : block.references
      result.append(record)
      isFirstContent = false
      index += 1
    }
    return result
  }

  private func allowsRules(_ kind: SectionKind) -> Bool {
    ![.introduction, .resources, .changeLog].contains(kind)
  }

  /// True when `candidate` is the Korean translation of the English `original` right before it.
  private func translates(_ candidate: Block, _ original: Block) -> Bool {
    guard LetterCounts.language(of: candidate.text) == .ko else { return false }
    let sameKind = candidate.kind == original.kind || candidate.kind == .quote
    guard sameKind, candidate.kind != .heading, candidate.kind != .table else { return false }
    let ratio =
      Double(ScalarCharacters.count(candidate.text)) / Double(max(ScalarCharacters.count(original.text), 1))
    return ratio > 0.2 && ratio < 2.5
  }

  /// The guideline's platforms: stated support, platform sections, and a per-platform source URL.
  func platformSupport(sections: [Section], source: Source) -> PlatformSupport {
    var supported: [Platform] = []
    var unsupported: [Platform] = []
    for section in sections {
      if section.kind == .platform { supported += section.platforms }
      for record in section.records where record.kind == .availability {
        if let statement = AvailabilityStatement.parse(record.text.en ?? record.text.ko ?? "") {
          supported += statement.supported
          unsupported += statement.unsupported
        }
      }
    }
    if let url = source.url, let platform = PageFurniture.platform(inURL: url) { supported.append(platform) }
    if let named = metadata?.platforms { supported += named.compactMap(Platform.init(name:)) }
    if let named = metadata?.unsupportedPlatforms { unsupported += named.compactMap(Platform.init(name:)) }
    return PlatformSupport(supported: supported, unsupported: unsupported)
  }

  /// Gives each record its section's platforms, or `supported` (the page's) outside platform
  /// sections, narrowed to those a record's own text scopes it to (`StatedPlatforms`); records of
  /// Resources and Change log, and tables and figures, are not read for a scope.
  static func assignPlatforms(_ sections: inout [Section], supported: [Platform]) {
    let prose: Set<RecordKind> = [.rule, .explanation, .listItem, .note]
    let reference = Section.nested(under: [.resources, .changeLog], in: sections)
    for sectionIndex in sections.indices {
      let section = sections[sectionIndex]
      let base = section.platforms.isEmpty ? supported : section.platforms
      for recordIndex in section.records.indices {
        let record = section.records[recordIndex]
        sections[sectionIndex].records[recordIndex].platforms =
          !reference[sectionIndex] && prose.contains(record.kind)
          ? StatedPlatforms.narrow(base, by: record.text, statement: record.statement) : base
      }
    }
  }

  /// Gives each record its ID; identical texts in one guideline get "-2", "-3" in reading order.
  static func assignIDs(_ sections: inout [Section], slug: String) {
    var seen: [String: Int] = [:]
    for sectionIndex in sections.indices {
      for recordIndex in sections[sectionIndex].records.indices {
        let text = sections[sectionIndex].records[recordIndex].identityText
        let first = RecordID(slug: slug, text: text)
        let count = seen[first.rawValue, default: 0]
        seen[first.rawValue] = count + 1
        // Hashing a text's identity form is not cheap: only a repeated text is hashed again.
        sections[sectionIndex].records[recordIndex].id =
          count == 0 ? first : RecordID(slug: slug, text: text, disambiguator: count)
      }
    }
  }
}
