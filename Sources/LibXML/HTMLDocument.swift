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
/// Callers may serialize pages from several threads at once: each call builds and writes a
/// document of its own, with a dictionary of its own, and this thread-enabled libxml2 keeps the settings
/// the serializer reads (indentation, error handlers) per thread. Only its one-time set-up is
/// shared, so it runs once before the first page.
enum LibXMLSerializer {
  private static let initialized: Void = LibXMLLock.shared.withLock { xmlInitParser() }

  static func serialize(_ root: HTMLElement, asHTML: Bool) throws -> Data {
    _ = initialized
    guard let document = asHTML ? htmlNewDocNoDtD(nil, nil) : xmlNewDoc("1.0") else {
      throw HTMLSerializationError.libxml2Failed("create a document")
    }
    defer { xmlFreeDoc(document) }  // and its dictionary
    // Element and attribute names are interned in a dictionary of the document's own instead of
    // copied into every node (a page repeats a few dozen names thousands of times).
    document.pointee.dict = xmlDictCreate()
    if asHTML { xmlCreateIntSubset(document, "html", nil, nil) }
    let rootNode = try makeNode(root, in: document, asHTML: asHTML)
    xmlDocSetRootElement(document, rootNode)

    guard let buffer = xmlBufferCreate() else { throw HTMLSerializationError.libxml2Failed("allocate a buffer") }
    defer { xmlBufferFree(buffer) }
    // The saver appends the page in 4 kB chunks, and libxml2's default grows the buffer to the
    // exact new size each time, moving the page so far; doubling moves it a few times per page.
    xmlBufferSetAllocationScheme(buffer, XML_BUFFER_ALLOC_DOUBLEIT)
    var options = Int32(XML_SAVE_FORMAT.rawValue)
    if asHTML { options |= Int32(XML_SAVE_AS_HTML.rawValue) }
    guard let context = xmlSaveToBuffer(buffer, "UTF-8", options) else {
      throw HTMLSerializationError.libxml2Failed("start writing")
    }
    let saved = xmlSaveDoc(context, document)
    xmlSaveClose(context)
    let length = Int(xmlBufferLength(buffer))
    guard saved >= 0, let content = xmlBufferDetach(buffer) else {
      throw HTMLSerializationError.libxml2Failed("serialize the tree")
    }
    // The page's bytes are handed over, not copied; libxml2 allocates with malloc (hig never
    // installs other allocators with xmlMemSetup), so free releases them.
    return Data(bytesNoCopy: content, count: length, deallocator: .free)
  }

  private static func makeNode(_ element: HTMLElement, in document: xmlDocPtr, asHTML: Bool) throws -> xmlNodePtr {
    guard isName(element.name), let node = withXMLChars(element.name, { xmlNewDocNode(document, nil, $0, nil) }) else {
      throw HTMLSerializationError.invalidName(element.name)
    }
    for attribute in element.attributes {
      guard isName(attribute.name) else {
        xmlFreeNode(node)
        throw HTMLSerializationError.invalidName(attribute.name)
      }
      // xmlNewProp stores the value as text; it does not parse entity references.
      withXMLChars(attribute.name) { name in
        withXMLChars(Self.cleaned(attribute.value)) { value in _ = xmlNewProp(node, name, value) }
      }
    }
    for child in element.children {
      let childNode: xmlNodePtr?
      switch child {
      case .text(let text):
        let cleaned = Self.cleaned(text)
        childNode = withXMLChars(cleaned) { xmlNewDocText(document, $0) }
        // libxml2's HTML writer escapes only '<', '>' and '&' in text, by making an escaped copy
        // of every text node (its largest cost in `hig site`); text without them is written as is.
        if asHTML, let childNode, !Self.hasMarkupCharacter(cleaned) { hig_xmlWriteTextAsIs(childNode) }
      case .element(let childElement):
        do {
          childNode = try makeNode(childElement, in: document, asHTML: asHTML)
        } catch {
          xmlFreeNode(node)
          throw error
        }
      }
      if let childNode { xmlAddChild(node, childNode) }
    }
    return node
  }

  /// `body` given `text` as libxml2's NUL-terminated `xmlChar` string. A native String already
  /// holds its bytes that way, where passing it to a C parameter directly copies them into a new
  /// array for every name, value and text of a page.
  private static func withXMLChars<Result>(_ text: String, _ body: (UnsafePointer<xmlChar>) -> Result) -> Result {
    text.withCString { body(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
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
    guard mayNeedCleaning(text), text.unicodeScalars.contains(where: isForbidden) else { return text }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: text.unicodeScalars.filter { !isForbidden($0) })
    return String(result)
  }

  /// Whether `text` has '<', '>' or '&', the characters HTML text escapes.
  private static func hasMarkupCharacter(_ text: String) -> Bool {
    text.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&") }
  }

  /// Whether `text` has a byte that may start a forbidden character: a control byte other than
  /// tab, line feed and carriage return, or 0xEF, which starts U+FFFE and U+FFFF.
  private static func mayNeedCleaning(_ text: String) -> Bool {
    func isSuspect(_ byte: UInt8) -> Bool {
      byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D || byte == 0xEF
    }
    // Every text and attribute value of every page passes here, so bytes are tested eight at a
    // time: a word has a byte below 0x20 or equal to 0xEF exactly when these borrow tricks leave a
    // high bit set ("hasless"/"haszero" of Bit Twiddling Hacks); only such words, rare but for line
    // feeds, are looked at byte by byte.
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard let base = bytes.baseAddress else { return false }
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highBits: UInt64 = 0x8080_8080_8080_8080
      var offset = 0
      while offset + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
        let belowSpace = (word &- ones &* 0x20) & ~word & highBits
        let xorEF = word ^ (ones &* 0xEF)
        let isEF = (xorEF &- ones) & ~xorEF & highBits
        if belowSpace | isEF != 0, bytes[offset..<(offset + 8)].contains(where: isSuspect) { return true }
        offset += 8
      }
      return bytes[offset...].contains(where: isSuspect)
    }
    return found ?? text.utf8.contains(where: isSuspect)
  }

  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" || scalar.value == 0xFFFE
      || scalar.value == 0xFFFF
  }
}
