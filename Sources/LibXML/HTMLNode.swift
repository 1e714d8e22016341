/// A piece of an HTML tree that hig builds: an element or a run of text.
///
/// Text is always text: `.text("<script>")` is written as `&lt;script&gt;`, never as markup, because
/// libxml2 escapes it when the tree is serialized. There is deliberately no case for raw HTML.
///
///     HTMLNode.text("드래그 <앤> 드롭")  // serialized as 드래그 &lt;앤&gt; 드롭
public enum HTMLNode: Hashable, Sendable {
  case element(HTMLElement)
  case text(String)
}

extension HTMLNode: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self = .text(value) }
}
