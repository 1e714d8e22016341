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
}
