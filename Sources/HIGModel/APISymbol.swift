/// An API symbol as Apple's developer documentation names it, and the name Swift code uses it by.
///
///     APISymbol(path: "SwiftUI/View/sheet(isPresented:onDismiss:content:)")  // name "sheet", a member
///     APISymbol(path: "UIKit/UISheetPresentationController")                 // name "UISheetPresentationController", a type
///     APISymbol(path: "SwiftUI/Toggle/init(isOn:label:)")                    // name "Toggle": an initializer is its type
public struct APISymbol: Hashable, Sendable {
  /// The documentation path, as written ("SwiftUI/Toggle").
  public var path: String
  /// The name code writes: a type's name, or a member's base name without its labels.
  public var name: String
  /// A type (its name starts with a capital letter): any use of the name counts. A member counts
  /// only where code calls it, reaches it after a dot, or declares it (`func scene(…)`).
  public var isType: Bool

  public init?(path: String) {
    let components = path.split(separator: "/").map { component -> Substring in
      // Apple's disambiguations: "Menu-swift.struct", "sheet(item:content:)-3fsz2".
      var name = component.prefix { $0 != "(" }
      if let dash = name.firstIndex(of: "-") { name = name[..<dash] }
      return name
    }
    // A framework and a symbol at least: "SwiftUI" alone names no API.
    guard components.count >= 2, var name = components.last else { return nil }
    if ["init", "subscript", ""].contains(name), components.count > 1 { name = components[components.count - 2] }
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
      name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
    else { return nil }
    self.path = path
    self.name = String(name)
    self.isType = first.properties.isUppercase
  }
}
