import Testing

@testable import HIGIngest

@Suite struct JSONNodeTests {
  @Test func readsEveryKindOfValue() throws {
    let node = try JSONNode.parse(
      Array(#" {"a": [1, -2.5e1, true, false, null, "t\u00e9\"\n"], "b": {}, "c": [], "a": 0} "#.utf8))
    let items = try #require(node["a"]?.elements)
    #expect(items.count == 6)
    #expect(items[0].int == 1)
    if case .number(let value) = items[1] { #expect(value == -25) } else { Issue.record("not a number") }
    #expect(items[2].bool == true)
    #expect(items[3].bool == false)
    if case .null = items[4] {} else { Issue.record("not null") }
    #expect(items[5].string == "té\"\n")
    #expect(node["b"]?.pairs.isEmpty == true)
    #expect(node["c"]?.elements.isEmpty == true)
    #expect(node["missing"] == nil)
    // A repeated key: the first wins.
    #expect(node["a"]?.elements.count == 6)
  }

  @Test(arguments: ["", "{", "[1,]", #"{"a" 1}"#, #"{"a":1,}"#, "[1 2]", "tru", "1 2", #""\x""#, "{} []", "-"])
  func rejectsWhatIsNotJSON(_ text: String) {
    #expect(throws: JSONNode.Failure.self) { try JSONNode.parse(Array(text.utf8)) }
  }

  /// A string must be UTF-8; a replacement character written as such is text like any other.
  @Test func readsStringsOnlyWhenTheyAreUTF8() throws {
    let quoted = { (bytes: [UInt8]) in [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")] }
    for invalid: [UInt8] in [[0xFF], [0x41, 0xC3], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xC0, 0xAF]] {
      #expect(throws: JSONNode.Failure.self) { try JSONNode.parse(quoted(invalid)) }
    }
    #expect(try JSONNode.parse(quoted(Array("a\u{FFFD}드래그 é".utf8))).string == "a\u{FFFD}드래그 é")
  }

  @Test func refusesNestingBeyondTheLimitWithoutRecursing() {
    let deep = Array(String(repeating: "[", count: 1_000_000).utf8)
    #expect(throws: JSONNode.Failure.tooDeep(offset: JSONNode.maximumDepth, limit: JSONNode.maximumDepth)) {
      try JSONNode.parse(deep)
    }
    let fits =
      String(repeating: "[", count: JSONNode.maximumDepth) + String(repeating: "]", count: JSONNode.maximumDepth)
    #expect((try? JSONNode.parse(Array(fits.utf8))) != nil)
  }
}
