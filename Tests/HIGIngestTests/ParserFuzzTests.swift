import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

/// A bounded, seeded randomized test over the three parsers and the builder behind them: inputs
/// are stitched from the markup fragments real files use, and the fixtures are mutated. It runs a
/// fixed number of inputs (not a time budget), so a failure reproduces from the seed it prints.
/// Inputs that ever crashed live in Fixtures/regressions and are replayed first.
///
/// `HIG_FUZZ_SEED` and `HIG_FUZZ_ITERATIONS` change the seed and the count for a longer local run.
@Suite(.serialized) struct ParserFuzzTests {
  static let fragments = [
    "#", "## ", "### - ", "- ### ", "**", "*", "_", "__", "~~", "`", "```", "~~~", "[", "]", "(", ")", "![", "](",
    ">", "> ", "- ", "* ", "1. ", "2) ", "|", "| --- |", "---", "===", "\n", "\n\n", "\r\n", "\r", " ", "    ", "\t",
    "<", ">", "<div>", "</div>", "<h2>", "</h2>", "<p>", "<br />", "<img alt=\"대체\">", "<b>", "</b>", "<table><tr><td>",
    "<!--", "-->", "&amp;", "&#", "&#x1F600;", ";", "\\", "토글", "모범 사례", "플랫폼 고려 사항", "iOS, iPadOS", "사용하세요.",
    "Avoid clutter.", "Use a switch.", "참고:", "Note:", "역자설명 :", "2024년 6월 10일", "June 10, 2024", "title: 토글",
    "platforms: [iOS", "Source: https://developer.apple.com/design/human-interface-guidelines/toggles", "😀", "e\u{301}",
    "\u{200B}", "\u{FEFF}", "<script>", "</script>", "<article>", "<nav>", "<main>", "(", "토글(Toggles)",
  ]

  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["HIG_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x4849_475F_4655_5A5A
  }

  static var iterations: Int {
    ProcessInfo.processInfo.environment["HIG_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 120
  }

  /// Parses `text` as every format and builds a guideline from each, checking what must always hold.
  func check(_ text: String, label: String) {
    for format in SourceFormat.allCases {
      let parsed = format.parse(text)
      for block in parsed.blocks {
        #expect(block.line >= 1, "\(label) \(format): block line \(block.line)")
      }
      let builder = GuidelineBuilder(
        file: "fuzz.\(format.rawValue)", format: format.rawValue, metadata: nil, catalog: .builtIn)
      let (guideline, _) = builder.build(parsed.blocks)
      let ids = guideline.records.map(\.id.rawValue)
      #expect(Set(ids).count == ids.count, "\(label) \(format): duplicate record IDs")
    }
  }

  @Test func replaysInputsThatOnceBrokeAParser() throws {
    let folder = Fixtures.file("regressions", target: "HIGIngestTests")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!names.isEmpty)
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      check(text, label: name)
    }
  }

  @Test func survivesRandomMarkup() {
    var random = SplitMix64(seed: Self.seed)
    for iteration in 0..<Self.iterations {
      let count = Int(random.next() % 200)
      var text = ""
      for _ in 0..<count { text += Self.fragments[Int(random.next() % UInt64(Self.fragments.count))] }
      check(text, label: "seed \(Self.seed) iteration \(iteration)")
    }
  }

  @Test func survivesMutatedFixtures() throws {
    var random = SplitMix64(seed: Self.seed &+ 1)
    let names = [
      "apple/toggles.ko.md", "apple/toggles.en.md", "community/foundations/color.md", "html/velog-post.html",
    ]
    let texts = try names.map { try String(contentsOf: Fixtures.file($0, target: "HIGIngestTests"), encoding: .utf8) }
    for iteration in 0..<(Self.iterations / 3) {
      var characters = Array(texts[iteration % texts.count])
      for _ in 0..<(1 + Int(random.next() % 8)) {
        guard !characters.isEmpty else { break }
        let at = Int(random.next() % UInt64(characters.count))
        let length = min(Int(random.next() % 40), characters.count - at)
        switch random.next() % 3 {
        case 0: characters.removeSubrange(at..<(at + length))
        case 1: characters.insert(contentsOf: characters[at..<(at + length)], at: at)
        default:
          let fragment = Self.fragments[Int(random.next() % UInt64(Self.fragments.count))]
          characters.insert(contentsOf: fragment, at: at)
        }
      }
      check(String(characters), label: "seed \(Self.seed) mutation \(iteration)")
    }
  }
}
