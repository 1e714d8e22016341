import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

/// A record whose own lead sentence scopes it to platforms takes those platforms, in English and
/// Korean; a platform named in passing changes nothing.
@Suite struct StatedPlatformsTests {
  @Test(arguments: [
    ("In tvOS and visionOS, keep the row of choices short. People scan it from afar.", [Platform.tvOS, .visionOS]),
    ("For watchOS apps, show one number at a time.", [.watchOS]),
    ("Keep a reading position in your iPadOS or macOS app when people come back.", [.iPadOS, .macOS]),
    ("In a watchOS weather app, lead with today's figure.", [.watchOS]),
    ("An iOS, iPadOS, or visionOS app can offer a quick preview.", [.iOS, .iPadOS, .visionOS]),
    ("tvOS apps start in the focused row.", [.tvOS]),
    // The rest of the text adds the platforms it goes on to.
    ("In iOS, a drawer slides up from the bottom. In macOS, it opens beside the window.", [.iOS, .macOS]),
  ])
  func englishScopes(_ text: String, _ platforms: [Platform]) {
    #expect(StatedPlatforms.named(by: LocalizedText(en: text)) == platforms)
  }

  @Test(arguments: [
    "Unlike your iOS app, a Mac version can show every column.",
    "Keep the gesture you know from iOS, iPadOS, and macOS.",
    "In iOS 19 and later, prefer the new picker.",
    "Offer the same choices on iPhone and iPad.",
    "Show a summary first. In your tvOS app, the summary can be larger.",
    "For developer guidance, see Drawing a row in macOS.",
    "For developer guidance, see Adding rows to a tvOS app.",
  ])
  func passingMentionsAreNoScope(_ text: String) {
    #expect(StatedPlatforms.named(by: LocalizedText(en: text)) == nil)
  }

  @Test(arguments: [
    ("tvOS 및 visionOS에서 선택 항목을 짧게 유지하십시오.", [Platform.tvOS, .visionOS]),
    ("watchOS 날씨 앱에서 오늘의 수치를 먼저 보여 주십시오.", [.watchOS]),
    ("사람들이 iPadOS 또는 macOS 앱에서 돌아올 때 위치를 유지하십시오.", [.iPadOS, .macOS]),
    ("iOS 및 visionOS 앱은 빠른 미리보기를 제공할 수 있습니다.", [.iOS, .visionOS]),
    ("watchOS의 경우, 숫자를 하나씩 표시하십시오.", [.watchOS]),
  ])
  func koreanScopes(_ text: String, _ platforms: [Platform]) {
    #expect(StatedPlatforms.named(by: LocalizedText(ko: text)) == platforms)
  }

  @Test(arguments: [
    "iOS에서와 같이 목록을 짧게 유지하십시오.",
    "iOS 앱과 달리 Mac 버전은 모든 열을 표시할 수 있습니다.",
    "iOS 19 이상에서는 새 선택기를 사용하십시오.",
    "목록을 짧게 유지하십시오.",
    "사람들은 리모컨으로 tvOS 앱을 탐색합니다.",
    "시스템은 iOS 및 macOS에서 앱에 플레이어를 제공합니다.",
    "iPadOS 설정에서 앱 페이지를 여십시오.",
  ])
  func koreanPassingMentionsAreNoScope(_ text: String) {
    #expect(StatedPlatforms.named(by: LocalizedText(ko: text)) == nil)
  }

  @Test func theEnglishDecidesForAPair() {
    let text = LocalizedText(ko: "tvOS 앱에서 목록을 짧게 유지하십시오.", en: "Keep the list short, as people do on tvOS.")
    #expect(StatedPlatforms.named(by: text) == nil)
  }

  @Test func narrowingKeepsThePagesPlatforms() {
    let text = LocalizedText(en: "In tvOS and watchOS apps, keep the list short.")
    #expect(StatedPlatforms.narrow([.iOS, .tvOS, .watchOS], by: text, statement: nil) == [.tvOS, .watchOS])
    // A page that is not about the platforms the sentence names keeps its own.
    #expect(StatedPlatforms.narrow([.iOS, .macOS], by: text, statement: nil) == [.iOS, .macOS])
    // A page stating no platforms takes the sentence's.
    #expect(StatedPlatforms.narrow([], by: text, statement: nil) == [.tvOS, .watchOS])
  }

  /// Twin Apple pages: a rule of Best practices scoped to two platforms takes them; the other
  /// rules, the Resources links and a platform section keep theirs.
  @Test func applePagesTagScopedRules() throws {
    func paragraph(_ lead: String, _ rest: String) -> String {
      #"{"type":"paragraph","inlineContent":[{"type":"strong","inlineContent":[{"type":"text","text":"\#(lead)"}]},{"type":"text","text":" \#(rest)"}]}"#
    }
    func page(_ blocks: [String]) -> String {
      #"{"identifier":{"url":"doc://com.apple.HIG/design/Human-Interface-Guidelines/dials"},"primaryContentSections":[{"kind":"content","content":["#
        + blocks.joined(separator: ",") + "]}]}"
    }
    func heading(_ level: Int, _ text: String, _ anchor: String) -> String {
      #"{"type":"heading","level":\#(level),"text":"\#(text)","anchor":"\#(anchor)"}"#
    }
    let english = page([
      heading(2, "Best practices", "Best-practices"),
      paragraph("Label every dial.", "A dial without a label leaves people guessing."),
      paragraph("Keep dials large in your tvOS and watchOS apps.", "People read them from a distance or at a glance."),
      heading(2, "Platform considerations", "Platform-considerations"),
      #"{"type":"paragraph","inlineContent":[{"type":"emphasis","inlineContent":[{"type":"text","text":"No additional considerations for macOS, tvOS, visionOS, or watchOS."}]}]}"#,
      heading(3, "iOS, iPadOS", "iOS-iPadOS"),
      paragraph("In iPadOS, let people drag a dial with the pointer.", "A pointer gives finer control."),
      heading(2, "Resources", "Resources"),
      heading(3, "Videos", "Videos"),
      #"{"type":"paragraph","inlineContent":[{"type":"text","text":"Designing dials for your tvOS apps"}]}"#,
    ])
    let korean = page([
      heading(2, "모범 사례", "Best-practices"),
      paragraph("모든 다이얼에 레이블을 지정하십시오.", "레이블이 없으면 사람들이 추측해야 합니다."),
      paragraph("tvOS 및 watchOS 앱에서 다이얼을 크게 유지하십시오.", "사람들은 멀리서 또는 한눈에 읽습니다."),
      heading(2, "플랫폼 고려 사항", "Platform-considerations"),
      #"{"type":"paragraph","inlineContent":[{"type":"emphasis","inlineContent":[{"type":"text","text":"macOS, tvOS, visionOS 또는 watchOS에 대한 추가 고려 사항은 없습니다."}]}]}"#,
      heading(3, "iOS, iPadOS", "iOS-iPadOS"),
      paragraph("iPadOS에서 포인터로 다이얼을 끌 수 있도록 하십시오.", "포인터는 더 세밀하게 제어합니다."),
      heading(2, "리소스", "Resources"),
      heading(3, "비디오", "Videos"),
      #"{"type":"paragraph","inlineContent":[{"type":"text","text":"tvOS 앱을 위한 다이얼 디자인"}]}"#,
    ])
    let folder = TemporaryFolder("hig-apple")
    try folder.write(english, to: "apple/en/dials.json")
    try folder.write(korean, to: "apple/ko/dials.json")
    let dials = try #require(try FixtureContent.ingest(folder).guideline(slug: "dials"))
    let platforms = { (lead: String) in dials.records.first { $0.text.en?.hasPrefix(lead) == true }?.platforms }
    #expect(dials.platforms.supported == Platform.allCases)
    #expect(platforms("Label every dial.") == Platform.allCases)
    #expect(platforms("Keep dials large") == [.tvOS, .watchOS])
    #expect(platforms("In iPadOS, let people") == [.iPadOS])
    #expect(platforms("Designing dials") == Platform.allCases)
  }
}
