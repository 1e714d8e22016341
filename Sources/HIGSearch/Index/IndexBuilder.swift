import Dispatch
import Foundation
import HIGModel
import Synchronization

/// Builds the search index of a knowledge base and serializes it to the bytes of an index file.
///
/// Each record is analyzed per field (`IndexField`) and its terms counted per field; each posting
/// stores the term's BM25F contribution to the record (`FieldScorer`), computed once here with
/// `parameters`' field weights, so a search only adds numbers. Each word with bigrams also gets a
/// combined entry (`CombinedEntry`), the weighted sum of the word's and its bigrams' lists. The records' display data is stored
/// alongside, so a search needs nothing else.
///
///     let bytes = IndexBuilder.build(kb)
///     let index = try SearchIndex(bytes: bytes)
public enum IndexBuilder {
  /// The names code writes for the API a page links to ("UIAlertController NSAlert alert"), once
  /// each, or nil: they join the title field of every record of the page, as its title does, so
  /// `UIAlertController 버튼` finds the alert rules about buttons and not only the link that names it.
  static func apiNames(of guideline: Guideline) -> String? {
    var names: [String] = []
    for section in guideline.sections {
      for record in section.records {
        for path in record.symbols {
          guard let name = APISymbol(path: path)?.name, !names.contains(name) else { continue }
          names.append(name)
        }
      }
    }
    return names.isEmpty ? nil : names.joined(separator: " ")
  }

  /// The types each page's Resources list (its Developer documentation: `UIStepper`,
  /// `NSStepper`, `Stepper` on Steppers), by the page's slug: the API a page is about, not every
  /// API it mentions in passing.
  static func documentedAPI(of knowledgeBase: KnowledgeBase) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for guideline in knowledgeBase.guidelines {
      var names: [String] = []
      let underResources = Section.nested(under: [.resources], in: guideline.sections)
      for (section, under) in zip(guideline.sections, underResources) where under {
        for record in section.records {
          for path in record.symbols {
            // A type's name is written in camel case (UIStepper, GroupBox); a capitalized single
            // word is an article's title or a name as common as the concept's own (Text, Settings).
            guard let symbol = APISymbol(path: path), symbol.isType,
              symbol.name.unicodeScalars.dropFirst().contains(where: \.properties.isUppercase),
              !names.contains(symbol.name)
            else { continue }
            names.append(symbol.name)
          }
        }
      }
      if !names.isEmpty { result[guideline.slug, default: []] += names }
    }
    return result
  }

  public static func build(_ knowledgeBase: KnowledgeBase, parameters: ScoringParameters = .standard) -> [UInt8] {
    let glossary = GlossaryPairs(knowledgeBase: knowledgeBase)
    let concepts = ConceptIndex(
      terminology: knowledgeBase.terminology, documentedAPI: IndexBuilder.documentedAPI(of: knowledgeBase))
    let conceptNames = GlossaryPairs(conceptNames: concepts.names)
    // The index's own term numbers; each worker's are mapped to these.
    var terms = TermTable()

    // Records in index order, as positions in the knowledge base (copying each `Record` here
    // was a tenth of the build on one thread), with their section's number; sections' titles.
    var items: [(guideline: Int32, section: Int32, record: Int32, title: Int32)] = []
    var titles: [String] = []
    var sectionFlags: [UInt8] = []
    for (guidelineIndex, guideline) in knowledgeBase.guidelines.enumerated() {
      let apiNames = IndexBuilder.apiNames(of: guideline)
      let underReference = Section.nested(under: [.resources, .changeLog], in: guideline.sections)
      for (sectionIndex, section) in guideline.sections.enumerated() {
        titles.append(
          [guideline.title.ko, guideline.title.en, section.heading?.ko, section.heading?.en, apiNames]
            .compactMap { $0 }.joined(separator: "\n"))
        sectionFlags.append(IndexBuilder.flags(of: section, underReference: underReference[sectionIndex]))
        for recordIndex in section.records.indices {
          items.append((Int32(guidelineIndex), Int32(sectionIndex), Int32(recordIndex), Int32(titles.count - 1)))
        }
      }
    }

    // Analysis, numbering and counting (nearly all of the work) depend only on the record: the
    // records are analyzed on all cores, each worker with its own stem cache, term numbers and
    // counters (`RecordAnalyzer`), taking the next few records as it finishes (a worker the
    // machine preempts holds the others up less than with a fixed share). Each worker's term
    // numbers are then mapped to the index's, so the bytes do not depend on the threads.
    let workerCount = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))
    let textBytes = knowledgeBase.guidelines.lazy.flatMap(\.sections).flatMap(\.records).reduce(0) {
      $0 + ($1.text.ko?.utf8.count ?? 0) + ($1.text.en?.utf8.count ?? 0)
    }
    var workers = (0..<workerCount).map { _ in RecordAnalyzer(glossary: glossary, concepts: conceptNames, textBytes: textBytes) }
    // Per record, the worker that analyzed it and its number among that worker's records.
    var places = [(worker: Int32, index: Int32)](repeating: (0, 0), count: items.count)
    let claimed = Atomic<Int>(0)
    let chunk = 16
    places.withUnsafeMutableBufferPointer { places in
      workers.withUnsafeMutableBufferPointer { workers in
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
          while case let first = claimed.wrappingAdd(chunk, ordering: .relaxed).oldValue, first < items.count {
            for index in first..<min(items.count, first + chunk) {
              let item = items[index]
              let guideline = knowledgeBase.guidelines[Int(item.guideline)]
              let section = guideline.sections[Int(item.section)]
              let record = section.records[Int(item.record)]
              places[index] = (Int32(worker), Int32(workers[worker].fields.ends.count))
              workers[worker].add(
                record, title: Int(item.title), titleText: titles[Int(item.title)],
                section: sectionFlags[Int(item.title)] | IndexBuilder.statementFlags(of: record)
                  | IndexBuilder.scopeFlags(of: record, in: guideline),
                stored: StoredRecord(
                  id: record.id, guideline: guideline.slug, guidelineTitle: guideline.title, section: section.heading,
                  kind: record.kind, platforms: record.platforms, text: record.text))
            }
          }
        }
      }
    }
    // Per worker, the index's number of each of its term numbers.
    var globals: [[Int32]] = []
    for worker in workers {
      let table = worker.terms.table
      globals.append((0..<Int32(table.count)).map { local in table.withBytes(of: local) { terms.number(ofBytes: $0) } })
    }
    // The loanword table, from the English words the records use.
    var latinWords: [(word: String, stem: String)] = []
    var seenWords: Set<String> = []
    for worker in workers {
      worker.forEachLatinWord { word, stem in
        if seenWords.insert(word).inserted { latinWords.append((word, stem)) }
      }
    }
    let loanwords = LoanwordIndex.table(words: latinWords)
    // Each word with bigrams gets a combined entry: one list for what the word and its bigrams add.
    let combined = CombinedEntry.sums(adding: &terms, parameters: parameters)
    let fields = workers.map(\.fields)
    workers = []
    return IndexFileWriter(
      fields: consume fields, places: places, globals: globals, terms: terms, combined: combined,
      parameters: parameters, conceptNames: concepts.table, loanwords: loanwords
    ).write(fingerprint: knowledgeBase.contentFingerprint)
  }

  /// The `RecordFlags` a rule's own statement sets (`StatementCues`): the questions it answers.
  /// An explanation that leads with an instruction ("가능한 한 나중에 로그인하도록 하십시오.": a rule
  /// its page did not set in bold, so the ingester could not tell) answers them as a rule does.
  static func statementFlags(of record: Record) -> UInt8 {
    if record.kind == .rule { return StatementCues.flags(of: record.statement) }
    guard record.kind == .explanation, let lead = RuleStatement.statement(of: record.text),
      lead.ko?.hasSuffix(StatementCues.koreanInstruction) == true
    else { return 0 }
    return StatementCues.flags(of: lead)
  }

  /// `RecordFlags.platform` for a record outside a platform section whose own text limits it to
  /// some of its page's platforms ("In iPadOS and macOS apps, …": `StatedPlatforms` in the
  /// ingester): it is as much about those platforms as a platform section's record is.
  static func scopeFlags(of record: Record, in guideline: Guideline) -> UInt8 {
    guard !record.platforms.isEmpty else { return 0 }
    let stated = guideline.platforms.supported
    let page = stated.isEmpty ? Platform.allCases : stated
    return record.platforms.count < page.count && record.platforms.allSatisfy(page.contains) ? RecordFlags.platform : 0
  }

  /// The `RecordFlags` of `section`: a platform's section (also one nested in it, which keeps its
  /// platforms), or one about the page rather than guidance (Resources, Change log, and the
  /// headings under them: `underReference`).
  static func flags(of section: Section, underReference: Bool) -> UInt8 {
    var flags: UInt8 = 0
    if section.kind == .platform || !section.platforms.isEmpty { flags |= RecordFlags.platform }
    if underReference { flags |= RecordFlags.reference }
    return flags
  }
}
