import Dispatch
import Foundation
import HIGModel
import Synchronization

/// Builds the search index of a knowledge base and serializes it to the bytes of an index file.
///
/// Each record is analyzed per field (`IndexField`) and its terms counted per field; each posting
/// stores the term's BM25F contribution to the record (`FieldScorer`), computed once here with
/// `parameters`' field weights, so a search only adds numbers. The records' display data is stored
/// alongside, so a search needs nothing else.
///
///     let bytes = IndexBuilder.build(kb)
///     let index = try SearchIndex(bytes: bytes)
public enum IndexBuilder {
  public static func build(_ knowledgeBase: KnowledgeBase, parameters: ScoringParameters = .standard) -> [UInt8] {
    let glossary = GlossaryPairs(knowledgeBase: knowledgeBase)
    // The index's own term numbers; each worker's are mapped to these.
    var terms = TermTable()

    // Records in index order, as positions in the knowledge base (copying each `Record` here
    // was a tenth of the build on one thread), with their section's number; sections' titles.
    var items: [(guideline: Int32, section: Int32, record: Int32, title: Int32)] = []
    var titles: [String] = []
    for (guidelineIndex, guideline) in knowledgeBase.guidelines.enumerated() {
      for (sectionIndex, section) in guideline.sections.enumerated() {
        titles.append(
          [guideline.title.ko, guideline.title.en, section.heading?.ko, section.heading?.en]
            .compactMap { $0 }.joined(separator: "\n"))
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
    var workers = (0..<workerCount).map { _ in RecordAnalyzer(glossary: glossary, textBytes: textBytes) }
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
    let fields = workers.map(\.fields)
    workers = []
    return serialize(
      fields: consume fields, places: places, globals: globals, terms: terms, parameters: parameters,
      fingerprint: knowledgeBase.contentFingerprint)
  }

  /// The index file of the records in `fields`, one per worker: record `r` is the
  /// `places[r].index`th of `fields[places[r].worker]`, and worker `w`'s term `t` is the index's
  /// term `globals[w][t]` in `terms`. The postings are written on as many threads as there were
  /// workers.
  static func serialize(
    fields: consuming [RecordFields], places: [(worker: Int32, index: Int32)],
    globals: [[Int32]], terms: TermTable, parameters: ScoringParameters, fingerprint: String
  ) -> [UInt8] {
    let workerCount = fields.count
    let recordCount = places.count
    let lengths = places.map { place in
      let length = fields[Int(place.worker)].lengths[Int(place.index)]
      return [length.0, length.1, length.2, length.3]
    }
    let fieldCount = IndexField.allCases.count
    let averages = (0..<fieldCount).map { field in
      recordCount == 0 ? 0 : Double(lengths.reduce(0) { $0 + $1[field] }) / Double(recordCount)
    }
    // Lengths as the file stores them (u16), which is what contributions are computed from.
    let storedLengths = lengths.map { length -> FieldCounts in
      func clamp(_ value: Int) -> UInt16 { UInt16(min(value, Int(UInt16.max))) }
      return (clamp(length[0]), clamp(length[1]), clamp(length[2]), clamp(length[3]))
    }

    // The file's term order (by bytes), and where each term's list starts among all postings:
    // the first half of a counting sort, whose second half writes the postings straight into the
    // file below.
    let order = terms.sortedNumbers()
    var position = [Int32](repeating: 0, count: terms.count)
    for (rank, term) in order.enumerated() { position[Int(term)] = Int32(rank) }
    // Per worker, the rank of each of its term numbers.
    let ranks = globals.map { global in global.map { position[Int($0)] } }
    var starts = [Int](repeating: 0, count: terms.count + 1)
    for worker in fields.indices {
      for posting in fields[worker].postings { starts[Int(ranks[worker][Int(posting.term)]) + 1] += 1 }
    }
    for rank in 0..<terms.count { starts[rank + 1] += starts[rank] }
    let postingCount = starts[terms.count]

    // One buffer, written front to back; tables reserved first and patched once their targets exist.
    var file = ByteWriter()
    // Room for the whole file (growing it would copy it): header, attributes and record table,
    // term table and strings (rounded up), stored records, postings.
    let width = SearchIndex.recordNumberWidth(recordCount: recordCount)
    file.bytes.reserveCapacity(
      512 + recordCount * (12 + SearchIndex.recordEntryWidth) + terms.count * (SearchIndex.termEntryWidth + 64)
        + fields.reduce(0) { $0 + $1.stored.bytes.count } + postingCount * (8 + width))
    file.bytes += IndexFormat.magic
    file.u32(UInt32(IndexFormat.version))
    let lengthAt = file.reserve(8)
    let checksumAt = file.reserve(8)
    let fingerprintBytes = Array(fingerprint.utf8.prefix(255))
    file.u8(UInt8(fingerprintBytes.count))
    file.bytes += fingerprintBytes
    let payload = file.bytes.count

    // The core: counts, averages, constants, section offsets, attributes, record table, term
    // table, term strings.
    file.u32(UInt32(recordCount))
    file.u32(UInt32(terms.count))
    for average in averages { file.f64(average) }
    for constant in parameters.indexConstants { file.f64(constant) }
    let sectionTable = file.reserve(16)
    // Per record, fixed width, so filters never decode a record: field lengths, then kind,
    // platform mask and language mask.
    file.patch(u32: UInt32(file.bytes.count - payload), at: sectionTable)
    for (length, place) in zip(storedLengths, places) {
      let attributes = fields[Int(place.worker)].attributes[Int(place.index)]
      file.u16(length.0)
      file.u16(length.1)
      file.u16(length.2)
      file.u16(length.3)
      file.u8(attributes.kind)
      file.u8(attributes.platforms)
      file.u8(attributes.languages)
      file.u8(0)
    }
    file.patch(u32: UInt32(file.bytes.count - payload), at: sectionTable + 4)
    let recordTable = file.reserve(recordCount * SearchIndex.recordEntryWidth)
    file.patch(u32: UInt32(file.bytes.count - payload), at: sectionTable + 8)
    let termTable = file.reserve(terms.count * SearchIndex.termEntryWidth)
    for (rank, term) in order.enumerated() {
      file.patch(u32: UInt32(file.bytes.count - payload), at: termTable + rank * SearchIndex.termEntryWidth)
      terms.withBytes(of: term) { bytes in
        file.varint(bytes.count)
        file.bytes.append(contentsOf: bytes)
      }
    }
    let coreEnd = file.bytes.count
    file.patch(u32: UInt32(coreEnd - payload), at: sectionTable + 12)

    // The records' stored data, encoded and checksummed by the workers, copied in record order.
    for (index, place) in places.enumerated() {
      let worker = Int(place.worker)
      let start = file.bytes.count
      let range = fields[worker].storedBytes(of: Int(place.index))
      file.bytes.append(contentsOf: fields[worker].stored.bytes[range])
      let at = recordTable + index * SearchIndex.recordEntryWidth
      file.patch(u32: UInt32(start - payload), at: at)
      file.patch(u32: UInt32(range.count), at: at + 4)
      file.patch(u32: fields[worker].storedChecksums[Int(place.index)], at: at + 8)
    }
    // Freed before the postings section grows the file.
    for worker in fields.indices { fields[worker].stored = ByteWriter() }

    // Per term: its contributions (f64 each), then its record numbers, fixed width. Each list's
    // place follows from the document frequencies, so the postings are written straight into it
    // from the records' lists, in record order (which keeps each list in record order), on
    // several threads: each takes a run of terms with about the same number of postings and
    // skips the others'.
    let scorer = FieldScorer(averageLengths: averages, parameters: parameters)
    let idfs = (0..<terms.count).map { rank in
      FieldScorer.inverseDocumentFrequency(starts[rank + 1] - starts[rank], recordCount: recordCount)
    }
    let postingsStart = file.bytes.count
    file.bytes.append(contentsOf: repeatElement(0, count: postingCount * (8 + width)))
    var parts = [0]
    for part in 1..<workerCount {
      parts.append(min(terms.count, starts.firstIndex { $0 >= postingCount * part / workerCount } ?? terms.count))
    }
    parts.append(terms.count)
    file.bytes.withUnsafeMutableBytes { file in
      DispatchQueue.concurrentPerform(iterations: workerCount) { part in
        let own = parts[part]..<parts[part + 1]
        // Per term, how many of its postings are written.
        var written = [Int](repeating: 0, count: terms.count)
        for record in 0..<recordCount {
          let worker = Int(places[record].worker)
          for index in fields[worker].postings(of: Int(places[record].index)) {
            let posting = fields[worker].postings[index]
            let rank = Int(ranks[worker][Int(posting.term)])
            guard own.contains(rank) else { continue }
            let list = postingsStart + starts[rank] * (8 + width)
            let count = starts[rank + 1] - starts[rank]
            let nth = written[rank]
            written[rank] += 1
            let score = scorer.score(counts: posting.counts, lengths: storedLengths[record], idf: idfs[rank])
            file.storeBytes(of: score.bitPattern.littleEndian, toByteOffset: list + nth * 8, as: UInt64.self)
            let at = list + count * 8 + nth * width
            if width == 2 {
              file.storeBytes(of: UInt16(truncatingIfNeeded: record).littleEndian, toByteOffset: at, as: UInt16.self)
            } else {
              file.storeBytes(of: UInt32(truncatingIfNeeded: record).littleEndian, toByteOffset: at, as: UInt32.self)
            }
          }
        }
        for rank in own {
          let start = postingsStart + starts[rank] * (8 + width)
          let end = postingsStart + starts[rank + 1] * (8 + width)
          let entry = termTable + rank * SearchIndex.termEntryWidth
          let checksum = UInt32(truncatingIfNeeded: Checksum.of(UnsafeRawBufferPointer(rebasing: file[start..<end])))
          file.storeBytes(
            of: UInt32(starts[rank + 1] - starts[rank]).littleEndian, toByteOffset: entry + 4, as: UInt32.self)
          file.storeBytes(of: UInt32(start - payload).littleEndian, toByteOffset: entry + 8, as: UInt32.self)
          file.storeBytes(of: UInt32(end - start).littleEndian, toByteOffset: entry + 12, as: UInt32.self)
          file.storeBytes(of: checksum.littleEndian, toByteOffset: entry + 16, as: UInt32.self)
        }
      }
    }
    file.patch(u64: UInt64(file.bytes.count - payload), at: lengthAt)
    file.patch(u64: file.bytes[payload..<coreEnd].withUnsafeBytes { Checksum.of($0) }, at: checksumAt)
    return file.bytes
  }
}
