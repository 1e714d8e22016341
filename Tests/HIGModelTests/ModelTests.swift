import Foundation
import HIGModel
import Testing

@Suite struct ModelTests {
  @Test(arguments: [
    ("iOS", Platform.iOS), ("ipados", .iPadOS), ("Mac Catalyst", .macOS), ("Apple Watch", .watchOS),
    ("vision pro", .visionOS), ("tvOS", .tvOS),
  ])
  func platformNamesAsPeopleWriteThem(_ name: String, _ platform: Platform) {
    #expect(Platform(name: name) == platform)
  }

  @Test func unknownPlatformIsNil() {
    #expect(Platform(name: "Android") == nil)
  }

  @Test(arguments: [
    ("Home Screen quick actions", "home-screen-quick-actions"), ("../../etc/passwd", "etc-passwd"),
    ("드래그 Drag & Drop", "drag-drop"), ("", ""),
  ])
  func slugsAreLowercaseAsciiWords(_ title: String, _ slug: String) {
    #expect(Slug.make(title) == slug)
  }

  /// The key by bytes for ASCII and Hangul names, and by characters for the rest, is the one
  /// Foundation's lowercasing and filtering give.
  @Test(arguments: [
    "Drag & Drop", "drag and drop", "드래그 앤 드롭", "Home Screen quick actions", "iPadOS 17 & visionOS",
    "  Tab bars!\n", "Café & Crème", "İstanbul", "e\u{301}clair", "한\u{11AB}국", "👍🏽 Emoji", "&\u{301}", "",
  ])
  func nameKeyIgnoresCaseSpacingAndPunctuation(_ name: String) {
    let byCharacters = name.lowercased().replacingOccurrences(of: "&", with: "and").filter {
      $0.isLetter || $0.isNumber
    }
    #expect(Topic.nameKey(name) == byCharacters)
  }

  @Test func slugsAreCapped() {
    #expect(Slug.make(String(repeating: "a", count: 300)).count == Slug.maximumLength)
  }

  @Test func editDistanceCountsCharacters() {
    #expect(EditDistance.between("modalty", "modality") == 1)
    #expect(EditDistance.between("드래그", "드레그") == 1)
    #expect(EditDistance.closest(to: "stast", in: ["stats", "show", "build"]) == ["stats"])
  }

  /// Computing only the band around the diagonal gives the full table's distance wherever it is
  /// within the limit, and something above the limit elsewhere.
  @Test func editDistanceWithALimitAgreesWithTheWholeTable() {
    func whole(_ a: [UInt8], _ b: [UInt8]) -> Int {
      var previous = Array(0...b.count)
      for i in 1...max(1, a.count) where !a.isEmpty {
        var current = [i] + [Int](repeating: 0, count: b.count)
        for j in stride(from: 1, through: b.count, by: 1) {
          current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
      }
      return previous[b.count]
    }
    var random = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let a = (0..<Int.random(in: 0...9, using: &random)).map { _ in UInt8.random(in: 97...100, using: &random) }
      let b = (0..<Int.random(in: 0...9, using: &random)).map { _ in UInt8.random(in: 97...100, using: &random) }
      let exact = whole(a, b)
      #expect(EditDistance.between(a, b) == exact, "\(a) \(b)")
      for limit in 0...4 {
        let found = EditDistance.between(a, b, limit: limit)
        #expect(exact <= limit ? found == exact : found > limit, "\(a) \(b) limit \(limit)")
      }
    }
  }

  @Test func platformSupportNeverListsAPlatformAsBoth() {
    let support = PlatformSupport(supported: [.macOS, .iOS], unsupported: [.macOS, .watchOS])
    #expect(support.supported == [.iOS, .macOS])
    #expect(support.unsupported == [.watchOS])
  }

  @Test func lookupFollowsAliasesToTheCurrentRecord() {
    let current = RecordID(slug: "modality", text: "New text.")
    let old = RecordID(slug: "modality", text: "Old text.")
    let record = Record(id: current, kind: .rule, text: LocalizedText(en: "New text."))
    let guideline = Guideline(
      slug: "modality", title: LocalizedText(en: "Modality"), category: "Patterns", appleURL: "",
      source: Source(file: "m.txt", format: "text"), platforms: PlatformSupport(),
      sections: [Section(anchor: "overview", heading: nil, kind: .overview, level: 2, records: [record])])
    let kb = KnowledgeBase(contentFingerprint: "", guidelines: [guideline], aliases: [old: current])
    #expect(kb.lookup(old)?.record.id == current)
    guard case .record(_, let found, let alias) = kb.resolve("HIG:\(old.rawValue)") else {
      Issue.record("old ID did not resolve")
      return
    }
    #expect(found.id == current)
    #expect(alias == old)
    guard case .guideline = kb.resolve("Modality") else {
      Issue.record("title did not resolve")
      return
    }
  }

  @Test func knowledgeBaseRoundTripsThroughJSONWithAliasesAsAnObject() throws {
    let kb = KnowledgeBase(
      contentFingerprint: "f", guidelines: [],
      aliases: [RecordID(rawValue: "a/111111"): RecordID(rawValue: "a/222222")])
    let data = try JSONEncoder().encode(kb)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""aliases":{"a\/111111":"a\/222222"}"#))
    #expect(try JSONDecoder().decode(KnowledgeBase.self, from: data) == kb)
  }
}

@Suite struct HangulTests {
  @Test func syllablesAreTheBlockFromGaToHih() {
    #expect(Hangul.isSyllable("가"))
    #expect(Hangul.isSyllable("힣"))
    #expect(Hangul.isSyllable("뷰"))
    for scalar: Unicode.Scalar in ["\u{ABFF}", "\u{D7A4}", "ㄱ", "\u{1100}", "a", "漢"] {
      #expect(!Hangul.isSyllable(scalar), "\(scalar)")
    }
    // The one-comparison test agrees with the range everywhere near its ends.
    for value in UInt32(0xAB00)...UInt32(0xD800) {
      #expect(Hangul.isSyllable(value) == Hangul.syllables.contains(value))
    }
  }

  @Test func lettersAreSyllablesAndJamo() {
    for scalar: Unicode.Scalar in ["가", "ㄱ", "ㅏ", "\u{1100}", "\u{11FF}"] {
      #expect(Hangul.isLetter(scalar), "\(scalar)")
    }
    for scalar: Unicode.Scalar in ["a", "漢", " ", "\u{3190}"] { #expect(!Hangul.isLetter(scalar), "\(scalar)") }
  }
}
