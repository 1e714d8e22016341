import HIGModel
import HIGRelated
import Testing

@Suite struct APISymbolTests {
  @Test(arguments: [
    ("SwiftUI/Toggle", "Toggle", true),
    ("UIKit/UISheetPresentationController", "UISheetPresentationController", true),
    ("SwiftUI/View/sheet(isPresented:onDismiss:content:)", "sheet", false),
    ("SwiftUI/Toggle/init(isOn:label:)", "Toggle", true),
    ("SwiftUI/Menu-swift.struct", "Menu", true),
    ("SwiftUI/View/sheet(item:onDismiss:content:)-3fsz2", "sheet", false),
    ("UIKit/UIModalPresentationStyle/formSheet", "formSheet", false),
  ])
  func documentationPathsGiveTheNameCodeWrites(path: String, name: String, isType: Bool) throws {
    let symbol = try #require(APISymbol(path: path))
    #expect(symbol.name == name)
    #expect(symbol.isType == isType)
  }

  @Test func aMemberCountsOnlyWhereCodeUsesItAsOne() throws {
    let present = try #require(APISymbol(path: "UIKit/UIViewController/present(_:animated:completion:)"))
    let tokens = SwiftTokenizer.tokens(in: "let present = true; present(alert, animated: true); self.present")
    #expect(tokens.filter(present.matches).map(\.written) == ["present(", ".present"])
    #expect(APISymbol(path: "SwiftUI/") == nil)
    #expect(APISymbol(path: "not a path!") == nil)
  }
}
