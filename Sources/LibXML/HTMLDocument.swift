internal import CLibXML2
import Foundation

/// A whole HTML page (or an XML file such as a sitemap) that libxml2 turns into bytes.
///
/// The tree is copied into libxml2's own tree API (`xmlNewDocNode`, `xmlNewDocText`, `xmlNewProp`,
/// which never interpret entities) and written by libxml2's serializer, which escapes every text
/// and attribute value; that is what makes hig's pages safe against text like `"><img onerror=…>`.
///
///     let page = HTMLDocument(root: HTMLElement("html", ["lang": "ko"], [...]))
///     let html = try page.serializedHTML()   // "<!DOCTYPE html>\n<html lang=\"ko\">…"
public struct HTMLDocument: Sendable {
  public var root: HTMLElement

  public init(root: HTMLElement) {
    self.root = root
  }

  /// The page as HTML 5 text in UTF-8, starting with `<!DOCTYPE html>`.
  public func serializedHTML() throws -> String {
    String(decoding: try serializedHTMLData(), as: UTF8.self)
  }

  /// The same bytes as `serializedHTML()`, copied straight from libxml2's buffer: a site writes
  /// them to a file, so a String (and its UTF-8 check) would only be made to be taken apart again.
  public func serializedHTMLData() throws -> Data {
    try LibXMLSerializer.serialize(root, asHTML: true)
  }

  /// The tree as an XML document with an XML declaration, e.g. a sitemap.
  public func serializedXML() throws -> String {
    String(decoding: try LibXMLSerializer.serialize(root, asHTML: false), as: UTF8.self)
  }
}

/// Why libxml2 could not write a tree.
public enum HTMLSerializationError: Error, CustomStringConvertible, Equatable {
  /// A name that is not a valid element or attribute name (for example one with a space or `<`).
  case invalidName(String)
  case libxml2Failed(String)

  public var description: String {
    switch self {
    case .invalidName(let name):
      return "'\(name)' is not a valid element or attribute name; use letters, digits and '-' only"
    case .libxml2Failed(let what):
      return "libxml2 could not \(what); the page was not written"
    }
  }
}

/// The one place that calls libxml2's tree and save APIs for building.
///
/// libxml2 keeps global state (its dictionary and error handlers), so every call goes through one
/// lock; callers may serialize pages from several threads.
enum LibXMLSerializer {
  private static let lock = NSLock()

  static func serialize(_ root: HTMLElement, asHTML: Bool) throws -> Data {
    lock.lock()
    defer { lock.unlock() }
    guard let document = asHTML ? htmlNewDocNoDtD(nil, nil) : xmlNewDoc("1.0") else {
      throw HTMLSerializationError.libxml2Failed("create a document")
    }
    defer { xmlFreeDoc(document) }
    if asHTML { xmlCreateIntSubset(document, "html", nil, nil) }
    let rootNode = try makeNode(root, in: document)
    xmlDocSetRootElement(document, rootNode)

    guard let buffer = xmlBufferCreate() else { throw HTMLSerializationError.libxml2Failed("allocate a buffer") }
    defer { xmlBufferFree(buffer) }
    var options = Int32(XML_SAVE_FORMAT.rawValue)
    if asHTML { options |= Int32(XML_SAVE_AS_HTML.rawValue) }
    guard let context = xmlSaveToBuffer(buffer, "UTF-8", options) else {
      throw HTMLSerializationError.libxml2Failed("start writing")
    }
    let saved = xmlSaveDoc(context, document)
    xmlSaveClose(context)
    guard saved >= 0, let content = xmlBufferContent(buffer) else {
      throw HTMLSerializationError.libxml2Failed("serialize the tree")
    }
    return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
  }

  private static func makeNode(_ element: HTMLElement, in document: xmlDocPtr) throws -> xmlNodePtr {
    guard isName(element.name), let node = xmlNewDocNode(document, nil, element.name, nil) else {
      throw HTMLSerializationError.invalidName(element.name)
    }
    for attribute in element.attributes {
      guard isName(attribute.name) else {
        xmlFreeNode(node)
        throw HTMLSerializationError.invalidName(attribute.name)
      }
      // xmlNewProp stores the value as text; it does not parse entity references.
      xmlNewProp(node, attribute.name, Self.cleaned(attribute.value))
    }
    for child in element.children {
      let childNode: xmlNodePtr?
      switch child {
      case .text(let text):
        childNode = xmlNewDocText(document, Self.cleaned(text))
      case .element(let childElement):
        do {
          childNode = try makeNode(childElement, in: document)
        } catch {
          xmlFreeNode(node)
          throw error
        }
      }
      if let childNode { xmlAddChild(node, childNode) }
    }
    return node
  }

  /// Element and attribute names hig writes: ASCII letters and digits, '-' or ':' inside. Checked
  /// on bytes: Unicode property lookups per scalar cost more than serializing small elements.
  private static func isName(_ name: String) -> Bool {
    func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    guard let first = name.utf8.first, isLetter(first) else { return false }
    return name.utf8.allSatisfy { byte in
      isLetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
    }
  }

  /// Text without the control characters XML and HTML cannot carry (NUL would also end the C string).
  private static func cleaned(_ text: String) -> String {
    // A byte scan finds text that may need cleaning (a control byte, or 0xEF that starts U+FFFE/F).
    guard text.utf8.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0xEF }),
      text.unicodeScalars.contains(where: isForbidden)
    else { return text }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: text.unicodeScalars.filter { !isForbidden($0) })
    return String(result)
  }

  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" || scalar.value == 0xFFFE
      || scalar.value == 0xFFFF
  }
}
