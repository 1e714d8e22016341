/// An HTML element with attributes and children, built in Swift and serialized by libxml2.
///
/// Attribute values and text are plain strings; escaping happens only in `HTMLDocument`, through
/// libxml2's serializer, so no caller concatenates markup.
///
///     HTMLElement("a", ["href": "guidelines/modality.html", "lang": "ko"], ["모달리티"])
///     // <a href="guidelines/modality.html" lang="ko">모달리티</a>
public struct HTMLElement: Hashable, Sendable {
  /// One attribute; kept in an array so the written order is the order given.
  public struct Attribute: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  public var name: String
  public var attributes: [Attribute]
  public var children: [HTMLNode]

  public init(_ name: String, attributes: [Attribute], children: [HTMLNode] = []) {
    self.name = name
    self.attributes = attributes
    self.children = children
  }

  /// An element from an attribute list written as a literal; nil values are left out, so optional
  /// attributes need no branches at the call site.
  ///
  ///     HTMLElement("section", ["id": anchor, "lang": isKorean ? "ko" : nil], children)
  public init(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], _ children: [HTMLNode] = []) {
    self.name = name
    self.attributes = attributes.compactMap { pair in pair.value.map { Attribute(pair.key, $0) } }
    self.children = children
  }

  /// The value of the attribute `name`, if set.
  public subscript(attribute name: String) -> String? {
    get { attributes.first { $0.name == name }?.value }
    set {
      attributes.removeAll { $0.name == name }
      if let newValue { attributes.append(Attribute(name, newValue)) }
    }
  }

  /// This element as a node, to put among another element's children.
  public var node: HTMLNode { .element(self) }

  /// Every text in the subtree, concatenated in document order.
  public var textContent: String {
    children.map { child in
      switch child {
      case .text(let text): return text
      case .element(let element): return element.textContent
      }
    }.joined()
  }
}
