import CLibXML2
import Foundation

/// A built page read back with libxml2's HTML parser, as a browser-independent check: the parser's
/// errors, and the elements the link checker needs.
struct ParsedPage {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text: String
  }

  var errors: [String] = []
  var elements: [Element] = []

  var ids: Set<String> { Set(elements.compactMap { $0.attributes["id"] }) }

  func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

  /// The elements libxml2 2.9's HTML 4 parser does not know but HTML 5 defines; the parser
  /// reports them as "Tag … invalid", which is not an error in the page.
  static let html5Elements: Set<String> = [
    "main", "nav", "header", "footer", "section", "article", "aside", "time", "mark", "details", "summary",
    "figure",
  ]

  private final class ErrorSink {
    var messages: [String] = []
  }

  /// libxml2's error handler is process state; suites run in parallel, so parsing takes turns.
  private static let lock = NSLock()

  init(html: String) {
    ParsedPage.lock.lock()
    defer { ParsedPage.lock.unlock() }
    let sink = ErrorSink()
    let context = Unmanaged.passUnretained(sink).toOpaque()
    xmlSetStructuredErrorFunc(context) { context, error in
      guard let context, let error else { return }
      let sink = Unmanaged<ErrorSink>.fromOpaque(context).takeUnretainedValue()
      let message = error.pointee.message.map { String(cString: $0) } ?? "?"
      sink.messages.append("line \(error.pointee.line): \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
    defer { xmlSetStructuredErrorFunc(nil, nil) }
    let bytes = Array(html.utf8)
    let options = Int32(HTML_PARSE_NONET.rawValue)
    guard let document = htmlReadMemory(bytes, Int32(bytes.count), "page.html", "UTF-8", options) else {
      errors = ["libxml2 could not parse the page at all"] + sink.messages
      return
    }
    defer { xmlFreeDoc(document) }
    errors = sink.messages.filter { message in
      !ParsedPage.html5Elements.contains { message.contains("Tag \($0) invalid") }
    }
    collect(xmlDocGetRootElement(document))
  }

  private mutating func collect(_ node: xmlNodePtr?) {
    var current = node
    while let node = current {
      if node.pointee.type == XML_ELEMENT_NODE {
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let property = attribute {
          let name = String(cString: property.pointee.name)
          if let value = xmlNodeGetContent(UnsafeMutableRawPointer(property).assumingMemoryBound(to: xmlNode.self)) {
            attributes[name] = String(cString: value)
            xmlFree(value)
          }
          attribute = property.pointee.next
        }
        var text = ""
        if let content = xmlNodeGetContent(node) {
          text = String(cString: content)
          xmlFree(content)
        }
        elements.append(Element(name: String(cString: node.pointee.name), attributes: attributes, text: text))
        collect(node.pointee.children)
      }
      current = node.pointee.next
    }
  }
}
