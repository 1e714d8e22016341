import Testing

@testable import HIGSearch

@Suite struct APINameWordsTests {
  @Test(arguments: [
    ("UITabBarController", ["Tab", "Bar", "Controller"]),
    ("NavigationSplitView", ["Navigation", "Split", "View"]),
    ("NSToolbarItem", ["Toolbar", "Item"]),
    ("SwiftUI", ["Swift"]),
    ("ASAuthorizationAppleIDButton", ["Authorization", "Apple", "ID", "Button"]),
    ("UIStepper", ["Stepper"]),
    ("navigationBarTitle", ["navigation", "Bar", "Title"]),
    ("AVPlayerViewController2", ["Player", "View", "Controller2"]),
  ])
  func camelCaseSplitsIntoItsWords(_ name: String, _ words: [String]) {
    #expect(APINameWords.words(of: name) == words)
  }

  @Test(arguments: ["toolbar", "Toolbar", "UI", "HIG", "iPad", "iCloud", "eSIM", "tab-bar", "탭바", ""])
  func otherWordsAreNotAPINames(_ word: String) {
    #expect(APINameWords.words(of: word).isEmpty)
  }

  @Test func namesAreFoundWithParticlesGluedOn() {
    let names = APINameWords.names(in: "UITabBar의 배지와 NSSplitView")
    #expect(names.map(\.name) == ["UITabBar", "NSSplitView"])
    #expect(names.map(\.words) == [["Tab", "Bar"], ["Split", "View"]])
  }
}
