import HIGRelated
import Testing

@Suite struct SwiftTokenizerTests {
  func written(_ source: String) -> [String] { SwiftTokenizer.tokens(in: source).map(\.written) }

  @Test func membersCallsAndDeclarationsAreTold() {
    #expect(written("view.sheet(isPresented: $x) { }") == ["view", ".sheet(", "isPresented", "$x"])
    #expect(written("Toggle(\"Wi-Fi\", isOn: $on)") == ["Toggle(", "isOn", "$on"])
    let declared = SwiftTokenizer.tokens(in: "func sceneWillResignActive(_ scene: UIScene) {}")
    #expect(declared.first { $0.name == "sceneWillResignActive" }?.isDeclaration == true)
    #expect(written(#"@Environment(\.scenePhase) var phase"#) == ["Environment(", ".scenePhase", "var", "phase"])
    #expect(written("UIModalPresentationStyle.formSheet") == ["UIModalPresentationStyle", ".formSheet"])
  }

  @Test func rangesAndDirectivesAreNoMembersOrAPIs() {
    #expect(written("0...count") == ["count"])
    #expect(written("0..<items.count") == ["items", ".count"])
    #expect(written("#if os(iOS)\n#endif") == ["os(", "iOS"])
  }

  @Test func commentsAndStringsAreSkipped() {
    #expect(written(#"Text("a .sheet(") // .alert("#) == ["Text("])
    #expect(written("/* outer /* nested .sheet( */ still comment */ Toggle") == ["Toggle"])
    #expect(written(##"let s = #"raw "quoted" .sheet("#; Menu"##) == ["let", "s", "Menu"])
    #expect(written("let s = \"\"\"\n  .sheet(\n  \"\"\"\nTabView") == ["let", "s", "TabView"])
    // An escaped quote does not end the string.
    #expect(written(#"let s = "a \" .sheet(" ; List"#) == ["let", "s", "List"])
  }

  @Test func interpolationsAreCode() {
    #expect(written(#"Text("\(item.name) and \(count(of: x)) items")"#) == ["Text(", "item", ".name", "count(", "of", "x"])
    #expect(written(##"#"raw \#(value) \(not)"#"##) == ["value"])
  }

  @Test func linesAndColumnsCountScalars() {
    let tokens = SwiftTokenizer.tokens(in: "// 설정\nlet 이름 = \"드래그\"; Toggle\n  .sheet")
    let toggle = tokens.first { $0.name == "Toggle" }
    #expect(toggle?.line == 2)
    #expect(toggle?.column == 17)
    #expect(tokens.first { $0.name == "sheet" }.map { ($0.line, $0.column) }! == (3, 4))
  }

  /// Hostile input: an unterminated string, an unclosed comment, a line of a million tokens; the
  /// scan stays linear (a generous bound, not a timing).
  @Test func hostileInputStaysLinear() {
    #expect(written("let s = \"never closed\nToggle") == ["let", "s", "Toggle"])
    #expect(written("/* never closed .sheet(") == [])
    let line = String(repeating: "a.b(", count: 250_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure { #expect(SwiftTokenizer.tokens(in: line).count == 500_000) }
    #expect(elapsed < .seconds(20))
  }
}
