import HIGModel

extension APISymbol {
  /// Whether `token` is a use of this symbol.
  public func matches(_ token: SwiftToken) -> Bool {
    guard token.name == name else { return false }
    return isType || token.isMember || token.isCall || token.isDeclaration
  }
}
