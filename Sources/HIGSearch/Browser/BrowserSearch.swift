import HIGModel

/// The site's search as it runs in the browser: a query parsed and planned exactly as `hig search`
/// plans it (`SearchQuery`, `QueryPlan`), ranked over the parts of the site's index
/// (`SiteIndexLayout`) loaded so far. More files are asked for only while a record not fully seen
/// could still enter the top ten, so the top ten equal `hig search`'s, scores bit for bit.
///
/// The browser runs this compiled to WebAssembly (`Sources/HIGSearch/WebAssembly`); the page's
/// script only loads what each step asks for and hands it over:
///
///     var search = BrowserSearch(index: manifest)
///     var step = search.begin("드래그 앤 드롭", filters: "platform:iOS", limit: 10)
///     while case .load(let request) = step {
///       // load request.lists (a term of a file each), request.records, the vocabulary; then
///       search.receive(list: 0, file: …)
///       step = search.next()
///     }
///     // step is .finished(result) or .failed(error)
struct BrowserSearch {
  /// What the site's manifest says of its index.
  struct Index {
    var layout: SiteIndexLayout
    var recordCount: Int
    var parameters: ScoringParameters
    /// The unit of combined entries (`CombinedEntry.unit`); nil when the site wrote none.
    var combinedUnit: Double?
    /// The terminology's names (`ConceptNames`) known so far: the tables of the first-tier files
    /// loaded (`SiteIndexLayout.conceptNames(_:)`), merged.
    var conceptNames: [UInt8]
    /// Each record's flags (`SiteIndexLayout.flags`), from the flags file once a query needed them:
    /// postings carry only their ranking flags (`SiteIndexLayout.rankingFlags`).
    var recordFlags: [Int] = []

    init(
      layout: SiteIndexLayout, recordCount: Int, parameters: ScoringParameters, combinedUnit: Double?,
      conceptNames: [UInt8] = []
    ) {
      self.layout = layout
      self.recordCount = max(0, recordCount)
      self.parameters = parameters
      self.combinedUnit = combinedUnit
      self.conceptNames = conceptNames
    }
  }

  /// One list to load: the postings of `term` in `file`, its first tier (`depth` 0) or a deeper one.
  struct ListRequest: Hashable {
    var file: String
    var term: String
    var depth: Int
  }

  /// What a step needs before the search can go on.
  struct Request {
    var lists: [ListRequest] = []
    /// Records whose text a phrase must be looked for in.
    var records: [Int] = []
    /// Whether the ASCII vocabulary is needed (a typo to correct).
    var vocabulary = false
    /// Whether the loanword table is needed (`SiteIndexLayout.loanwordFile`).
    var loanwords = false
    /// Whether every record's flags are needed (`SiteIndexLayout.flagsFile`), before the lists.
    var flags = false

    var isEmpty: Bool { lists.isEmpty && records.isEmpty && !vocabulary && !loanwords && !flags }
  }

  /// The best records, best first, and how many match in all (nil when the top was found without
  /// loading every tier).
  struct Result {
    var total: Int?
    var hits: [(record: Int, score: Double)]
  }

  enum Step {
    case load(Request)
    case finished(Result)
    case failed(Failure)
  }

  /// Why a search stopped without results.
  enum Failure: Error, Equatable {
    /// The query as typed cannot be run.
    case query(SearchQueryError)
    /// A file did not hold what the index's layout says it must (a term's deeper tier), or the
    /// page handed over nothing new: the site must be built again.
    case damagedIndex(file: String)
  }

  private enum Stage {
    /// The first tiers of the query's words, whose files hold the terminology's names they begin.
    case names
    /// The first tiers of the plan's terms (words through their combined entries).
    case firstTiers
    /// Parts of combined entries the index lacks (or all of them, for a typo), the vocabulary.
    case parts
    /// The first tiers of typo corrections.
    case corrections
    /// Every tier, for a phrase or a `-word`, which must see every record.
    case completing
    case ranking
    /// The texts of the ranked records, for their phrases.
    case phraseRecords
    case done
  }

  private(set) var index: Index
  private var query = SearchQuery(text: "", clauses: [])
  private var limit = 10
  /// The plan as made from the query, then with its typos corrected.
  private(set) var plan: QueryPlan
  private var planned: [PlannedTerm] = []
  private var missingWords: [String] = []
  private var stage = Stage.done
  /// Lists by term, once their first tier came; `absent` holds terms their first tier's file lacks.
  private var lists: [String: LoadedList] = [:]
  private var absent: Set<String> = []
  /// The first-tier files whose names are in `index.conceptNames`.
  private var nameFiles: Set<String> = []
  /// Whether this search ranks by every record's flags rather than its postings' ranking flags: a
  /// platform, language or kind filter, a platform the query names or a question looks at what
  /// those leave out (`SiteIndexLayout.rankingFlags`).
  private var needsAllFlags = false
  private var requested: Request = Request()
  /// Whether anything was handed over since the last request.
  private var received = true
  private var vocabulary: [UInt8]?
  private var loanwordTable: [UInt8]?
  private var texts: [Int: LocalizedText] = [:]
  private var ranked: [(record: Int, score: Double)] = []

  init(index: Index) {
    self.index = index
    plan = QueryPlan(query: SearchQuery(text: "", clauses: []), parameters: index.parameters)
  }

  /// Takes each record's flags (`SiteIndexLayout.flags`), from the site's flags file.
  mutating func setRecordFlags(_ flags: [Int]) {
    index.recordFlags = flags
    received = true
  }

  /// Starts a search for `text`, with the page's own filters written as a query writes them
  /// (`platform:iOS lang:ko`), forgetting the last search (the page keeps the files it loaded).
  mutating func begin(_ text: String, filters: String = "", limit: Int = 10) -> Step {
    do throws(SearchQueryError) {
      var filter = SearchFilter()
      for word in filters.split(separator: " ") {
        guard try SearchQuery.applyFilter(String(word), to: &filter) else { throw .empty }
      }
      query = try SearchQuery.parse(text, filter: filter)
    } catch {
      stage = .done
      return .failed(.query(error))
    }
    self.limit = max(0, limit)
    // The words alone, for now: the names they begin are in their first tiers' files.
    plan = QueryPlan(query: query, parameters: index.parameters)
    needsAllFlags =
      query.filter.platformMask != 0 || query.filter.language != nil || query.filter.limitsKinds
      || plan.boostedPlatforms != 0 || plan.asks != 0
    planned = []
    lists = [:]
    absent = []
    requested = Request()
    received = true
    missingWords = []
    texts = [:]
    ranked = []
    stage = .names
    return next()
  }

  /// Goes on once the last request's files were handed over; asks for more, or finishes.
  mutating func next() -> Step {
    while true {
      switch stage {
      case .names:
        var request = firstTierRequest(for: index.parameters.conceptWeight > 0 ? plan.typedWords : [])
        request.flags = needsAllFlags && index.recordFlags.isEmpty
        if !request.isEmpty { return ask(request) }
        let names = index.conceptNames
        plan = QueryPlan(query: query, parameters: index.parameters) { ConceptNames.concepts(of: $0, in: names) }
        planned = PlannedTerm.combining(plan.terms, combinedUnit: index.combinedUnit, parameters: index.parameters)
        stage = .firstTiers
      case .firstTiers:
        if let step = loadFirstTiers(of: planned.map { $0.term } + plan.excludedWords.flatMap { $0 }) { return step }
        // The concepts' own files hold all their names.
        let names = index.conceptNames
        plan.addConceptHighlights { ConceptNames.names(of: $0, in: names) }
        missingWords = plan.missingWords { lists[$0] != nil }
        // A combined entry the index lacks gives way to its parts (a word missing from the index
        // may still match through its bigrams); a typo's weight (0.6 / n) makes sums inexact, so
        // then every combined entry does, and terms are added in plan order as `hig search` adds them.
        planned = planned.flatMap { term in
          term.parts.isEmpty || (missingWords.isEmpty && lists[term.term] != nil) ? [term] : term.parts.map(PlannedTerm.init)
        }
        stage = .parts
      case .parts:
        // An API name the index lacks, and a Hangul word naming no concept (two names glued
        // together?), look for the names their parts begin in those parts' files.
        let apiWords = missingWords.isEmpty ? [] : plan.apiNameWords { lists[$0] != nil }
        let gluedWords = index.parameters.conceptWeight > 0 ? plan.gluedNameWords : []
        var request = firstTierRequest(for: planned.map { $0.term } + apiWords + gluedWords)
        request.vocabulary = !missingWords.isEmpty && vocabulary == nil
        request.loanwords = !plan.loanwordCandidates.isEmpty && index.parameters.loanwordWeight > 0 && loanwordTable == nil
        if !request.isEmpty { return ask(request) }
        if !plan.loanwordCandidates.isEmpty {
          let table = loanwordTable ?? []
          let before = plan.terms.count
          let names = index.conceptNames
          plan.addGluedConcepts { ConceptNames.concepts(of: $0, in: names) }
          plan.addLoanwords { word in table.withUnsafeBytes { LoanwordReading.stems(for: word, in: $0) } }
          planned += plan.terms[before...].map(PlannedTerm.init)
        }
        if !missingWords.isEmpty {
          let names = index.conceptNames
          plan.addAPINameConcepts(isKnown: { lists[$0] != nil }) { ConceptNames.concepts(of: $0, in: names) }
          let vocabulary = self.vocabulary ?? []
          plan.correctTypos(isKnown: { lists[$0] != nil }) { word in
            TypoCorrector.corrections(for: word) { body in Self.forEachLine(of: vocabulary, body) }
          }
          planned = plan.terms.map(PlannedTerm.init)
        }
        stage = .corrections
      case .corrections:
        if let step = loadFirstTiers(of: planned.map { $0.term }) { return step }
        // The concepts found since (glued names, API names) have their names in their own files now.
        let names = index.conceptNames
        plan.addConceptHighlights { ConceptNames.names(of: $0, in: names) }
        stage = plan.phrases.isEmpty && plan.excludedWords.isEmpty ? .ranking : .completing
      case .completing:
        let terms = planned.map { $0.term } + plan.excludedWords.flatMap { $0 }
        let request = Request(lists: deeperTierRequests(for: terms.filter { lists[$0]?.isComplete == false }))
        if !request.isEmpty { return ask(request) }
        stage = .ranking
      case .ranking:
        switch rank() {
        case .deepen(let terms):
          return ask(Request(lists: deeperTierRequests(for: terms)))
        case .ranked(let hits, let complete):
          guard !plan.phrases.isEmpty else {
            stage = .done
            return .finished(Result(total: complete ? hits.count : nil, hits: Array(hits.prefix(limit))))
          }
          ranked = hits
          stage = .phraseRecords
        }
      case .phraseRecords:
        let missing = ranked.map { $0.record }.filter { texts[$0] == nil }
        if !missing.isEmpty { return ask(Request(records: missing)) }
        let kept = ranked.filter { plan.phrasesOccur(in: texts[$0.record] ?? LocalizedText()) }
        stage = .done
        return .finished(Result(total: kept.count, hits: Array(kept.prefix(limit))))
      case .done:
        return .finished(Result(total: 0, hits: []))
      }
    }
  }

  /// Hands over list `number` of the last request: its postings as record, contribution (in whole
  /// units), flags, record, …; for a first tier, `maxima` holds the best contribution of each
  /// deeper tier.
  mutating func receive(list number: Int, postings: some Collection<Double>, maxima: [Double] = []) {
    guard requested.lists.indices.contains(number) else { return }
    let request = requested.lists[number]
    if request.depth == 0 {
      guard lists[request.term] == nil else { return }
      var list = LoadedList(maxima: maxima)
      list.add(postings: postings, recordCount: index.recordCount)
      lists[request.term] = list
      received = true
    } else if lists[request.term]?.tiers == request.depth {
      lists[request.term]?.addTier(postings: postings, recordCount: index.recordCount)
      received = true
    }
  }

  /// Hands over the file of list `number` of the last request, as `PostingsFile` bytes (the page
  /// has decompressed them): the list's postings, or its absence from the file.
  mutating func receive(list number: Int, file: [UInt8]) {
    guard requested.lists.indices.contains(number) else { return }
    let request = requested.lists[number]
    if request.depth == 0, !nameFiles.contains(request.file), let names = PostingsFile.names(in: file) {
      nameFiles.insert(request.file)
      if !names.isEmpty { index.conceptNames = SortedLines.merged(index.conceptNames, names) }
    }
    guard let list = PostingsFile.list(of: requested.lists[number].term, in: file) else {
      receive(absentList: number)
      return
    }
    let flags = index.recordFlags
    var postings: [Double] = []
    postings.reserveCapacity(3 * list.records.count)
    for position in list.records.indices {
      let record = list.records[position]
      postings.append(Double(record))
      postings.append(list.units[position])
      // A record the flags table lacks is out of range: `LoadedList` leaves it out.
      let all = flags.indices.contains(record) ? flags[record] : 0
      postings.append(Double(needsAllFlags ? all : list.flags[position]))
    }
    receive(list: number, postings: postings, maxima: list.maxima)
  }

  /// Says that list `number` of the last request is not in its file: the index lacks the term
  /// (for a first tier; a deeper tier's file must have it).
  mutating func receive(absentList number: Int) {
    guard requested.lists.indices.contains(number), requested.lists[number].depth == 0 else { return }
    absent.insert(requested.lists[number].term)
    received = true
  }

  /// Hands over the text of record `record`, for phrase checks.
  mutating func receive(record: Int, text: LocalizedText) {
    texts[record] = text
    received = true
  }

  /// Hands over the loanword table (`SiteIndexLayout.loanwordFile`: `LoanwordReading`'s lines).
  mutating func receive(loanwords table: [UInt8]) {
    loanwordTable = table
    received = true
  }

  /// Hands over the ASCII vocabulary (`SiteIndexLayout.vocabularyFile`): its words, one per line.
  mutating func receive(vocabulary words: [UInt8]) {
    vocabulary = words
    received = true
  }

  /// What `hig search` shows for a record of these flags (its kind and platforms; its records
  /// file holds them) with this text, title and section, for the last query: its words marked
  /// unless `marked` is false (a page drawing the results of a query a later one replaced).
  func summary(
    flags: Int, text: LocalizedText, title: LocalizedText, section: LocalizedText?, marked: Bool
  ) -> HitSummary {
    let attributes = SiteIndexLayout.attributes(ofFlags: flags)
    let builder = SnippetBuilder(
      words: marked ? plan.highlightWords : [], grams: marked ? plan.highlightGrams : [],
      preferred: query.filter.language)
    return HitSummary(
      text: text, kind: attributes.kind, platforms: Platform.platforms(in: attributes.platforms), title: title,
      section: section, builder: builder, queryIsKorean: plan.isKorean)
  }

  // MARK: Requests

  private mutating func ask(_ request: Request) -> Step {
    // The same request again with nothing handed over since: the files lack what they must hold.
    if !received, request.lists == requested.lists, request.records == requested.records,
      request.flags == requested.flags
    {
      stage = .done
      return .failed(.damagedIndex(file: request.lists.first?.file ?? "r/"))
    }
    requested = request
    received = false
    return .load(request)
  }

  /// A step loading the first tiers of `terms` not yet looked for, or nil when all were.
  private mutating func loadFirstTiers(of terms: [String]) -> Step? {
    let request = firstTierRequest(for: terms)
    return request.isEmpty ? nil : ask(request)
  }

  private func firstTierRequest(for terms: [String]) -> Request {
    var request = Request()
    for term in terms where lists[term] == nil && !absent.contains(term) {
      let list = ListRequest(file: index.layout.firstTierFile(of: term), term: term, depth: 0)
      if !request.lists.contains(list) { request.lists.append(list) }
    }
    return request
  }

  /// The next tier of each of `terms` (loaded and not complete), each once.
  private func deeperTierRequests(for terms: [String]) -> [ListRequest] {
    var requests: [ListRequest] = []
    for term in terms {
      guard let list = lists[term], !list.isComplete else { continue }
      let request = ListRequest(file: index.layout.tierFile(of: term, depth: list.tiers), term: term, depth: list.tiers)
      if !requests.contains(request) { requests.append(request) }
    }
    return requests
  }

  // MARK: Planning

  /// Calls `body` with each line of `text` (the vocabulary file's words).
  private static func forEachLine(of text: [UInt8], _ body: (UnsafeRawBufferPointer) -> Void) {
    text.withUnsafeBytes { bytes in
      var start = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
        if index > start { body(UnsafeRawBufferPointer(rebasing: bytes[start..<index])) }
        start = index + 1
      }
    }
  }

  // MARK: Ranking

  private enum Outcome {
    /// Every record that could enter the top is exact: these, best first.
    case ranked([(record: Int, score: Double)], complete: Bool)
    /// The next tiers of these terms must be loaded first.
    case deepen([String])
  }

  /// A term with tiers still unloaded: which records its loaded tiers hold, and how much it
  /// could add to any other (its weighted best unloaded contribution).
  private struct OpenTerm {
    var term: String
    var seen: [UInt64]
    var bound: Double
    var bit: UInt64

    func hasSeen(_ record: Int) -> Bool { seen[record >> 6] & (1 << UInt64(record & 63)) != 0 }
  }

  /// Ranks the records of the loaded tiers as `Searcher` ranks them. A record is exact when every
  /// term it may still appear in is loaded; otherwise it, and any record not seen yet, has an
  /// upper bound from the best contribution of each term's first unloaded tier. Once `limit`
  /// exact records beat every bound, they are the top; else the terms whose next tier could add
  /// most are to be loaded.
  private func rank() -> Outcome {
    let count = index.recordCount
    var scores = [Double](repeating: 0, count: count)
    var masks = [UInt64](repeating: 0, count: count)
    var flags = [Int](repeating: -1, count: count)
    var touched: [Int] = []
    var open: [OpenTerm] = []
    // Per record, terms are added in plan order as `Searcher` adds them, so sums are the same to
    // the bit (also where a typo correction's weight makes them inexact).
    for term in planned where term.weight > 0 {
      guard let list = lists[term.term] else { continue }
      let bit = term.clauseMask
      // Stored contributions are whole units; dividing the weight by a power of two is exact.
      let weight = term.weight / term.unit
      var seen = list.isComplete ? [] : [UInt64](repeating: 0, count: (count + 63) / 64)
      for position in list.records.indices {
        let record = list.records[position]
        if flags[record] < 0 {
          flags[record] = list.flags[position]
          touched.append(record)
        }
        scores[record] += weight * list.contributions[position]
        masks[record] |= bit
        if !seen.isEmpty { seen[record >> 6] |= 1 << UInt64(record & 63) }
      }
      if let best = list.maxima.first { open.append(OpenTerm(term: term.term, seen: seen, bound: weight * best, bit: bit)) }
    }
    let excluded = excludedRecords()
    let coordination = Coordination(plan: plan)
    let required = plan.requiredMask
    let scoring = plan.scoringMask
    var hits: [(record: Int, score: Double)] = []
    var strongest: (record: Int, bound: Double)?
    for record in touched {
      let attributes = SiteIndexLayout.attributes(ofFlags: flags[record])
      guard
        query.filter.admits(platforms: attributes.platforms, languages: attributes.languages, kind: attributes.kind),
        !excluded.contains(record)
      else { continue }
      let mask = masks[record]
      let prior = index.parameters.recordFactor(
        kind: attributes.kind, section: attributes.section, platforms: attributes.platforms,
        boosted: plan.boostedPlatforms, asks: plan.asks)
      var exact = true
      var missing = 0.0
      var possible = mask
      for term in open where !term.hasSeen(record) {
        exact = false
        missing += term.bound
        possible |= term.bit
      }
      guard possible & required == required, possible & scoring != 0 else { continue }
      if exact {
        guard mask & required == required, mask & scoring != 0 else { continue }
        hits.append((record, prior * scores[record] * coordination.factor(matching: mask)))
      } else {
        let bound = prior * (scores[record] + missing) * coordination.factor(matching: possible)
        if bound > (strongest?.bound ?? 0) { strongest = (record, bound) }
      }
    }
    hits.sort(by: TopHits.ranks)
    guard !open.isEmpty, limit > 0 else { return .ranked(hits, complete: open.isEmpty) }
    // A record seen nowhere could have every open term's bound, the best factor, every clause.
    let unseen = open.reduce(0) { $0 + $1.bound } * index.parameters.largestRecordFactor(
      boosted: plan.boostedPlatforms, asks: plan.asks)
    // The margin absorbs rounding: a bound summed in another order may be a hair low.
    guard hits.count < limit || max(unseen, strongest?.bound ?? 0) * (1 + 1e-9) >= hits[limit - 1].score else {
      return .ranked(hits, complete: false)
    }
    // Load what settles the strongest doubt: the tiers the record with the highest bound is
    // missing from, or, when an unseen record could score more, the terms with the largest bounds.
    let next: [OpenTerm]
    if let strongest, strongest.bound >= unseen {
      next = open.filter { !$0.hasSeen(strongest.record) }
    } else {
      let most = open.map { $0.bound }.max() ?? 0
      next = open.filter { $0.bound * 2 >= most }
    }
    var terms: [String] = []
    for term in next where !terms.contains(term.term) { terms.append(term.term) }
    return .deepen(terms)
  }

  /// Records having every word of some `-word` clause (all their tiers are loaded by then).
  private func excludedRecords() -> Set<Int> {
    var excluded: Set<Int> = []
    for words in plan.excludedWords where !words.isEmpty {
      var common: Set<Int>?
      for word in words {
        let records = Set(lists[word]?.records ?? [])
        common = common.map { $0.intersection(records) } ?? records
      }
      excluded.formUnion(common ?? [])
    }
    return excluded
  }
}
