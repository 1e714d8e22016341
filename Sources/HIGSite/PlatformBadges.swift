import HIGModel
import LibXML

/// The small platform labels beside a guideline: supported platforms, and crossed-out ones it
/// says it does not support.
///
///     PlatformBadges(support: PlatformSupport(supported: [.iOS], unsupported: [.tvOS])).element
///     // <ul class="badges"><li class="badge platform">iOS</li><li class="badge unsupported"><del>tvOS</del>…
struct PlatformBadges {
  var support: PlatformSupport
  /// When set, each badge links to the platform's page (made relative to this page).
  var page: String?

  var element: HTMLElement {
    var items: [HTMLNode] = support.supported.map { badge($0, supported: true) }
    items += support.unsupported.map { badge($0, supported: false) }
    return HTMLElement("ul", ["class": "badges", "aria-label": "플랫폼", "lang": "en"], items)
  }

  private func badge(_ platform: Platform, supported: Bool) -> HTMLNode {
    var label: HTMLNode = .text(platform.rawValue)
    if let page {
      label =
        HTMLElement("a", ["href": SitePath.relative(from: page, to: SitePath.platform(platform))], [label])
        .node
    }
    if !supported {
      label = HTMLElement("del", ["title": "\(platform.rawValue)에서는 지원하지 않음"], [label]).node
    }
    return HTMLElement("li", ["class": supported ? "badge platform" : "badge platform unsupported"], [label]).node
  }
}
