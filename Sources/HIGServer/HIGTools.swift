import HIGChanges
import HIGCite
import HIGModel
import HIGRelated
import HIGSearch
import HIGWorkspace

/// The tools `hig mcp` offers, each answering with the text the matching `hig` command prints and
/// the same as structured data.
enum HIGTools {
  static let all: [MCPTool] = [search, getRule, getGuideline, cite, checkCitations, relatedRules, changes]

  /// Longest text a tool takes for a query or reference, and for a document (a note, a diff).
  static let shortText = 1_000
  static let document = 1_000_000

  static let search = MCPTool(
    name: "search", title: "Search the HIG",
    description:
      "Search Apple's Human Interface Guidelines in Korean or English (particles, endings and spacing do not matter; English finds Korean-only text through the glossary). Returns ranked records with their citable ID, guideline, section, platforms, Korean and English text, a rule's statement (its lead sentence) in each language, and the HIG: tag to cite. Query syntax: \"a phrase\", +required, -excluded.",
    properties: [
      "query": Schema.string("Words to find, Korean or English: 모달 시트, \"drag and drop\", 탭 바 -macOS.", maxLength: shortText),
      "platform": Schema.choice(Platform.allCases.map(\.rawValue), "Only records that apply to this platform."),
      "kind": Schema.choice(SearchFilter.kindNames, "Only records of this kind (rule: the guidelines proper)."),
      "lang": Schema.choice(Language.allCases.map(\.rawValue), "Only records with text in this language."),
      "limit": ["type": "integer", "minimum": 1, "maximum": 50, "default": 10, "description": "At most this many hits."],
    ], required: ["query"],
    outputSchema: Schema.object(
      [
        "query": Schema.string(), "total": Schema.integer,
        "hits": Schema.array(
          Schema.object(
            [
              "id": Schema.string(), "guideline": Schema.string(), "title": Schema.string(),
              "section": Schema.nullableString, "kind": Schema.string(), "platforms": Schema.strings,
              "text": Schema.localizedText, "statement": Schema.nullableLocalizedText, "breadcrumb": Schema.strings,
              "score": Schema.number, "citation": Schema.string(),
            ],
            required: [
              "id", "guideline", "title", "section", "kind", "platforms", "text", "statement", "breadcrumb", "score",
              "citation",
            ])),
      ], required: ["query", "total", "hits"])
  ) { arguments, served in
    var filter = SearchFilter()
    if let name = try arguments.choice("platform", in: Platform.allCases.map(\.rawValue)), let platform = Platform(name: name) {
      filter.insert(platform)
    }
    if let name = try arguments.choice("kind", in: SearchFilter.kindNames), let kind = SearchFilter.kind(named: name) {
      filter.insert(kind)
    }
    filter.language = try arguments.choice("lang", in: Language.allCases.map(\.rawValue)).flatMap(Language.init(rawValue:))
    let limit = try arguments.integer("limit", in: 1...50) ?? 10
    let text = try arguments.string("query", required: true, maxLength: shortText)!
    let query: SearchQuery
    do {
      query = try SearchQuery.parse(text, filter: filter)
    } catch let error as SearchQueryError {
      throw ToolError(error.description)
    }
    let results = try served.workspace.withSearchIndex(readOnly: true) {
      try Searcher(index: $0).search(query, limit: limit)
    }
    return ToolAnswer(
      text: SearchResultsText(style: .plain).render(results), structured: try JSONValue(encoding: SearchResultsJSON(results)))
  }

  static let getRule = MCPTool(
    name: "get_rule", title: "Get a HIG rule",
    description:
      "One record (a rule, usually) by its ID: its Korean and English text, kind, strength, platforms, API symbols, the guideline and section it sits in, the records before and after it, and its citation in Markdown. Accepts a current ID (drag-and-drop/4h8tpa), an old ID of a rewritten rule (answered with the current one), a HIG: tag or a link to the rule on the site.",
    properties: ["id": Schema.string("A record ID: drag-and-drop/4h8tpa, HIG:modality/dy5qt2, or a site link.", maxLength: shortText)],
    required: ["id"], outputSchema: RuleAnswer.schema
  ) { arguments, served in
    let reference = try arguments.string("id", required: true, maxLength: shortText)!
    let kb = try served.knowledgeBase()
    switch kb.resolve(reference) {
    case .record(let guideline, let record, let alias):
      let answer = RuleAnswer(Citation(record: record, guideline: guideline, citedAs: alias), site: served.site)
      return ToolAnswer(text: answer.summary, structured: try JSONValue(encoding: answer))
    case .guideline(let guideline):
      throw ToolError("'\(reference)' names the guideline \(guideline.slug), not a rule; ask get_guideline for it")
    case nil:
      let named = CitationScanner.tokens(in: reference).first?.reference ?? reference
      let suggestions = CitationChecker(kb).suggestions(for: named.lowercased())
      throw ToolError(
        "no rule has the ID '\(named)'"
          + (suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: ", "))?")
          + " (search finds rules by their words)")
    }
  }

  static let getGuideline = MCPTool(
    name: "get_guideline", title: "Get a HIG guideline",
    description:
      "A guideline (one page of the HIG) by its slug or title: its category, platforms, Apple's pages, and its sections with every rule's ID and statement in Korean and English. The whole text, every record, is the resource hig://guideline/<slug>.",
    properties: [
      "slug": Schema.string("A guideline's slug or title: modality, drag-and-drop, 모달리티, Drag and drop.", maxLength: shortText)
    ], required: ["slug"], outputSchema: GuidelineAnswer.schema
  ) { arguments, served in
    let reference = try arguments.string("slug", required: true, maxLength: shortText)!
    let kb = try served.knowledgeBase()
    switch kb.resolve(reference) {
    case .guideline(let guideline):
      return ToolAnswer(
        text: GuidelineMarkdown(rulesOnly: true, site: served.site).render(guideline),
        structured: try JSONValue(encoding: GuidelineAnswer(guideline)))
    case .record(_, let record, _):
      throw ToolError("'\(reference)' names the record \(record.id); ask get_rule for it")
    case nil:
      if let topic = kb.topics.first(where: { $0.slug == reference.lowercased() }) {
        throw ToolError(
          "'\(topic.slug)' (\(topic.title.en ?? topic.slug)) is a HIG topic this knowledge base has no text for ('hig fetch' downloads Apple's pages); Apple's page: \(topic.appleURL)"
        )
      }
      let suggestions = kb.suggestions(for: reference)
      throw ToolError(
        "no guideline '\(reference)'" + (suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: ", "))?"))
    }
  }

  static let cite = MCPTool(
    name: "cite", title: "Cite a HIG rule",
    description:
      "A citation of a rule to paste into a review, exactly as `hig cite` prints it: the quoted text, guideline › section, the ID, kind, strength, platforms and links. Give an ID, an old ID, a HIG: tag, a guideline slug (cites the page), or a few words (cites the best match, and says which it chose).",
    properties: [
      "id": Schema.string("A record ID, old ID, HIG: tag, guideline slug, or words: drag-and-drop/4h8tpa, 드래그 취소.", maxLength: shortText),
      "format": Schema.choice(CitationFormat.allCases.map(\.rawValue), "How to print it (default: markdown)."),
      "lang": Schema.choice(["ko", "en", "both"], "Which text to quote (default: both)."),
    ], required: ["id"],
    outputSchema: Schema.object(
      [
        "citation": Schema.object(
          [
            "id": Schema.string(), "citedAs": Schema.string(),
            "guideline": Schema.object(["slug": Schema.string(), "title": Schema.localizedText], required: ["slug", "title"]),
            "section": Schema.strings, "kind": Schema.string(), "strength": Schema.string(),
            "platforms": Schema.strings, "text": Schema.localizedText, "siteURL": Schema.string(),
            "appleURL": Schema.string(), "markdown": Schema.string(),
          ], required: ["id", "guideline", "section", "platforms", "appleURL", "markdown"]),
        "format": Schema.string(), "rendered": Schema.string(), "note": Schema.string(),
      ], required: ["citation", "format", "rendered"])
  ) { arguments, served in
    let reference = try arguments.string("id", required: true, maxLength: shortText)!
    let format = try arguments.choice("format", in: CitationFormat.allCases.map(\.rawValue)).flatMap(CitationFormat.init(rawValue:)) ?? .markdown
    let lang = try arguments.choice("lang", in: ["ko", "en", "both"]) ?? "both"
    let languages = Language.allCases.filter { lang == "both" || $0.rawValue == lang }
    let kb = try served.knowledgeBase()
    let lookup: CitationLookup
    do {
      lookup = try served.workspace.citation(
        for: reference.trimmingCharacters(in: .whitespacesAndNewlines), in: kb)
    } catch let error as CitationLookupError {
      throw ToolError(error.description)
    }
    let rendered = lookup.citation.render(format, languages: languages, site: served.site)
    var structured: [String: JSONValue] = [
      "citation": try JSONValue(encoding: lookup.citation.document(languages: languages, site: served.site)),
      "format": .string(format.rawValue), "rendered": .string(rendered),
    ]
    let note = lookup.note(for: reference)
    if let note { structured["note"] = .string(note) }
    return ToolAnswer(text: [note, rendered].compactMap { $0 }.joined(separator: "\n\n"), structured: .object(structured))
  }

  static let checkCitations = MCPTool(
    name: "check_citations", title: "Check HIG citations",
    description:
      "Check the HIG citations in a review text (HIG:<slug>/<key> tags, HIG:<slug>, links to rules on the site), as `hig check` does: broken ones with the closest current IDs, old IDs of rewritten rules with the ID they now resolve to. Returns the report's lines and every citation with its status.",
    properties: ["text": Schema.string("Markdown or plain text holding citations.", maxLength: document)],
    required: ["text"],
    outputSchema: Schema.object(
      [
        "citations": Schema.array(
          Schema.object(
            [
              "file": Schema.string(), "line": Schema.integer, "column": Schema.integer, "token": Schema.string(),
              "form": Schema.string(), "status": Schema.choice(["current", "alias", "broken"], "What it names now."),
              "resolvesTo": Schema.string(), "suggestions": Schema.strings,
            ], required: ["file", "line", "column", "token", "form", "status"])),
        "counts": Schema.object(
          ["total": Schema.integer, "current": Schema.integer, "aliases": Schema.integer, "broken": Schema.integer],
          required: ["total", "current", "aliases", "broken"]),
      ], required: ["citations", "counts"])
  ) { arguments, served in
    let text = try arguments.string("text", maxLength: document) ?? ""
    let kb = try served.knowledgeBase()
    var entries: [CheckReport.Entry] = []
    var counts = CheckReport.Counts()
    var lines: [String] = []
    for check in CitationChecker(kb).check(text) {
      counts.add(check)
      entries.append(CheckReport.Entry(file: "text", check: check))
      if let line = CheckReport.describe(check, in: "text", kb: kb, strict: false) { lines.append(line) }
    }
    lines.append(counts.summary)
    return ToolAnswer(
      text: lines.joined(separator: "\n"),
      structured: try JSONValue(encoding: CheckReport(citations: entries, counts: counts)))
  }

  static let relatedRules = MCPTool(
    name: "related_rules", title: "HIG rules for some Swift code",
    description:
      "The guidelines and rules that concern the UI some Swift code uses (SwiftUI, UIKit, AppKit), as `hig related` prints them: give Swift source, a unified diff (only its added lines count), or API symbols (SwiftUI/Toggle, UIKit/UISheetPresentationController). Each guideline comes with the uses that led to it (line and column) and its rules' IDs and statements.",
    properties: [
      "source": Schema.string("Swift source, a unified diff of it, or API symbols separated by spaces or lines.", maxLength: document)
    ], required: ["source"],
    outputSchema: Schema.object(
      [
        "guidelines": Schema.array(
          Schema.object(
            [
              "slug": Schema.string(), "title": Schema.localizedText, "appleURL": Schema.string(),
              "citation": Schema.string(),
              "uses": Schema.array(
                Schema.object(
                  [
                    "symbol": Schema.string(), "written": Schema.string(), "file": Schema.string(),
                    "line": Schema.integer, "column": Schema.integer,
                  ], required: ["symbol", "written", "file", "line", "column"])),
              "rules": Schema.array(
                Schema.object(
                  [
                    "id": Schema.string(), "citation": Schema.string(), "statement": Schema.localizedText,
                    "kind": Schema.string(), "strength": Schema.string(), "platforms": Schema.strings,
                    "direct": Schema.boolean,
                  ], required: ["id", "citation", "statement", "kind", "platforms", "direct"])),
            ], required: ["slug", "title", "appleURL", "citation", "uses", "rules"])),
        "platforms": Schema.strings, "sources": Schema.integer, "skippedFiles": Schema.strings,
        "leftOut": Schema.strings,
      ], required: ["guidelines", "platforms", "sources", "skippedFiles", "leftOut"])
  ) { arguments, served in
    let source = try arguments.string("source", required: true, maxLength: document)!
    let report = try served.relatedRules().report(for: [CodeSource(name: "source", text: source)])
    return ToolAnswer(text: report.markdown(), structured: try JSONValue(encoding: report))
  }

  static let changes = MCPTool(
    name: "changes", title: "What changed in the HIG",
    description:
      "What Apple changed in the HIG between the fetches hig kept (`hig changes`): per guideline, the records added, reworded (old and new text, old and new ID) and removed, in Korean and English, with the fetch dates, Apple's own change-log entries, and \"Korean translation pending since DATE\" where the English changed and the Korean did not follow. Without `since`, the last fetch that changed something.",
    properties: [
      "since": Schema.string("Changes of every fetch on or after this date: 2026-06-01 or 2026-06-01T09:00:00Z.", maxLength: 40),
      "platform": Schema.choice(Platform.allCases.map(\.rawValue), "Only records that apply to this platform."),
      "lang": Schema.choice(["ko", "en", "both"], "Only changes to text in this language (default: both)."),
    ], required: [], outputSchema: ChangesAnswer.schema
  ) { arguments, served in
    let since = try arguments.string("since", maxLength: 40)
    if let since, ChangeDate.parse(since) == nil {
      throw ToolError("'since' must be a date like 2026-06-01 or 2026-06-01T09:00:00Z, got \"\(since)\"")
    }
    let platform = try arguments.choice("platform", in: Platform.allCases.map(\.rawValue)).flatMap(Platform.init(name:))
    let lang = try arguments.choice("lang", in: ["ko", "en", "both"]) ?? "both"
    let languages = Set(Language.allCases.filter { lang == "both" || $0.rawValue == lang })
    let finder = ChangeFinder(apple: served.workspace.content.url.appendingPathComponent("apple"))
    let report: ChangeReport
    do {
      report = try finder.report(since: since.flatMap(ChangeDate.parse), platform: platform, languages: languages)
    } catch {
      // A damaged history: the message says which file and what to do.
      throw ToolError("\(error)")
    }
    return ToolAnswer(text: ChangeReportText().render(report), structured: try JSONValue(encoding: report))
  }
}
