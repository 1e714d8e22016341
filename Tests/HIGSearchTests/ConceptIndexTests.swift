import HIGModel
import Testing

@testable import HIGSearch

/// The terminology's names as the index matches them: as written, stemmed, and glued.
@Suite struct ConceptIndexTests {
  static let terminology = Terminology(concepts: [
    TermConcept(english: ["floor panel"], korean: "바닥 패널", variants: ["바닥판"], status: .official),
    TermConcept(english: ["pin board"], korean: "핀 보드", status: .common),
    TermConcept(english: ["pinboard"], korean: "핀보드", status: .official),
  ])

  @Test func aKoreanNameOfSeveralWordsIsFoundGluedToo() {
    let concepts = ConceptIndex(terminology: Self.terminology)
    concepts.table.withUnsafeBytes { table in
      #expect(ConceptNames.concepts(of: "바닥 패널", in: table) == ["#floor-panel"])
      #expect(ConceptNames.concepts(of: "바닥패널", in: table) == ["#floor-panel"])
      #expect(ConceptNames.concepts(of: "바닥판", in: table) == ["#floor-panel"])
    }
  }

  @Test func aConceptNamedSoAsWrittenKeepsTheGluedForm() {
    let concepts = ConceptIndex(terminology: Self.terminology)
    concepts.table.withUnsafeBytes { table in
      #expect(ConceptNames.concepts(of: "핀보드", in: table) == ["#pinboard"])
      #expect(ConceptNames.concepts(of: "핀 보드", in: table) == ["#pin-board"])
    }
  }

  @Test func onlyHangulNamesAreGlued() {
    #expect(ConceptIndex.glued(["바닥", "패널"]) == "바닥패널")
    #expect(ConceptIndex.glued(["floor", "panel"]) == nil)
    #expect(ConceptIndex.glued(["ios", "설정"]) == nil)
    #expect(ConceptIndex.glued(["패널"]) == nil)
  }

  @Test func aTypeAPageDocumentsNamesThePagesConcept() {
    let terminology = Terminology(concepts: [
      TermConcept(english: ["floor panel"], korean: "바닥 패널", status: .official, topic: "floor-panels"),
      TermConcept(english: ["panel"], korean: "패널", status: .official, topic: "panels"),
    ])
    let concepts = ConceptIndex(
      terminology: terminology, documentedAPI: ["floor-panels": ["UIFloorPanel"], "panels": ["Panel"]])
    concepts.table.withUnsafeBytes { table in
      #expect(ConceptNames.concepts(of: "uifloorpanel", in: table) == ["#floor-panel"])
      // A name that already names a concept stays that concept's.
      #expect(ConceptNames.concepts(of: "panel", in: table) == ["#panel"])
    }
  }

  @Test func aNameHoldingAnotherConceptsNameOfSeveralWordsNamesItToo() {
    let terminology = Terminology(concepts: [
      TermConcept(english: ["floor panel"], korean: "바닥 패널", status: .official),
      TermConcept(english: ["Heated floor panels"], korean: "온열 바닥 패널", status: .harvested),
      TermConcept(english: ["heated"], korean: "온열", status: .common),
    ])
    let concepts = ConceptIndex(terminology: terminology)
    let pairs = GlossaryPairs(conceptNames: concepts.names)
    var cache = StemCache()
    let words = GlossaryPairs.analyzedWords("온열 바닥 패널을 두십시오", cache: &cache).map { word in
      word.utf8.withContiguousStorageIfAvailable { pairs.wordNumber(of: $0) } ?? -1
    }
    let found = pairs.equivalents(of: words).compactMap { $0 }
    // The heading's own concept and the floor panel inside it; not the one-word modifier.
    #expect(found == ["#heated-floor-panels", "#floor-panel"])
  }
}
