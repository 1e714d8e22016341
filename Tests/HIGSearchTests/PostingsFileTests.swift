import Testing

@testable import HIGSearch

/// The binary postings files of the site's index: what the writer appends, the browser's core
/// reads back exactly, and a damaged file gives no list rather than a wrong one.
@Suite struct PostingsFileTests {
  @Test func listsReadBackAsWrittenRunsAndAll() {
    var file = PostingsFile()
    // Best first, then by record: runs of one contribution, records ascending within a run.
    let drag = [
      (record: 3, units: 900, flags: 256), (record: 40, units: 900, flags: 256), (record: 0, units: 512, flags: 0),
      (record: 70_000, units: 1, flags: 8448),
    ]
    file.append(term: "드래그", maxima: [300, 12], postings: drag)
    file.append(term: "=드래그", maxima: [], postings: [(record: 9, units: 4096, flags: 0)])
    file.append(term: "drag", maxima: [], postings: [(record: Int, units: Int, flags: Int)]())
    let list = PostingsFile.list(of: "드래그", in: file.bytes)
    #expect(list?.maxima == [300, 12])
    #expect(list?.records == drag.map(\.record))
    #expect(list?.units == drag.map { Double($0.units) })
    #expect(list?.flags == drag.map(\.flags))
    #expect(PostingsFile.list(of: "=드래그", in: file.bytes)?.records == [9])
    #expect(PostingsFile.list(of: "drag", in: file.bytes)?.records == [])
    #expect(PostingsFile.list(of: "드래", in: file.bytes) == nil, "a prefix of a term is not the term")
    // 23 bytes of terms; three runs for four postings, a contribution and flags written once per run.
    #expect(file.bytes.count <= 66)
  }

  @Test func theNamesAtTheFileStartReadBackAndLeaveTheListsAsTheyWere() {
    var file = PostingsFile()
    file.append(term: "tab", maxima: [7], postings: [(record: 2, units: 9, flags: 0), (record: 5, units: 3, flags: 0)])
    #expect(PostingsFile.names(in: file.bytes) == [], "a file without names")
    file.names = ConceptNames.table([("tab bar", "#tab-bar"), ("tab", "#tab")])
    #expect(PostingsFile.names(in: file.bytes).map(Array.init) == file.names)
    #expect(
      PostingsFile.list(of: "tab", in: file.bytes)
        == PostingsFile.List(maxima: [7], records: [2, 5], units: [9, 3], flags: [0, 0]))
    #expect(PostingsFile.list(of: "#tab", in: file.bytes) == nil, "a name is no list")
    // Cut inside the names: neither the names nor a list.
    let cut = Array(file.bytes.prefix(5))
    #expect(PostingsFile.names(in: cut) == nil && PostingsFile.list(of: "tab", in: cut) == nil)
  }

  @Test func postingsOfOneContributionAndOneFlagsValueShareARun() {
    // Records of one contribution, by flags, then by record (`SiteSearchIndex.byFlags`): one run
    // for each flags value, each with its records ascending.
    let postings = [(record: 4, units: 50, flags: 256), (record: 9, units: 50, flags: 256), (record: 1, units: 50, flags: 1792)]
    var split = PostingsFile()
    split.append(term: "tab", maxima: [], postings: postings)
    var one = PostingsFile()
    one.append(term: "tab", maxima: [], postings: postings.map { (record: $0.record, units: $0.units, flags: 256) })
    #expect(PostingsFile.list(of: "tab", in: split.bytes)?.flags == [256, 256, 1792])
    #expect(PostingsFile.list(of: "tab", in: split.bytes)?.records == [4, 9, 1])
    // A second run costs its three numbers (here 4 bytes), not a number per record.
    #expect(split.bytes.count - one.bytes.count <= 4)
  }

  @Test func aFileCutShortHoldsNoList() {
    var file = PostingsFile()
    file.append(term: "tab", maxima: [], postings: (0..<200).map { (record: $0 * 3, units: 1000 - $0, flags: $0 % 3) })
    for length in [0, 1, 5, file.bytes.count / 2, file.bytes.count - 1] {
      #expect(PostingsFile.list(of: "tab", in: Array(file.bytes.prefix(length))) == nil, "\(length) bytes")
    }
    #expect(PostingsFile.list(of: "tab", in: file.bytes)?.records.count == 200)
  }
}
