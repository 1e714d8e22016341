import HIGModel
import Testing

@testable import HIGIngest

struct GuidelineMergerTests {
  func guideline(_ markdown: String, file: String) -> Guideline {
    let builder = GuidelineBuilder(file: file, format: "markdown", metadata: nil, catalog: .builtIn)
    return builder.build(MarkdownParser.parse(markdown).blocks).0
  }

  @Test func pairsByPositionAndPrefersSharedLatinWords() {
    let english = guideline(
      """
      # Buttons

      A button starts an action.

      ## Best practices

      **Make buttons at least 44 points tall.** Smaller targets are hard to hit.

      **Use SF Symbols for icons.** They scale with Dynamic Type.
      """, file: "en/buttons.md")
    let korean = guideline(
      """
      # 버튼

      버튼은 동작을 시작합니다.

      ## 모범 사례

      **SF Symbols 아이콘을 사용하세요.** Dynamic Type에 맞춰 크기가 바뀝니다.
      """, file: "ko/buttons.md")
    #expect(GuidelineMerger.areTranslations(english, korean))
    let merged = GuidelineMerger.merge(english, korean)
    #expect(merged.title == LocalizedText(ko: "버튼", en: "Buttons"))
    #expect(merged.source.file == "en/buttons.md")
    let rules = merged.records.filter { $0.kind == .rule }
    #expect(rules.map(\.text.ko) == [nil, "SF Symbols 아이콘을 사용하세요. Dynamic Type에 맞춰 크기가 바뀝니다."])
    #expect(rules[1].statement == LocalizedText(ko: "SF Symbols 아이콘을 사용하세요.", en: "Use SF Symbols for icons."))
    #expect(merged.records.first?.text == LocalizedText(ko: "버튼은 동작을 시작합니다.", en: "A button starts an action."))
    #expect(Set(merged.records.map(\.id)).count == merged.records.count)
  }

  @Test func doesNotMergeTwoTextsInTheSameLanguage() {
    let first = guideline("# 버튼\n\n버튼은 동작을 시작합니다.", file: "a.md")
    let second = guideline("# 버튼\n\n버튼은 누르는 것입니다.", file: "b.md")
    #expect(!GuidelineMerger.areTranslations(first, second))
  }

  @Test func alignsWithoutCrossingPairs() {
    let pairs = SequenceAlignment.align(["a", "b", "c"], ["a", "c"]) { $0 == $1 ? 1 : nil }
    #expect(pairs.map { "\($0.0.map(String.init) ?? "-")\($0.1.map(String.init) ?? "-")" } == ["00", "1-", "21"])
  }
}
