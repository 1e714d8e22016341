import Foundation
import Testing

@testable import HIGFetch

/// `--images` takes each image reference's 2x light variant and names its file after the URL.
@Suite struct PageImageTests {
  @Test func theTwoTimesLightVariantIsChosen() throws {
    let page = """
      {"references": {
        "b-hero": {"type": "image", "alt": null, "variants": [
          {"url": "https://docs-assets.example/published/1a/b-hero~dark@2x.png", "traits": ["2x", "dark"]},
          {"url": "https://docs-assets.example/published/1a/b-hero@2x.png", "traits": ["2x", "light"]}]},
        "a-card": {"type": "image", "variants": [{"url": "/images/a card.png", "traits": ["1x"]}]},
        "c-dark-only": {"type": "image", "variants": [{"url": "/images/c~dark@2x.png", "traits": ["2x", "dark"]}]},
        "doc://x": {"type": "topic", "url": "/documentation/x"}}}
      """
    let images = PageImage.all(inPage: Data(page.utf8))
    #expect(
      images == [
        PageImage(url: "/images/a card.png", fileName: "a-card.png"),
        PageImage(url: "https://docs-assets.example/published/1a/b-hero@2x.png", fileName: "b-hero-2x.png"),
      ])
  }

  @Test(arguments: [
    ("https://h/p/toggle@2x.png?v=1#x", "toggle-2x.png"), ("/a/.hidden.png", "-hidden.png"), ("/a/b/", "b"),
    ("/%E2%9C%93.png", "-E2-9C-93.png"),
  ])
  func fileNamesKeepOnlySafeCharacters(_ url: String, _ name: String) {
    #expect(PageImage.fileName(of: url) == name)
  }
}
