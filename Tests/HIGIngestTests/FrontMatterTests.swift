import HIGModel
import Testing

@testable import HIGIngest

struct FrontMatterTests {
  @Test(arguments: [
    ("platforms: iOS, iPadOS", [Platform.iOS, .iPadOS]),
    ("platforms: [iOS, macOS]", [.iOS, .macOS]),
    ("platforms:\n  - watchOS\n  - tvOS", [.watchOS, .tvOS]),
    ("plaforms: iOS / macOS", [.iOS, .macOS]),
    ("Platform: \"visionOS 및 iPhone\"", [.visionOS, .iOS]),
    ("platforms: all", Platform.allCases),
  ])
  func readsPlatformsHoweverTheyAreWritten(yaml: String, expected: [Platform]) {
    let front = FrontMatter.parse(yaml.split(separator: "\n").map(String.init))
    #expect(front.platforms.known == expected)
  }

  @Test func reportsNamesThatAreNoPlatform() {
    let front = FrontMatter.parse(["platforms: iOS, Androidd"])
    #expect(front.platforms.unknown == ["Androidd"])
  }

  @Test func splitsABilingualTitle() {
    let metadata = FrontMatter.parse(["title: 슬라이더(Sliders)"]).metadata(file: "sliders.md")
    #expect(metadata.title == LocalizedText(ko: "슬라이더", en: "Sliders"))
  }

  @Test func keepsShortKeysApart() {
    let metadata = FrontMatter.parse(["title: Color"]).metadata(file: "color.md")
    #expect(metadata.title == LocalizedText(en: "Color"))
  }

  @Test func readsQuotesAsYAMLDoes() {
    let front = FrontMatter.parse([#"title: "A \"quoted\" word \\ C:\path""#, "author: 'It''s me'"])
    #expect(front.value(["title"]) == #"A "quoted" word \ C:\path"#)
    #expect(front.value(["author"]) == "It's me")
  }

  @Test func ignoresASlugThatIsNotSafe() {
    #expect(FrontMatter.parse(["slug: ../../etc/passwd"]).metadata(file: "x.md").slug == nil)
    #expect(FrontMatter.parse(["slug: toggles"]).metadata(file: "x.md").slug == "toggles")
  }
}
