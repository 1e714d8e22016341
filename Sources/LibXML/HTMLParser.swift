internal import CLibXML2
import Foundation

/// Reads HTML with libxml2's forgiving HTML parser into an `ParsedHTML`.
///
/// Network access, error reports and the page's own charset declaration are switched off: the
/// caller has already decoded the text, so it is handed over as UTF-8. libxml2 is not thread-safe,
/// so every call holds one lock. `XML_PARSE_HUGE` is on because without it libxml2 silently drops
/// everything below 256 levels of nesting; the tree is then copied without recursion.
///
///     let page = try HTMLParser.parse("<p>드래그 <a href=\"modality.html\">모달리티</a></p>")
///     page.text(of: page.root)  // "드래그 모달리티"
public enum HTMLParser {
  /// Elements nested deeper than this are folded into their ancestor at this depth.
  public static let maximumDepth = 256

  /// Why a text could not be read as HTML at all.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case unparsable

    public var description: String {
      "libxml2 could not read the text as HTML; check that the file is an HTML page"
    }
  }

  public static func parse(_ text: String) throws -> ParsedHTML {
    var bytes = Array(text.utf8)
    // libxml2 takes an Int32 length; texts that large never reach here (the ingester skips them).
    guard bytes.count < Int(Int32.max) else { throw Failure.unparsable }
    bytes.append(0)
    return try LibXMLLock.shared.withLock {
      let options = Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
          | HTML_PARSE_NONET.rawValue | HTML_PARSE_IGNORE_ENC.rawValue | HTML_PARSE_COMPACT.rawValue
          | XML_PARSE_HUGE.rawValue)
      let document: htmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
          htmlReadMemory(pointer, Int32(buffer.count - 1), "page.html", "UTF-8", options)
        }
      }
      guard let document else { throw Failure.unparsable }
      defer { xmlFreeDoc(document) }
      return convert(document)
    }
  }

  /// Copies libxml2's tree into a flat node table, walking sibling and parent pointers instead of
  /// recursing, and folding nodes deeper than `maximumDepth` into their ancestor.
  private static func convert(_ document: htmlDocPtr) -> ParsedHTML {
    var nodes = [
      ParsedHTML.Node(
        kind: .element, name: "#document", text: "", attributes: [:], parent: nil, children: [], line: 1)
    ]
    // Each entry: the libxml2 node, and the index of its Swift parent.
    var current: xmlNodePtr? = document.pointee.children
    var parents: [Int] = [0]
    var depth = 0
    while let node = current {
      let parent = parents[min(depth, parents.count - 1)]
      var descend = false
      switch node.pointee.type {
      case XML_ELEMENT_NODE:
        let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
        var index = parent
        if depth < maximumDepth {
          index = nodes.count
          nodes.append(
            ParsedHTML.Node(
              kind: .element, name: name, text: "", attributes: attributes(of: node), parent: parent, children: [],
              line: Int(xmlGetLineNo(node))))
          nodes[parent].children.append(index)
        }
        if depth + 1 < parents.count { parents[depth + 1] = index } else { parents.append(index) }
        descend = node.pointee.children != nil
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_COMMENT_NODE:
        let content = node.pointee.content.map { String(cString: $0) } ?? ""
        let kind: ParsedHTML.Node.Kind = node.pointee.type == XML_COMMENT_NODE ? .comment : .text
        nodes.append(
          ParsedHTML.Node(
            kind: kind, name: "", text: content, attributes: [:], parent: parent, children: [],
            line: Int(xmlGetLineNo(node))))
        nodes[parent].children.append(nodes.count - 1)
      default:
        break
      }
      if descend {
        depth += 1
        current = node.pointee.children
        continue
      }
      // Next sibling, or climb to the nearest ancestor that has one.
      var climber: xmlNodePtr? = node
      current = nil
      while let at = climber {
        if let next = at.pointee.next {
          current = next
          break
        }
        climber = at.pointee.parent
        depth -= 1
        if depth < 0 || climber == nil
          || climber.map({ UnsafeMutableRawPointer($0) }) == UnsafeMutableRawPointer(document)
        {
          climber = nil
        }
      }
    }
    return ParsedHTML(nodes: nodes)
  }

  private static func attributes(of node: xmlNodePtr) -> [String: String] {
    var result: [String: String] = [:]
    var attribute = node.pointee.properties
    while let current = attribute {
      if let name = current.pointee.name {
        let key = String(cString: name).lowercased()
        if let value = xmlNodeGetContent(UnsafeMutableRawPointer(current).assumingMemoryBound(to: xmlNode.self)) {
          result[key] = String(cString: value)
          xmlFree(value)
        } else {
          result[key] = ""
        }
      }
      attribute = current.pointee.next
    }
    return result
  }
}
