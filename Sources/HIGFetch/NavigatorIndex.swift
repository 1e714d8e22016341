import Foundation

/// The pages Apple's HIG table of contents lists (its navigator index), in the order it lists them.
///
///     {"interfaceLanguages": {"swift": [{"path": "/design/human-interface-guidelines", "children": [
///       {"title": "Getting started", "type": "groupMarker"},
///       {"path": "/design/human-interface-guidelines/toggles", "title": "Toggles", "type": "article"}]}]}}
///     → [Page(slug: "toggles", title: "Toggles")]
public struct NavigatorIndex: Sendable {
  /// One page of the table of contents.
  public struct Page: Equatable, Sendable {
    /// The last part of its path: the name of its files (`en/<slug>.json`).
    public var slug: String
    public var title: String
  }

  public var pages: [Page]

  /// Every HIG page lives at `/design/human-interface-guidelines/<slug>`; the tree's other nodes
  /// (the module itself, group markers without a path) are structure, not pages.
  static let pathPrefix = "/design/human-interface-guidelines/"

  /// The most pages a table of contents may list: ten times Apple's, so a hostile or broken
  /// server cannot send hig fetch asking for a hundred thousand pages.
  static let largestPageCount = 2_000

  public init(data: Data) throws {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw NavigatorIndex.Failure("it is not JSON")
    }
    guard let root = object as? [String: Any], let languages = root["interfaceLanguages"] as? [String: Any] else {
      throw NavigatorIndex.Failure("it has no interfaceLanguages object")
    }
    // Swift is the only interface language the HIG has; any other holds the same tree.
    guard let nodes = (languages["swift"] ?? languages.values.first) as? [Any] else {
      throw NavigatorIndex.Failure("its interfaceLanguages hold no list of pages")
    }
    var pages: [Page] = []
    var seen = Set<String>()
    func visit(_ nodes: [Any]) {
      for case let node as [String: Any] in nodes {
        if let path = node["path"] as? String, let slug = NavigatorIndex.slug(ofPath: path),
          seen.insert(slug.lowercased()).inserted
        {
          pages.append(Page(slug: slug, title: node["title"] as? String ?? slug))
        }
        if let children = node["children"] as? [Any] { visit(children) }
      }
    }
    visit(nodes)
    guard pages.count <= NavigatorIndex.largestPageCount else {
      throw NavigatorIndex.Failure(
        "it lists \(pages.count) pages, more than the \(NavigatorIndex.largestPageCount) hig fetches (Apple's lists about 170): is --source Apple's server or a mirror of it?"
      )
    }
    guard !pages.isEmpty else { throw NavigatorIndex.Failure("it lists no page under \(NavigatorIndex.pathPrefix)") }
    self.pages = pages
  }

  /// The slug of a page path, or nil for a path that is no single safe name under the HIG.
  ///
  ///     NavigatorIndex.slug(ofPath: "/design/human-interface-guidelines/tab-bars")  // "tab-bars"
  ///     NavigatorIndex.slug(ofPath: "/design/human-interface-guidelines/a/../b")    // nil
  static func slug(ofPath path: String) -> String? {
    guard path.lowercased().hasPrefix(pathPrefix) else { return nil }
    let slug = String(path.dropFirst(pathPrefix.count))
    guard !slug.isEmpty, !slug.hasPrefix("."), slug.utf8.allSatisfy(FetchFolder.isSafeNameByte) else { return nil }
    return slug
  }

  /// Why the index could not be read.
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
