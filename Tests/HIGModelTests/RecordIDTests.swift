import Foundation
import HIGModel
import Testing

@Suite struct RecordIDTests {
  @Test func keyIgnoresWhitespaceLineBreaksPunctuationAndCase() {
    let a = RecordID(slug: "modality", text: "Provide a succinct title for each quick action.")
    let b = RecordID(slug: "modality", text: "provide a  succinct\ntitle for each quick action")
    #expect(a == b)
  }

  @Test func keyChangesWhenTheRecordsOwnTextChanges() {
    let a = RecordID(slug: "modality", text: "Provide a succinct title for each quick action.")
    let b = RecordID(slug: "modality", text: "Provide a short title for each quick action.")
    #expect(a != b)
  }

  @Test func idIsSlugSlashSixCharacterKey() throws {
    let id = RecordID(slug: "drag-and-drop", text: "알림을 적게 사용하세요.")
    #expect(id.slug == "drag-and-drop")
    #expect(id.key.count == 6)
    #expect(RecordID(id.rawValue) == id)
    #expect(RecordID(slug: "x", text: "a", disambiguator: 1).key.hasSuffix("-2"))
  }

  @Test(arguments: ["", "modality", "modality/", "Modality/abc", "../etc/abcdef", "modality/abcdeI", "a/b/c"])
  func rejectsMalformedIDs(_ text: String) {
    #expect(RecordID(text) == nil)
  }

  @Test func fullWidthAndDecomposedTextHashTheSame() {
    let composed = RecordID(slug: "x", text: "ＵＩ 모달")
    let plain = RecordID(slug: "x", text: "UI 모달".decomposedStringWithCanonicalMapping)
    #expect(composed == plain)
  }
}
