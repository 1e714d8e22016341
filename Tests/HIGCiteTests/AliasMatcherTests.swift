import Foundation
import HIGCite
import HIGIngest
import HIGModel
import HIGWorkspace
import TestSupport
import Testing

@Suite struct AliasMatcherTests {
  static let original = "적합할 때 모달리티를 사용하십시오."

  @Test func aRewordedRuleKeepsItsOldIDAsAnAlias() throws {
    let before = try ContentCopy.original()
    let copy = try ContentCopy()
    try copy.edit("guidelines/modality.txt") { $0.replacingFirst(Self.original, with: "적합할 때에만 모달리티를 사용하세요.") }
    let after = try copy.ingest()
    let aliases = AliasMatcher().aliases(previous: before, current: after)
    try expectTheCachedOutlineAgrees(before, after)
    let old = try #require(before.records.first { $0.text.ko?.hasPrefix(Self.original) == true }).id
    let new = try #require(after.records.first { $0.text.ko?.hasPrefix("적합할 때에만") == true }).id
    #expect(aliases.map(\.old) == [old])
    #expect(aliases.first?.new == new)
    #expect((aliases.first?.similarity ?? 0) > 0.9)
  }

  @Test func aRemovedParagraphHandsItsIDToNoOne() throws {
    let before = try ContentCopy.original()
    let copy = try ContentCopy()
    try copy.edit("guidelines/drag-and-drop.txt") { text in
      text.replacingFirst(
        text.line(containing: "필요한 경우 화면의 내용을 스크롤합니다.")!, with: "외부 디스플레이에 드롭할 때는 해상도에 맞춰 이미지를 조정합니다.")
    }
    #expect(AliasMatcher().aliases(previous: before, current: try copy.ingest()).isEmpty)
  }

  @Test func aKoreanOnlyRuleThatGainsItsEnglishOriginalKeepsItsKoreanID() throws {
    let before = try ContentCopy.original()
    let copy = try ContentCopy()
    let korean = try #require(
      try String(contentsOf: copy.url.appendingPathComponent("guidelines/modality.txt"), encoding: .utf8)
        .line(containing: "항상 모달 뷰를 닫는 버튼을 포함하십시오."))
    let english = "Always include a button that closes a modal view, such as Done or Cancel, so nobody is left stuck."
    try copy.edit("guidelines/modality.txt") { $0.replacingFirst(korean, with: "\(english)\n\(korean)") }
    let after = try copy.ingest()
    let paired = try #require(after.records.first { $0.text.en == english })
    #expect(paired.text.ko == korean)
    let old = try #require(before.records.first { $0.text.ko == korean }).id
    let aliases = AliasMatcher().aliases(previous: before, current: after)
    try expectTheCachedOutlineAgrees(before, after)
    #expect(aliases.contains { $0.old == old && $0.new == paired.id })
  }

  /// `lookup` finds a slug's first guideline only: the records of a second one with the same slug
  /// resolve to nothing, though their IDs are in the build.
  @Test func recordsOfASecondGuidelineWithTheSameSlugAreLost() throws {
    let before = try ContentCopy.original()
    var after = before
    var shadow = try #require(before.guidelines.first)
    shadow.sections = []
    after.guidelines.insert(shadow, at: 0)
    let lost = before.guidelines[0].eachRecord.map(\.id)
    #expect(!lost.isEmpty)
    #expect(lost.allSatisfy { after.lookup($0) == nil })
    #expect(AliasMatcher().unresolved(previous: before, current: after, found: []) == lost)
    try expectTheCachedOutlineAgrees(before, after)
  }

  @Test func nothingChangedMeansNoAliases() throws {
    let kb = try ContentCopy.original()
    #expect(AliasMatcher().aliases(previous: kb, current: kb).isEmpty)
  }

  @Test func theAliasFileRoundTripsThroughTheIngester() throws {
    let copy = try ContentCopy()
    let alias = Alias(
      old: RecordID(rawValue: "drag-and-drop/zzzzzz"), new: RecordID(rawValue: "drag-and-drop/s1ca72"), similarity: 0.8)
    let text = AliasFile.appending([alias], to: nil, date: Date(timeIntervalSince1970: 0))
    #expect(text.hasSuffix("drag-and-drop/zzzzzz\tdrag-and-drop/s1ca72\t1970-01-01 similarity 0.80\n"))
    #expect(AliasFile.appending([alias], to: text) == text)
    try copy.write(text, to: AliasFile.fileName)
    let kb = try copy.ingest()
    #expect(kb.aliases[alias.old] == alias.new)
    #expect(kb.lookup(alias.old)?.record.id == alias.new)
    #expect(!kb.diagnostics.contains { $0.file == AliasFile.fileName })
  }

  @Test func oldIDsAlongAChainAllLeadToTheCurrentRecord() throws {
    var kb = try ContentCopy.original()
    let current = RecordID(rawValue: "drag-and-drop/s1ca72")
    let older = RecordID(rawValue: "drag-and-drop/yyyyyy")
    let oldest = RecordID(rawValue: "drag-and-drop/zzzzzz")
    kb.aliases = [oldest: older, older: current]
    #expect(kb.oldIDs(of: current) == [older, oldest])
    #expect(kb.lookup(oldest)?.record.id == current)
  }

  @Test func aLiveRecordWinsOverAnAliasOfItsOwnID() throws {
    var kb = try ContentCopy.original()
    let live = RecordID(rawValue: "drag-and-drop/s1ca72")
    kb.aliases[live] = RecordID(rawValue: "drag-and-drop/h0q5xs")
    #expect(kb.lookup(live)?.record.id == live)
  }

  @Test(
    "scores text similarity",
    arguments: [
      ("드래그 앤 드롭을 지원합니다.", "드래그 앤 드롭을 지원합니다!", 1.0, 1.0),
      ("적합할 때 모달리티를 사용하십시오.", "적합할 때에만 모달리티를 사용하세요.", 0.6, 0.95),
      ("Provide a succinct title.", "드래그 앤 드롭을 지원합니다.", 0.0, 0.0),
    ])
  func scoresSimilarity(a: String, b: String, low: Double, high: Double) {
    let score = TextSimilarity.score(a, b)
    #expect(score >= low && score <= high, "\(score)")
  }
}

@Suite struct AliasMatcherMoveTests {
  @Test func aGuidelineGivenANewSlugKeepsEveryOldIDAsAnAlias() throws {
    let before = try ContentCopy.original()
    let copy = try ContentCopy()
    try copy.edit("guidelines.json") {
      $0.replacingFirst("\"slug\": \"modality\"", with: "\"slug\": \"modality-and-sheets\"")
    }
    let after = try copy.ingest()
    #expect(after.guideline(slug: "modality-and-sheets") != nil)
    let aliases = AliasMatcher().aliases(previous: before, current: after)
    try expectTheCachedOutlineAgrees(before, after)
    let old = before.guideline(slug: "modality")!.records.map(\.id)
    #expect(Set(aliases.map(\.old)) == Set(old))
    #expect(aliases.allSatisfy { $0.new.slug == "modality-and-sheets" && $0.new.key == $0.old.key })
  }
}

@Suite struct AliasMatcherPairingTests {
  @Test func aKoreanParagraphThatBecomesATranslationKeepsItsIDAsAnAlias() throws {
    // Before: a separator keeps the Korean paragraph from pairing with the English one above it.
    let separated = try ContentCopy()
    let english = "Offer quick actions for the tasks people repeat most."
    let korean = "사람들이 가장 자주 되풀이하는 일에 빠른 작업을"
    try separated.edit("guidelines/home-screen-quick-actions.txt") { text in
      let line = text.line(containing: english)!
      return text.replacingFirst(line + "\n", with: line + "\n자세한 내용은 아래를 참고하세요.\n")
    }
    let before = try separated.ingest()
    let koreanOnly = try #require(before.records.first { $0.text.ko?.hasPrefix(korean) == true && $0.text.en == nil })

    let after = try ContentCopy.original()
    let paired = try #require(after.records.first { $0.text.en?.hasPrefix(english) == true })
    #expect(paired.text.ko?.hasPrefix(korean) == true)
    let aliases = AliasMatcher().aliases(previous: before, current: after)
    try expectTheCachedOutlineAgrees(before, after)
    #expect(aliases.contains { $0.old == koreanOnly.id && $0.new == paired.id })
  }
}

/// A rebuild compares with an outline read from the cached file, holding the texts of the records
/// whose ID the new build lacks: it must find what the whole knowledge base finds, aliases and
/// lost IDs alike (`compare`, what the rebuild saves).
func expectTheCachedOutlineAgrees(
  _ before: KnowledgeBase, _ after: KnowledgeBase, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let matcher = AliasMatcher()
  let file = try KnowledgeBaseFile.verify(KnowledgeBaseFile.encode(before)).get()
  let bare = try KnowledgeBaseFile.outline(file, textsWhere: { _ in false }).get()
  #expect(bare.records.allSatisfy { $0.text == nil }, sourceLocation: sourceLocation)
  #expect(bare.records.map(\.id) == before.records.map(\.id), sourceLocation: sourceLocation)
  let currentIDs = AliasMatcher.ids(after)
  let outline = try KnowledgeBaseFile.outline(file, textsWhere: { !currentIDs.contains($0) }).get()
  #expect(
    outline.records.allSatisfy { ($0.text != nil) == !currentIDs.contains($0.id) }, sourceLocation: sourceLocation)
  let found = matcher.aliases(previous: before, current: after)
  var aliased = after
  for alias in found { aliased.aliases[alias.old] = alias.new }
  let compared = matcher.compare(previous: outline, current: after, currentIDs: currentIDs)
  #expect(compared.found == found, sourceLocation: sourceLocation)
  #expect(
    compared.lost == matcher.unresolved(previous: before, current: aliased, found: []), sourceLocation: sourceLocation)
}
