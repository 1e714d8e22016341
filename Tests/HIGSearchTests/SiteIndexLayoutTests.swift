import HIGModel
import Testing

@testable import HIGSearch

/// The site's index layout, which the writer (HIGSite) and the browser's core both follow.
@Suite struct SiteIndexLayoutTests {
  /// The chunk key as first written, over Unicode scalars: the oracle for the byte version.
  static func chunkOverScalars(of term: String, count: Int, hangul: Int) -> Int {
    let isCombined = term.hasPrefix(SiteIndexLayout.combinedPrefix)
    let bare =
      isCombined
      ? term.dropFirst(SiteIndexLayout.combinedPrefix.count)
      : term.hasPrefix(Analyzer.gramPrefix) ? term.dropFirst(Analyzer.gramPrefix.count) : Substring(term)
    let isHangul = bare.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
    let key = isHangul && !isCombined ? String(String.UnicodeScalarView(bare.unicodeScalars.prefix(2))) : term
    var hash: UInt32 = 0x811C_9DC5
    for byte in key.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    guard hangul > 0, hangul < count else { return Int(hash % UInt32(max(1, count))) }
    return isHangul ? Int(hash % UInt32(hangul)) : hangul + Int(hash % UInt32(count - hangul))
  }

  @Test(arguments: [
    "드래그", "~드래", "~래그", "드", "~드", "가", "힣", "힣a", "가é", "가😀", "가日本", "~가😀x", "ㄱ", "drag", "~dr",
    "uipresentationcontroller", "日本", "", "~", "~~드래", "é드래", "ퟤ", "=드래그", "=가", "=", "=日本", "~=가", "=~가",
  ])
  func theChunkOfATermIsTheOneItsScalarsGive(term: String) {
    for (count, hangul) in [(1, 0), (8, 0), (997, 0), (10_007, 0), (8, 3), (997, 400), (5, 5), (5, 9)] {
      #expect(
        SiteIndexLayout.chunk(of: term, count: count, hangul: hangul)
          == Self.chunkOverScalars(of: term, count: count, hangul: hangul), "\(count), \(hangul)")
    }
    #expect(SiteIndexLayout.isHangulInitial(term) == (SiteIndexLayout.chunk(of: term, count: 2, hangul: 1) == 0))
  }

  @Test func aKoreanWordCostsAtMostOneChunkMoreThanAnEnglishOne() {
    // With many chunks, distinct keys land in distinct chunks; a word shares its key with its first bigram.
    for (terms, chunks) in [
      (["작업", "~작업"], 1), (["드래그", "~드래", "~래그"], 2), (["drag"], 1), (["quick", "action"], 2),
    ] {
      #expect(Set(terms.map { SiteIndexLayout.chunk(of: $0, count: 10_007) }).count == chunks, "\(terms)")
    }
  }

  @Test func filesAreNamedByChunkTierAndRecordGroup() {
    let layout = SiteIndexLayout(chunkCount: 997, hangulChunkCount: 400, recordGroup: 4)
    let chunk = SiteIndexLayout.chunk(of: "=드래그", count: 997, hangul: 400)
    #expect(layout.firstTierFile(of: "=드래그") == "t/\(chunk)")
    #expect(layout.tierFile(of: "=드래그", depth: 2) == "p/\(chunk)-2")
    #expect(layout.recordFile(of: 13) == ("r/3", 1))
  }

  @Test func aNameGoesToTheChunkOfItsFirstWordAndOfItsConcept() {
    let layout = SiteIndexLayout(chunkCount: 997, hangulChunkCount: 400, recordGroup: 4)
    let table = ConceptNames.table([("탭 바", "#tab-bar"), ("tab bar", "#tab-bar"), ("작업", "#action"), ("작업", "#task")])
    let cut = layout.conceptNames(table)
    func names(in term: String) -> [UInt8] { cut[layout.chunk(of: term)] ?? [] }
    // Where a query's words look their names up: the chunk of each name's first word.
    names(in: "탭").withUnsafeBytes { #expect(ConceptNames.concepts(of: "탭 바", in: $0) == ["#tab-bar"]) }
    names(in: "tab").withUnsafeBytes { #expect(ConceptNames.concepts(of: "tab bar", in: $0) == ["#tab-bar"]) }
    names(in: "작업").withUnsafeBytes { #expect(ConceptNames.concepts(of: "작업", in: $0) == ["#action", "#task"]) }
    // Where a query that matched a concept finds every name to mark: the concept's chunk.
    names(in: "#tab-bar").withUnsafeBytes { #expect(ConceptNames.names(of: ["#tab-bar"], in: $0) == ["tab bar", "탭 바"]) }
    names(in: "#task").withUnsafeBytes { #expect(ConceptNames.names(of: ["#task"], in: $0) == ["작업"]) }
    // Every line is somewhere, and all the chunks' tables merged are the table again.
    let merged = cut.values.reduce([UInt8]()) { SortedLines.merged($0, $1[...]) }
    #expect(merged == table)
  }

  @Test func aPostingCarriesTheFlagsThatRankItWithoutBoostsOrFilters() {
    let parameters = ScoringParameters.standard
    for kind in RecordKind.allCases {
      for section in [UInt8(0), RecordFlags.reference, RecordFlags.platform | RecordFlags.timing, 63] {
        let flags = SiteIndexLayout.flags(platforms: 0b10110, languages: 3, kind: kind, section: section)
        let all = SiteIndexLayout.attributes(ofFlags: flags)
        let ranking = SiteIndexLayout.attributes(ofFlags: SiteIndexLayout.rankingFlags(flags))
        #expect(ranking.kind == (kind == .rule || kind == .figure ? kind : .explanation))
        #expect(ranking.platforms == 0 && ranking.languages == 0)
        // A postings file keeps them as one of six classes.
        let rankingFlags = SiteIndexLayout.rankingFlags(flags)
        let number = SiteIndexLayout.rankingClass(of: rankingFlags)
        #expect(number < SiteIndexLayout.rankingClasses && SiteIndexLayout.rankingFlags(ofClass: number) == rankingFlags)
        let shown = SiteIndexLayout.attributes(ofFlags: SiteIndexLayout.shownFlags(flags))
        #expect(shown.kind == kind && shown.platforms == 0b10110, "a hit shows its kind and platforms")
        #expect(
          parameters.recordFactor(kind: ranking.kind, section: ranking.section, platforms: 0, boosted: 0, asks: 0)
            == parameters.recordFactor(kind: all.kind, section: all.section, platforms: all.platforms, boosted: 0, asks: 0))
      }
    }
  }

  @Test func aRecordsFlagsReadBackAsWritten() {
    for kind in RecordKind.allCases {
      for (platforms, languages) in [(UInt8(0), UInt8(1)), (0b101, 3), (0b111111, 2)] {
        let flags = SiteIndexLayout.flags(platforms: platforms, languages: languages, kind: kind)
        let attributes = SiteIndexLayout.attributes(ofFlags: flags)
        #expect(attributes.platforms == platforms && attributes.languages == languages && attributes.kind == kind)
      }
    }
  }
}
