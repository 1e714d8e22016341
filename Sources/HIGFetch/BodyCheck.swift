import Foundation

/// Whether a downloaded body may replace the file it is meant for: what keeps a broken response or
/// a moved page from ever being written over a good file.
enum BodyCheck {
  /// Why `body` is not the page `slug`, or nil when it is: it must be a JSON object whose
  /// `identifier.url` ends in the slug (compared ignoring case, as Apple's URLs vary in case).
  ///
  ///     BodyCheck.problem(page: #"{"identifier":{"url":"doc://com.apple.HIG/design/Human-Interface-Guidelines/Toggles"}}"#, slug: "toggles")  // nil
  static func problem(page body: Data, slug: String) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: body) else {
      return body.isEmpty ? "the response was empty" : "the response is not JSON"
    }
    guard let page = object as? [String: Any] else { return "the response is not a JSON object" }
    guard let identifier = (page["identifier"] as? [String: Any])?["url"] as? String else {
      return "the response has no identifier.url, so it cannot be told to be the page asked for"
    }
    let named = identifier.split(separator: "/").last.map(String.init) ?? identifier
    guard named.lowercased() == slug.lowercased() else {
      return "the response is the page '\(named)', not '\(slug)' (identifier.url \(identifier))"
    }
    return nil
  }

  /// Why `body` is not a navigator index, or nil when it is.
  static func problem(index body: Data) -> String? {
    do {
      _ = try NavigatorIndex(data: body)
      return nil
    } catch {
      return "the response is no table of contents: \(error)"
    }
  }

  /// Why `body` is not an image, or nil: only emptiness is checked, as any format may be served.
  static func problem(image body: Data) -> String? {
    body.isEmpty ? "the response was empty" : nil
  }
}
