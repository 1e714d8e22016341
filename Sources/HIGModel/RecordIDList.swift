/// A list of record IDs that may be held as record numbers into one table of IDs shared by many
/// lists: what a glossary term's occurrences are.
///
/// At x100 the glossary lists about 3.4 million occurrences; as IDs each takes 16 bytes (and a
/// reference count to keep), as numbers 4, with one table for all of them (docs/benchmarks.md,
/// "What each design choice buys"). A list made from IDs keeps them as they are.
///
///     let table = RecordIDList.Table(knowledgeBase.eachRecord.map(\.id))
///     let uses = RecordIDList(numbers: [0, 7], in: table)   // the first and the eighth record's IDs
public struct RecordIDList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
  /// Record IDs numbered by their place, shared by the lists that hold numbers into it.
  public final class Table: Sendable {
    public let ids: [RecordID]
    public init(_ ids: [RecordID]) { self.ids = ids }
  }

  private enum Storage: Sendable {
    case ids([RecordID])
    case numbers([Int32], Table)
  }

  private var storage: Storage

  public init(_ ids: [RecordID]) { storage = .ids(ids) }

  public init(arrayLiteral ids: RecordID...) { storage = .ids(ids) }

  /// The IDs at `numbers` of `table`; each number must be one of the table's indices.
  public init(numbers: [Int32], in table: Table) { storage = .numbers(numbers, table) }

  public var startIndex: Int { 0 }

  public var endIndex: Int {
    switch storage {
    case .ids(let ids): ids.count
    case .numbers(let numbers, _): numbers.count
    }
  }

  public subscript(position: Int) -> RecordID {
    switch storage {
    case .ids(let ids): ids[position]
    case .numbers(let numbers, let table): table.ids[Int(numbers[position])]
    }
  }

  public static func == (lhs: RecordIDList, rhs: RecordIDList) -> Bool { lhs.elementsEqual(rhs) }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for id in self { hasher.combine(id) }
  }
}

extension RecordIDList: Codable {
  public init(from decoder: Decoder) throws {
    storage = .ids(try decoder.singleValueContainer().decode([RecordID].self))
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Array(self))
  }
}
