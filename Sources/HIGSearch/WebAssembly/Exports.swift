import HIGModel

// The functions the page's script (site/search.js) calls in the browser's search core. Strings
// cross as UTF-8 in memory the script allocates with `malloc` (Memory.c) and frees afterwards;
// postings as doubles. Functions that answer return the length of their JSON answer, which
// `hig_output` points to until the next call.

/// A handle on the search of one site (the numbers of its manifest), or nil when the manifest is
/// of another format, analyzer or unit than this core's: the site must be built again.
@_expose(wasm, "hig_open")
@_cdecl("hig_open")
public func hig_open(
  _ format: Int32, _ analyzer: Int32, _ records: Int32, _ chunks: Int32, _ hangulChunks: Int32, _ group: Int32,
  _ unit: Double, _ combinedUnit: Double, _ word: Double, _ gram: Double, _ adjacency: Double, _ typo: Double,
  _ coordination: Double, _ nonRulePrior: Double, _ concept: Double, _ figurePrior: Double, _ referencePrior: Double,
  _ platformBoost: Double, _ coveredWordFactor: Double, _ answerBoost: Double
) -> UnsafeMutableRawPointer? {
  guard Int(format) == SiteIndexLayout.formatVersion, Int(analyzer) == Analyzer.version,
    unit == ScoringParameters.contributionUnit
  else { return nil }
  var parameters = ScoringParameters.standard
  parameters.wordWeight = word
  parameters.gramWeight = gram
  parameters.adjacencyWeight = adjacency
  parameters.typoWeight = typo
  parameters.coordination = coordination
  parameters.nonRulePrior = nonRulePrior
  parameters.conceptWeight = concept
  parameters.figurePrior = figurePrior
  parameters.referencePrior = referencePrior
  parameters.platformBoost = platformBoost
  parameters.coveredWordFactor = coveredWordFactor
  parameters.answerBoost = answerBoost
  let index = BrowserSearch.Index(
    layout: SiteIndexLayout(chunkCount: Int(chunks), hangulChunkCount: Int(hangulChunks), recordGroup: Int(group)),
    recordCount: Int(records), parameters: parameters, combinedUnit: combinedUnit > 0 ? combinedUnit : nil)
  return Unmanaged.passRetained(SearchCore(search: BrowserSearch(index: index))).toOpaque()
}

/// Hands over each record's flags (`SiteIndexLayout.flags`), from the flags file, when a step asks for them.
@_expose(wasm, "hig_flags")
@_cdecl("hig_flags")
public func hig_flags(_ core: UnsafeMutableRawPointer, _ flags: UnsafePointer<Double>?, _ count: Int32) {
  the(core).search.setRecordFlags(UnsafeBufferPointer(start: flags, count: Int(max(0, count))).map { Int(exactly: $0) ?? 0 })
}

@_expose(wasm, "hig_close")
@_cdecl("hig_close")
public func hig_close(_ core: UnsafeMutableRawPointer) {
  Unmanaged<SearchCore>.fromOpaque(core).release()
}

/// Where the last answer's bytes are.
@_expose(wasm, "hig_output")
@_cdecl("hig_output")
public func hig_output(_ core: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
  the(core).output.withUnsafeBytes { UnsafeRawPointer($0.baseAddress) }
}

/// Starts a search of `text` with the page's own filters, written as a query writes them
/// (`platform:iOS lang:ko`); answers the first step.
@_expose(wasm, "hig_search")
@_cdecl("hig_search")
public func hig_search(
  _ core: UnsafeMutableRawPointer, _ text: UnsafePointer<UInt8>?, _ length: Int32, _ filters: UnsafePointer<UInt8>?,
  _ filtersLength: Int32, _ limit: Int32
) -> Int32 {
  let core = the(core)
  return core.answer(
    core.search.begin(string(text, length), filters: string(filters, filtersLength), limit: Int(limit)))
}

/// The next step, once what the last one asked for was handed over.
@_expose(wasm, "hig_next")
@_cdecl("hig_next")
public func hig_next(_ core: UnsafeMutableRawPointer) -> Int32 {
  let core = the(core)
  return core.answer(core.search.next())
}

/// The file of list `number` of the last step's request: `length` bytes of `PostingsFile`, decompressed.
@_expose(wasm, "hig_receive_file")
@_cdecl("hig_receive_file")
public func hig_receive_file(
  _ core: UnsafeMutableRawPointer, _ number: Int32, _ bytes: UnsafePointer<UInt8>?, _ length: Int32
) {
  the(core).search.receive(list: Int(number), file: Array(UnsafeBufferPointer(start: bytes, count: Int(max(0, length)))))
}

/// A record's texts (a length of -1: no text in that language), for a phrase.
@_expose(wasm, "hig_receive_record")
@_cdecl("hig_receive_record")
public func hig_receive_record(
  _ core: UnsafeMutableRawPointer, _ record: Int32, _ ko: UnsafePointer<UInt8>?, _ koLength: Int32,
  _ en: UnsafePointer<UInt8>?, _ enLength: Int32
) {
  the(core).search.receive(record: Int(record), text: localized(ko, koLength, en, enLength))
}

/// The ASCII vocabulary, a word per line, for typo corrections.
@_expose(wasm, "hig_receive_vocabulary")
@_cdecl("hig_receive_vocabulary")
public func hig_receive_vocabulary(_ core: UnsafeMutableRawPointer, _ words: UnsafePointer<UInt8>?, _ length: Int32) {
  the(core).search.receive(vocabulary: Array(UnsafeBufferPointer(start: words, count: Int(max(0, length)))))
}

/// Hands over the loanword table (the text of the site's `loanwords` file).
@_expose(wasm, "hig_receive_loanwords")
@_cdecl("hig_receive_loanwords")
public func hig_receive_loanwords(_ core: UnsafeMutableRawPointer, _ table: UnsafePointer<UInt8>?, _ length: Int32) {
  the(core).search.receive(loanwords: Array(UnsafeBufferPointer(start: table, count: Int(max(0, length)))))
}

/// What a hit of the last search shows (`HitSummary`), for a record of flags `flags` (its records
/// file's) with its texts, title and section (a length of -1: none in that language), its words marked unless `marked` is 0:
/// `{"lead": snippet, "other": snippet or null, "body": snippet or null, "statement": bool,
/// "breadcrumb": […], "platforms": […]}`, each snippet `{"language": "ko", "text": "…", "marks":
/// [[start, end], …]}` with offsets in Unicode scalars of its text.
@_expose(wasm, "hig_hit")
@_cdecl("hig_hit")
public func hig_hit(
  _ core: UnsafeMutableRawPointer, _ flags: Int32, _ ko: UnsafePointer<UInt8>?, _ koLength: Int32,
  _ en: UnsafePointer<UInt8>?, _ enLength: Int32, _ titleKo: UnsafePointer<UInt8>?, _ titleKoLength: Int32,
  _ titleEn: UnsafePointer<UInt8>?, _ titleEnLength: Int32, _ sectionKo: UnsafePointer<UInt8>?,
  _ sectionKoLength: Int32, _ sectionEn: UnsafePointer<UInt8>?, _ sectionEnLength: Int32, _ marked: Int32
) -> Int32 {
  let core = the(core)
  let section = localized(sectionKo, sectionKoLength, sectionEn, sectionEnLength)
  let summary = core.search.summary(
    flags: Int(flags), text: localized(ko, koLength, en, enLength),
    title: localized(titleKo, titleKoLength, titleEn, titleEnLength), section: section.isEmpty ? nil : section,
    marked: marked != 0)
  var json = AnswerWriter()
  json.beginObject()
  json.key("lead")
  write(summary.lead, to: &json)
  json.key("other")
  if let other = summary.other { write(other, to: &json) } else { json.null() }
  json.key("body")
  if let body = summary.body { write(body, to: &json) } else { json.null() }
  json.key("statement")
  json.bool(summary.isStatement)
  json.key("breadcrumb")
  json.strings(summary.breadcrumb)
  json.key("platforms")
  json.strings(summary.platforms.map { $0.rawValue })
  json.end()
  return core.answer(json)
}

private func write(_ snippet: Snippet, to json: inout AnswerWriter) {
  json.beginObject()
  json.key("language")
  json.string(snippet.language.rawValue)
  json.key("text")
  json.string(snippet.text)
  json.key("marks")
  json.beginArray()
  for mark in snippet.highlights { json.row([.int(mark.lowerBound), .int(mark.upperBound)]) }
  json.end()
  json.end()
}

/// What the analyzer makes of a text: `{"words": […], "grams": […], "tokens": [[start, end, stem], …]}`.
@_expose(wasm, "hig_analyze")
@_cdecl("hig_analyze")
public func hig_analyze(_ core: UnsafeMutableRawPointer, _ text: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
  let analyzed = Analyzer.analyze(string(text, length))
  var json = AnswerWriter()
  json.beginObject()
  json.key("words")
  json.strings(analyzed.words)
  json.key("grams")
  json.strings(analyzed.grams)
  json.key("tokens")
  json.beginArray()
  for (token, stem) in analyzed.tokens { json.row([.int(token.start), .int(token.end), .string(stem)]) }
  json.end()
  json.end()
  return the(core).answer(json)
}

/// A query's plan (`QueryPlan.listing`), its typos corrected against `vocabulary` (a word per
/// line, the words the index has) and its concepts from the names table `concepts`
/// (`ConceptNames`), or `error` and the failure: what the shared fixture of query plans holds.
@_expose(wasm, "hig_plan")
@_cdecl("hig_plan")
public func hig_plan(
  _ core: UnsafeMutableRawPointer, _ text: UnsafePointer<UInt8>?, _ length: Int32, _ vocabulary: UnsafePointer<UInt8>?,
  _ vocabularyLength: Int32, _ concepts: UnsafePointer<UInt8>?, _ conceptsLength: Int32
) -> Int32 {
  let core = the(core)
  let words = string(vocabulary, vocabularyLength).split(separator: "\n").map { String($0) }
  let table = concepts.map { Array(UnsafeBufferPointer(start: $0, count: Int(conceptsLength))) } ?? []
  var json = AnswerWriter()
  json.string(
    QueryPlan.listing(
      of: string(text, length), vocabulary: words, concepts: table, parameters: core.search.index.parameters))
  return core.answer(json)
}

/// The chunk of `term` among `count` chunks, the first `hangul` of them Korean (`SiteIndexLayout`).
@_expose(wasm, "hig_chunk")
@_cdecl("hig_chunk")
public func hig_chunk(_ term: UnsafePointer<UInt8>?, _ length: Int32, _ count: Int32, _ hangul: Int32) -> Int32 {
  Int32(SiteIndexLayout.chunk(of: string(term, length), count: Int(count), hangul: Int(hangul)))
}

private func the(_ core: UnsafeMutableRawPointer) -> SearchCore {
  Unmanaged<SearchCore>.fromOpaque(core).takeUnretainedValue()
}

private func string(_ bytes: UnsafePointer<UInt8>?, _ length: Int32) -> String {
  String(decoding: UnsafeBufferPointer(start: bytes, count: Int(max(0, length))), as: UTF8.self)
}

private func localized(
  _ ko: UnsafePointer<UInt8>?, _ koLength: Int32, _ en: UnsafePointer<UInt8>?, _ enLength: Int32
) -> LocalizedText {
  LocalizedText(ko: koLength < 0 ? nil : string(ko, koLength), en: enLength < 0 ? nil : string(en, enLength))
}
