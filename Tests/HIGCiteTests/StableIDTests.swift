import Foundation
import HIGIngest
import HIGModel
import TestSupport
import Testing

/// Each stability property of record IDs (docs/Citations.md), proven on an edited copy of this
/// target's fixture content (`ContentCopy`): every record the edit did not touch keeps its ID.
@Suite struct StableIDTests {
  /// An edit of a content copy, and the texts of records it rewrites (whose IDs may change).
  struct Edit: CustomTestStringConvertible, Sendable {
    var name: String
    var rewrites: [String] = []
    /// How many records the edit adds (negative: removes); nil when not the point of the test.
    var recordDelta: Int? = 0
    var apply: @Sendable (ContentCopy) throws -> Void
    var testDescription: String { name }
  }

  static let edits: [Edit] = [
    Edit(name: "a paragraph added", recordDelta: 1) { copy in
      try copy.edit("guidelines/drag-and-drop.txt") {
        $0.replacingFirst("Providing feedback\n", with: "Providing feedback\n드래그하는 동안 원본 콘텐츠를 흐리게 표시하는 것이 좋습니다.\n")
      }
    },
    Edit(name: "a paragraph removed", rewrites: ["필요한 경우 화면의 내용을 스크롤합니다."], recordDelta: -1) { copy in
      try copy.edit("guidelines/drag-and-drop.txt") { text in
        text.replacingFirst(text.line(containing: "필요한 경우 화면의 내용을 스크롤합니다.")! + "\n", with: "")
      }
    },
    Edit(name: "two paragraphs reordered") { copy in
      try copy.edit("guidelines/drag-and-drop.txt") { text in
        let first = text.line(containing: "가능한 앱 전체에서 드래그 앤 드롭을 지원")!
        let second = text.line(containing: "드래그 앤 드롭 작업을 수행할 수 있는 다른 방법")!
        return text.replacingFirst(first + "\n" + second, with: second + "\n" + first)
      }
    },
    Edit(name: "sections reordered") { copy in
      try copy.edit("guidelines/drag-and-drop.txt") { text in
        let start = text.range(of: "Providing feedback\n")!.lowerBound
        let end = text.range(of: "Accepting drops\n")!.lowerBound
        let feedback = String(text[start..<end])
        let afterDrops = text.range(of: "Platform considerations\n")!.lowerBound
        var moved = text
        moved.insert(contentsOf: feedback, at: afterDrops)
        moved.removeSubrange(start..<end)
        return moved
      }
    },
    Edit(name: "a guideline added", recordDelta: nil) { copy in
      try copy.write(
        "Feedback\n\nIntroduction\n\n앱이 무슨 일을 하고 있는지 사람들에게 알려 주세요.\n\nBest practices\n\n상태 변화를 명확하게 보여 주세요.\n",
        to: "guidelines/feedback.txt")
    },
    Edit(name: "a guideline removed", recordDelta: nil) { copy in
      try copy.remove("guidelines/modality.txt")
    },
    Edit(name: "whitespace changed") { copy in
      try copy.edit("guidelines/drag-and-drop.txt") {
        $0.replacingOccurrences(of: "드래그 앤 드롭을", with: "드래그  앤 드롭을 ").replacingOccurrences(of: "\n", with: "  \n")
      }
    },
    Edit(name: "Windows line endings") { copy in
      try copy.edit("guidelines/home-screen-quick-actions.txt") { $0.replacingOccurrences(of: "\n", with: "\r\n") }
    },
    Edit(name: "paragraphs re-wrapped over several lines") { copy in
      try copy.edit("guidelines/multitasking.txt") { text in
        // Blank lines separate this text's paragraphs, so a long paragraph may wrap freely.
        text.components(separatedBy: "\n\n").map { block in
          guard block.count > 120, !block.contains("\n") else { return block }
          var wrapped = ""
          var width = 0
          for word in block.split(separator: " ") {
            if width > 40 {
              wrapped += "\n"
              width = 0
            } else if !wrapped.isEmpty {
              wrapped += " "
            }
            wrapped += word
            width += word.count + 1
          }
          return wrapped
        }.joined(separator: "\n\n")
      }
    },
    Edit(name: "a typo fixed in another paragraph", rewrites: ["사들은 기기에서 멀티태스킹을"]) { copy in
      try copy.edit("guidelines/multitasking.txt") { $0.replacingFirst("사들은 기기에서", with: "사람들은 기기에서") }
    },
    Edit(name: "letter case of a heading changed") { copy in
      try copy.edit("guidelines/drag-and-drop.txt") { $0.replacingFirst("Best practices\n", with: "Best Practices\n") }
    },
  ]

  @Test("records the edit did not touch keep their IDs", arguments: edits)
  func untouchedRecordsKeepTheirIDs(_ edit: Edit) throws {
    let original = try ContentCopy.original()
    let copy = try ContentCopy()
    try edit.apply(copy)
    let edited = try copy.ingest()
    let after = Set(edited.records.map(\.id))
    let untouched = original.records.filter { record in
      edit.name != "a guideline removed" || record.id.slug != "modality"
    }.filter { record in
      !edit.rewrites.contains { record.text.ko?.contains($0) == true || record.text.en?.contains($0) == true }
    }
    let lost = untouched.map(\.id).filter { !after.contains($0) }
    #expect(lost.isEmpty, "IDs lost after '\(edit.name)': \(lost)")
    #expect(untouched.count > 30)
    if let delta = edit.recordDelta {
      #expect(edited.records.count == original.records.count + delta, "records split or merged by '\(edit.name)'")
    }
  }

  @Test func aTypoFixChangesOnlyTheFixedRecordsID() throws {
    let original = try ContentCopy.original()
    let copy = try ContentCopy()
    try copy.edit("guidelines/multitasking.txt") { $0.replacingFirst("사들은 기기에서", with: "사람들은 기기에서") }
    let changed = Set(original.records.map(\.id)).symmetricDifference(Set(try copy.ingest().records.map(\.id)))
    #expect(changed.count == 2)
    #expect(changed.allSatisfy { $0.slug == "multitasking" })
  }

  @Test func aKoreanTranslationAddedUnderAnEnglishParagraphKeepsTheEnglishID() throws {
    let english = "Prefer a single window for focused tasks. People can lose track of several small windows."
    let korean = "집중이 필요한 작업에는 하나의 창을 사용하는 것이 좋습니다. 작은 창이 여러 개 있으면 사람들이 흐름을 놓칠 수 있습니다."
    let copy = try ContentCopy()
    try copy.edit("guidelines/multitasking.txt") {
      // Before a heading: a Korean paragraph right after it would read as its translation.
      $0.replacingFirst("Platform considerations", with: "\(english)\n\nPlatform considerations")
    }
    let englishOnly = try #require(try copy.ingest().records.first { $0.text.en == english })
    #expect(englishOnly.text.ko == nil)

    try copy.edit("guidelines/multitasking.txt") { $0.replacingFirst(english, with: "\(english)\n\n\(korean)") }
    let paired = try #require(try copy.ingest().records.first { $0.text.en == english })
    #expect(paired.text.ko == korean)
    #expect(paired.id == englishOnly.id)
  }

  @Test func rewritingARecordsOwnTextChangesItsID() throws {
    let original = try ContentCopy.original()
    let copy = try ContentCopy()
    try copy.edit("guidelines/modality.txt") {
      $0.replacingFirst("적합할 때 모달리티를 사용하십시오.", with: "적합할 때에만 모달리티를 사용하세요.")
    }
    let before = try #require(original.records.first { $0.text.ko?.hasPrefix("적합할 때 모달리티를") == true })
    let after = try #require(try copy.ingest().records.first { $0.text.ko?.hasPrefix("적합할 때에만") == true })
    #expect(before.id != after.id)
    #expect(before.id.slug == after.id.slug)
  }

  @Test func everyIDIsShortAndURLSafe() throws {
    for record in try ContentCopy.original().records {
      let id = record.id.rawValue
      #expect(RecordID(id) == record.id, "\(id) does not parse back")
      #expect(id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-" || $0 == "/") }, "\(id)")
      #expect(record.id.key.count <= 8)
    }
  }

  @Test func idsAreUniqueAcrossTheContent() throws {
    let ids = try ContentCopy.original().records.map(\.id)
    #expect(Set(ids).count == ids.count)
  }
}
