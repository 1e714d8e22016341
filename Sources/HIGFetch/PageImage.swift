import Foundation

/// An image a page shows, as the one variant `hig fetch --images` downloads: the 2x light one.
struct PageImage: Equatable, Sendable {
  /// The variant's URL as the page gives it: absolute, or a path on the source server.
  var url: String
  /// Its file in the output's `images/` folder: the URL's last path component, with anything
  /// outside `[A-Za-z0-9._-]` replaced by `-`.
  var fileName: String

  /// The images of a page's `references`, one per reference, in the order of their identifiers.
  ///
  ///     "references": {"toggle-hero": {"type": "image", "variants": [
  ///       {"url": "/images/toggle-hero~dark@2x.png", "traits": ["2x", "dark"]},
  ///       {"url": "/images/toggle-hero@2x.png", "traits": ["2x", "light"]}]}}
  ///     → [PageImage(url: "/images/toggle-hero@2x.png", fileName: "toggle-hero-2x.png")]
  static func all(inPage body: Data) -> [PageImage] {
    guard let page = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
      let references = page["references"] as? [String: Any]
    else { return [] }
    var images: [PageImage] = []
    for key in references.keys.sorted() {
      guard let reference = references[key] as? [String: Any], reference["type"] as? String == "image",
        let variants = reference["variants"] as? [[String: Any]], let url = chosenVariant(variants)
      else { continue }
      images.append(PageImage(url: url, fileName: fileName(of: url)))
    }
    return images
  }

  /// The 2x light variant's URL; else the 2x one that is not dark; else the first that is not dark.
  static func chosenVariant(_ variants: [[String: Any]]) -> String? {
    let described = variants.compactMap { variant -> (url: String, traits: [String])? in
      guard let url = variant["url"] as? String, !url.isEmpty else { return nil }
      return (url, (variant["traits"] as? [String] ?? []).map { $0.lowercased() })
    }
    let light = described.filter { !$0.traits.contains("dark") }
    return
      (light.first { $0.traits.contains("2x") && $0.traits.contains("light") }
      ?? light.first { $0.traits.contains("2x") } ?? light.first)?.url
  }

  /// The name the image is stored under.
  ///
  ///     PageImage.fileName(of: "https://docs-assets.example/published/1a/toggle@2x.png?x=1")  // "toggle-2x.png"
  static func fileName(of url: String) -> String {
    var path = Substring(url)
    if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
    let last = path.split(separator: "/").last.map(String.init) ?? "image"
    var name = String(
      decoding: last.utf8.map { FetchFolder.isSafeNameByte($0) ? $0 : UInt8(ascii: "-") }, as: UTF8.self)
    // A leading dot would hide the file from the content walker (and look like hig's temporary files).
    while name.hasPrefix(".") { name = "-" + name.dropFirst() }
    return name.isEmpty ? "image" : name
  }
}
