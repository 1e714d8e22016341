import Dispatch
import HIGModel

/// Writes the index file of analyzed records in file order, one named step per part: the header,
/// the core (counts, averages, constants, section table, attributes, record and term tables, term
/// strings, concept names, loanword table), the stored records, the postings and the combined
/// entries' postings; then the payload's length and checksum, which the header left room for.
///
/// One buffer, written front to back; tables are reserved first and patched once their targets
/// exist. Record `r` is the `places[r].index`th record of `fields[places[r].worker]`, and worker
/// `w`'s term `t` is the index's term `globals[w][t]` in `terms` (see `IndexBuilder.build`).
struct IndexFileWriter {
  private var fields: [RecordFields]
  private let places: [(worker: Int32, index: Int32)]
  private let terms: TermTable
  /// The combined entries (`CombinedEntry.Sum`), whose lists are sums of their parts' lists.
  private let combined: [CombinedEntry.Sum]
  /// Per file rank, whether the term is a combined entry's key.
  private let isCombined: [Bool]
  private let parameters: ScoringParameters
  /// The terminology's names table (`ConceptNames`), stored as is at the end of the core.
  private let conceptNames: [UInt8]
  /// The loanword table (`LoanwordReading`), stored after it.
  private let loanwords: [UInt8]
  /// Per field, the mean length over all records (BM25F's normalisation).
  private let averages: [Double]
  /// Per record, its field lengths as the file stores them (u16): what contributions are computed from.
  private let storedLengths: [FieldCounts]
  /// The file's term order (term numbers sorted by their bytes).
  private let order: [Int32]
  /// Each term number's rank in `order`.
  private let rankOfTerm: [Int32]
  /// Per worker, the file rank of each of its term numbers.
  private let ranks: [[Int32]]
  /// Where each term's list starts among all postings, by rank; the last entry is the total. The
  /// first half of a counting sort, whose second half writes the postings straight into the file.
  private let starts: [Int]
  /// Bytes per record number in postings lists (2 or 4).
  private let width: Int
  private var file = ByteWriter()
  /// Where the postings start in `file`, once `writePostings` has made room for them.
  private var postingsStart = 0

  /// Where the header's reserved fields and the payload are.
  private struct Header {
    var lengthAt: Int
    var checksumAt: Int
    /// Where the payload starts: every offset in the file counts from here.
    var payload: Int
  }

  /// Where the core's tables are, for the steps that fill them.
  private struct Core {
    var recordTable: Int
    var termTable: Int
    var end: Int
  }

  init(
    fields: consuming [RecordFields], places: [(worker: Int32, index: Int32)], globals: [[Int32]], terms: TermTable,
    combined: [CombinedEntry.Sum], parameters: ScoringParameters, conceptNames: [UInt8], loanwords: [UInt8]
  ) {
    self.conceptNames = conceptNames
    self.loanwords = loanwords
    self.places = places
    self.terms = terms
    self.combined = combined
    self.parameters = parameters
    let lengths = places.map { place in
      let length = fields[Int(place.worker)].lengths[Int(place.index)]
      return [length.0, length.1, length.2, length.3]
    }
    let recordCount = places.count
    averages = (0..<IndexField.allCases.count).map { field in
      recordCount == 0 ? 0 : Double(lengths.reduce(0) { $0 + $1[field] }) / Double(recordCount)
    }
    storedLengths = lengths.map { length -> FieldCounts in
      func clamp(_ value: Int) -> UInt16 { UInt16(min(value, Int(UInt16.max))) }
      return (clamp(length[0]), clamp(length[1]), clamp(length[2]), clamp(length[3]))
    }
    order = terms.sortedNumbers()
    var position = [Int32](repeating: 0, count: terms.count)
    for (rank, term) in order.enumerated() { position[Int(term)] = Int32(rank) }
    let ranks = globals.map { global in global.map { position[Int($0)] } }
    rankOfTerm = position
    var starts = [Int](repeating: 0, count: terms.count + 1)
    for worker in fields.indices {
      for posting in fields[worker].postings { starts[Int(ranks[worker][Int(posting.term)]) + 1] += 1 }
    }
    // A combined entry lists each record that has any of its parts: counted record by record.
    var entriesOfPart = [[Int32]](repeating: [], count: terms.count)
    var isCombined = [Bool](repeating: false, count: terms.count)
    for (number, sum) in combined.enumerated() {
      isCombined[Int(position[Int(sum.key)])] = true
      for part in sum.parts { entriesOfPart[Int(position[Int(part.term)])].append(Int32(number)) }
    }
    var lastRecord = [Int](repeating: -1, count: combined.count)
    for record in 0..<places.count where !combined.isEmpty {
      let worker = Int(places[record].worker)
      for index in fields[worker].postings(of: Int(places[record].index)) {
        for number in entriesOfPart[Int(ranks[worker][Int(fields[worker].postings[index].term)])]
        where lastRecord[Int(number)] != record {
          lastRecord[Int(number)] = record
          starts[Int(position[Int(combined[Int(number)].key)]) + 1] += 1
        }
      }
    }
    for rank in 0..<terms.count { starts[rank + 1] += starts[rank] }
    self.isCombined = isCombined
    self.ranks = ranks
    self.starts = starts
    width = SearchIndex.recordNumberWidth(recordCount: recordCount)
    self.fields = fields
  }

  private var recordCount: Int { places.count }
  private var postingCount: Int { starts[terms.count] }

  /// The whole file.
  consuming func write(fingerprint: String) -> [UInt8] {
    reserveRoom()
    let header = writeHeader(fingerprint: fingerprint)
    let core = writeCore(payload: header.payload)
    writeStoredRecords(payload: header.payload, recordTable: core.recordTable)
    writePostings(payload: header.payload, termTable: core.termTable)
    writeCombinedEntries(payload: header.payload, termTable: core.termTable)
    file.patch(u64: UInt64(file.bytes.count - header.payload), at: header.lengthAt)
    file.patch(u64: file.bytes[header.payload..<core.end].withUnsafeBytes { Checksum.of($0) }, at: header.checksumAt)
    return file.bytes
  }

  /// Room for the whole file (growing it would copy it): header, attributes and record table,
  /// term table and strings (rounded up), stored records, postings.
  private mutating func reserveRoom() {
    file.bytes.reserveCapacity(
      512 + conceptNames.count + loanwords.count + recordCount * (12 + SearchIndex.recordEntryWidth) + terms.count * (SearchIndex.termEntryWidth + 64)
        + fields.reduce(0) { $0 + $1.stored.bytes.count } + postingCount * (4 + width))
  }

  /// Magic, version, room for the payload's length and checksum, the content fingerprint.
  private mutating func writeHeader(fingerprint: String) -> Header {
    file.bytes += IndexFormat.magic
    file.u32(UInt32(IndexFormat.version))
    let lengthAt = file.reserve(8)
    let checksumAt = file.reserve(8)
    let fingerprintBytes = Array(fingerprint.utf8.prefix(255))
    file.u8(UInt8(fingerprintBytes.count))
    file.bytes += fingerprintBytes
    return Header(lengthAt: lengthAt, checksumAt: checksumAt, payload: file.bytes.count)
  }

  /// Counts, averages, constants, section offsets, attributes, room for the record table, the term
  /// table and the term strings: what the checksum in the header covers.
  private mutating func writeCore(payload: Int) -> Core {
    file.u32(UInt32(recordCount))
    file.u32(UInt32(terms.count))
    for average in averages { file.f64(average) }
    for constant in parameters.indexConstants { file.f64(constant) }
    // What the combined entries were summed with: their unit (0: none) and the word's and a
    // bigram's weight, which a search's must equal for it to use them.
    let combinedUnit = combined.isEmpty ? nil : CombinedEntry.unit(parameters: parameters)
    file.f64(combinedUnit ?? 0)
    file.f64(parameters.wordWeight)
    file.f64(parameters.gramWeight)
    let sectionTable = file.reserve(24)
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
      file.u8(attributes.section)
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
    file.patch(u32: UInt32(file.bytes.count - payload), at: sectionTable + 12)
    file.bytes += conceptNames
    file.patch(u32: UInt32(file.bytes.count - payload), at: sectionTable + 16)
    file.bytes += loanwords
    let end = file.bytes.count
    file.patch(u32: UInt32(end - payload), at: sectionTable + 20)
    return Core(recordTable: recordTable, termTable: termTable, end: end)
  }

  /// The records' stored data, encoded and checksummed by the workers, copied in record order; then
  /// freed, before the postings grow the file.
  private mutating func writeStoredRecords(payload: Int, recordTable: Int) {
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
    for worker in fields.indices { fields[worker].stored = ByteWriter() }
  }

  /// Per term: its contributions in whole units (u32 each, `ScoringParameters.contributionUnit`),
  /// then its record numbers, fixed width, and its entry in the term table. Each list's place follows from the document frequencies, so the postings are
  /// written straight into it from the records' lists, in record order (which keeps each list in
  /// record order), on as many threads as there were workers: each takes a run of terms with about
  /// the same number of postings and skips the others'.
  private mutating func writePostings(payload: Int, termTable: Int) {
    let workerCount = fields.count
    let (fields, places, ranks, starts, storedLengths) = (fields, places, ranks, starts, storedLengths)
    let (recordCount, termCount, postingCount, width) = (recordCount, terms.count, postingCount, width)
    let scorer = FieldScorer(averageLengths: averages, parameters: parameters)
    let idfs = (0..<termCount).map { rank in
      FieldScorer.inverseDocumentFrequency(starts[rank + 1] - starts[rank], recordCount: recordCount)
    }
    let postingsStart = file.bytes.count
    file.bytes.append(contentsOf: repeatElement(0, count: postingCount * (4 + width)))
    var parts = [0]
    for part in 1..<workerCount {
      parts.append(min(termCount, starts.firstIndex { $0 >= postingCount * part / workerCount } ?? termCount))
    }
    parts.append(termCount)
    let isCombined = isCombined
    file.bytes.withUnsafeMutableBytes { file in
      DispatchQueue.concurrentPerform(iterations: workerCount) { part in
        let own = parts[part]..<parts[part + 1]
        // Per term, how many of its postings are written.
        var written = [Int](repeating: 0, count: termCount)
        for record in 0..<recordCount {
          let worker = Int(places[record].worker)
          for index in fields[worker].postings(of: Int(places[record].index)) {
            let posting = fields[worker].postings[index]
            let rank = Int(ranks[worker][Int(posting.term)])
            guard own.contains(rank) else { continue }
            let nth = written[rank]
            written[rank] += 1
            let score = scorer.score(counts: posting.counts, lengths: storedLengths[record], idf: idfs[rank])
            IndexFileWriter.store(
              units: UInt32(score * ScoringParameters.contributionUnit), record: record, as: nth,
              of: starts[rank + 1] - starts[rank], at: postingsStart + starts[rank] * (4 + width), width: width,
              in: file)
          }
        }
        for rank in own where !isCombined[rank] {
          IndexFileWriter.writeEntry(
            rank: rank, list: postingsStart, starts: starts, width: width, payload: payload, termTable: termTable,
            in: file)
        }
      }
    }
    self.postingsStart = postingsStart
  }

  /// Each combined entry's list: the records of any of its parts, in order, each with the sum of
  /// its parts' units times their scales, merged from the parts' lists as `writePostings` wrote
  /// them, into the room counted for it; on as many threads as there were workers.
  private mutating func writeCombinedEntries(payload: Int, termTable: Int) {
    guard !combined.isEmpty else { return }
    let (combined, ranks, starts, width, postingsStart) = (combined, rankOfTerm, starts, width, postingsStart)
    let workerCount = fields.count
    file.bytes.withUnsafeMutableBytes { file in
      DispatchQueue.concurrentPerform(iterations: workerCount) { part in
        for number in stride(from: part, to: combined.count, by: workerCount) {
          let sum = combined[number]
          let rank = Int(ranks[Int(sum.key)])
          let parts = sum.parts.map { part in
            let partRank = Int(ranks[Int(part.term)])
            return PartList(
              start: postingsStart + starts[partRank] * (4 + width), count: starts[partRank + 1] - starts[partRank],
              scale: part.scale)
          }
          PartList.merge(
            parts, into: postingsStart + starts[rank] * (4 + width), count: starts[rank + 1] - starts[rank],
            width: width, file: file)
          IndexFileWriter.writeEntry(
            rank: rank, list: postingsStart, starts: starts, width: width, payload: payload, termTable: termTable,
            in: file)
        }
      }
    }
  }

  /// Writes the `nth` of the `count` postings of the list at `list`: its units among the list's
  /// contributions, its record number among the list's records.
  @inline(__always)
  private static func store(
    units: UInt32, record: Int, as nth: Int, of count: Int, at list: Int, width: Int,
    in file: UnsafeMutableRawBufferPointer
  ) {
    file.storeBytes(of: units.littleEndian, toByteOffset: list + nth * 4, as: UInt32.self)
    let at = list + count * 4 + nth * width
    if width == 2 {
      file.storeBytes(of: UInt16(truncatingIfNeeded: record).littleEndian, toByteOffset: at, as: UInt16.self)
    } else {
      file.storeBytes(of: UInt32(truncatingIfNeeded: record).littleEndian, toByteOffset: at, as: UInt32.self)
    }
  }

  /// Fills the term table's entry of the term at `rank`: document frequency, where its postings
  /// are and how long, their checksum, the largest contribution.
  private static func writeEntry(
    rank: Int, list postingsStart: Int, starts: [Int], width: Int, payload: Int, termTable: Int,
    in file: UnsafeMutableRawBufferPointer
  ) {
    let start = postingsStart + starts[rank] * (4 + width)
    let end = postingsStart + starts[rank + 1] * (4 + width)
    let entry = termTable + rank * SearchIndex.termEntryWidth
    let checksum = UInt32(truncatingIfNeeded: Checksum.of(UnsafeRawBufferPointer(rebasing: file[start..<end])))
    file.storeBytes(
      of: UInt32(starts[rank + 1] - starts[rank]).littleEndian, toByteOffset: entry + 4, as: UInt32.self)
    file.storeBytes(of: UInt32(start - payload).littleEndian, toByteOffset: entry + 8, as: UInt32.self)
    file.storeBytes(of: UInt32(end - start).littleEndian, toByteOffset: entry + 12, as: UInt32.self)
    file.storeBytes(of: checksum.littleEndian, toByteOffset: entry + 16, as: UInt32.self)
    var largest: UInt32 = 0
    for at in stride(from: start, to: start + (starts[rank + 1] - starts[rank]) * 4, by: 4) {
      largest = max(largest, UInt32(littleEndian: file.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
    }
    file.storeBytes(of: largest.littleEndian, toByteOffset: entry + 20, as: UInt32.self)
  }
}

extension IndexFileWriter {
  /// One part's list in the file being written, read by `merge`.
  private struct PartList {
    var start: Int
    var count: Int
    var scale: UInt32

    /// Merges `parts` into the list of `count` postings at `start`: each record any part lists,
    /// in order, with the sum of the parts' units times their scales.
    static func merge(
      _ parts: [PartList], into start: Int, count: Int, width: Int, file: UnsafeMutableRawBufferPointer
    ) {
      func record(_ part: PartList, _ index: Int) -> Int {
        let at = part.start + part.count * 4 + index * width
        return width == 2
          ? Int(UInt16(littleEndian: file.loadUnaligned(fromByteOffset: at, as: UInt16.self)))
          : Int(UInt32(littleEndian: file.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
      }
      // A word has a few parts: the next record is the smallest of their current ones.
      var next = [Int](repeating: 0, count: parts.count)
      for nth in 0..<count {
        var smallest = Int.max
        for (part, index) in zip(parts, next) where index < part.count { smallest = min(smallest, record(part, index)) }
        var units: UInt32 = 0
        for number in parts.indices where next[number] < parts[number].count && record(parts[number], next[number]) == smallest {
          let part = parts[number]
          units += part.scale * UInt32(littleEndian: file.loadUnaligned(fromByteOffset: part.start + next[number] * 4, as: UInt32.self))
          next[number] += 1
        }
        IndexFileWriter.store(units: units, record: smallest, as: nth, of: count, at: start, width: width, in: file)
      }
    }
  }
}
