import Foundation
import HIGModel

/// Recognises the standard section headings of a HIG page, in English and Korean spellings.
///
///     SectionHeading.kind(of: "Platform considerations") // .platformConsiderations
///     SectionHeading.kind(of: "플랫폼별 고려사항")            // .platformConsiderations
///     SectionHeading.kind(of: "iOS, iPadOS")              // .platform
///     SectionHeading.kind(of: "Providing feedback")       // .topic
enum SectionHeading {
  static let names: [(SectionKind, [String])] = [
    (.introduction, ["introduction", "overview", "소개", "개요", "들어가며", "서론"]),
    (.bestPractices, ["best practices", "best practice", "모범 사례", "모범사례", "권장 사항", "베스트 프랙티스"]),
    (
      .platformConsiderations,
      ["platform considerations", "플랫폼 고려 사항", "플랫폼 고려사항", "플랫폼별 고려사항", "플랫폼 별 고려사항", "플랫폼별 고려 사항", "플랫폼 별 고려 사항"]
    ),
    (.resources, ["resources", "리소스", "자료", "참고 자료", "related", "관련 자료", "관련 콘텐츠", "관련 항목", "topics", "주제"]),
    (.changeLog, ["change log", "changelog", "변경 기록", "변경 내역", "변경 사항", "업데이트 내역"]),
  ]

  static func kind(of heading: String) -> SectionKind {
    if let kind = kindsBySpelling[normalized(heading)] { return kind }
    return PlatformMentions.isPlatformHeading(heading) ? .platform : .topic
  }

  /// `names`, normalized once; the first kind listed wins a spelling, as the list reads.
  private static let kindsBySpelling: [String: SectionKind] = {
    var result: [String: SectionKind] = [:]
    for (kind, spellings) in names {
      for spelling in spellings where result[normalized(spelling)] == nil { result[normalized(spelling)] = kind }
    }
    return result
  }()

  /// Lowercased, without markup, numbering or spaces: "## 2. Best Practices" → "bestpractices".
  static func normalized(_ heading: String) -> String {
    // The numbering and markup are ASCII: in a heading of ASCII and Hangul they are its first bytes.
    let utf8 = heading.utf8
    let start = utf8.firstIndex { !(0x30...0x39).contains($0) && $0 != 0x2E && $0 != 0x23 && $0 != 0x20 }
    if let key = FoldedLetters.asciiOrHangul(String(heading[(start ?? utf8.endIndex)...])) { return key }
    var text = heading.lowercased()
    while let first = text.first, first.isNumber || first == "." || first == "#" || first == " " {
      text.removeFirst()
    }
    return text.filter { $0.isLetter || $0.isNumber }
  }
}
