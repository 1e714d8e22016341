/// An HTML page as libxml2's HTML parser read it, detached from libxml2: a flat table of nodes.
///
/// Nodes live in one array and point at each other by index, so a page nested 100,000 levels deep
/// is walked and freed without recursion. Elements deeper than `HTMLParser.maximumDepth` are
/// folded into their deepest allowed ancestor, keeping their text.
///
///     let page = try HTMLParser.parse("<article><h1>토글</h1><p><b>켜기.</b> 설명</p></article>")
///     page.nodes[page.children(of: page.root)[0]].name  // "article"
///     page.text(of: page.root)                            // "토글켜기. 설명"
public struct ParsedHTML: Sendable {
  /// One element, text run or comment.
  public struct Node: Sendable {
    public enum Kind: Sendable { case element, text, comment }
    public var kind: Kind
    /// Lowercased element name ("p", "h2"); empty for text and comments.
    public var name: String
    /// Text of a text node or comment; empty for elements.
    public var text: String
    /// Attributes by lowercased name.
    public var attributes: [String: String]
    public var parent: Int?
    public var children: [Int]
    /// 1-based source line, when libxml2 knows it.
    public var line: Int
  }

  public internal(set) var nodes: [Node]

  /// The index of the document node, parent of `<html>`.
  public var root: Int { 0 }

  public func children(of index: Int) -> [Int] { nodes[index].children }

  public func attribute(_ name: String, of index: Int) -> String? { nodes[index].attributes[name] }

  /// All text under a node, in document order, without separators.
  public func text(of index: Int) -> String {
    var result = ""
    var stack = [index]
    while let current = stack.popLast() {
      let node = nodes[current]
      if node.kind == .text { result += node.text }
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// The UTF-8 length of all text under each node (`text(of:).utf8.count`), by node index, found
  /// in one pass: comparing the text sizes of nested elements one `text(of:)` at a time costs
  /// the depth times the page.
  public func textLengths() -> [Int] {
    var lengths = nodes.map { $0.kind == .text ? $0.text.utf8.count : 0 }
    // A node's parent comes before it in the table, so its children are all summed when it is reached.
    for index in nodes.indices.reversed() {
      if let parent = nodes[index].parent { lengths[parent] += lengths[index] }
    }
    return lengths
  }

  /// For each node, whether an element named one of `names` lies under it (itself not counted),
  /// found in one pass.
  public func hasDescendant(named names: Set<String>) -> [Bool] {
    var found = [Bool](repeating: false, count: nodes.count)
    for index in nodes.indices.reversed() {
      guard let parent = nodes[index].parent else { continue }
      if found[index] || (nodes[index].kind == .element && names.contains(nodes[index].name)) { found[parent] = true }
    }
    return found
  }

  /// Every node under `index` (itself included) in document order.
  public func descendants(of index: Int) -> [Int] {
    var result: [Int] = []
    var stack = [index]
    while let current = stack.popLast() {
      result.append(current)
      stack.append(contentsOf: nodes[current].children.reversed())
    }
    return result
  }
}
