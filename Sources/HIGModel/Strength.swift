/// How strongly a rule's wording asks for something.
///
///     "Don't use an emoji in place of a symbol."   → .dont
///     "spring loading을 사용하는 것을 고려하세요."       → .consider
///     "알림을 적게 사용하세요."                        → .do
public enum Strength: String, Codable, CaseIterable, Hashable, Sendable {
  case `do`
  case dont
  case consider
}
