import Foundation
import HIGModel

extension LocalHTTPServer {
  /// A handler that serves the files under `root` by their paths, as a static web server would:
  /// an ETag (a hash of the bytes) and Last-Modified on each, 304 to a matching If-None-Match or a
  /// current If-Modified-Since, 404 for anything else. `latency` seconds pass before each answer.
  public static func files(in root: URL, latency: Double = 0) -> Handler {
    let rootPath = root.standardizedFileURL.path
    return { request in
      var path = String(request.path.prefix { $0 != "?" && $0 != "#" })
      path = path.removingPercentEncoding ?? path
      guard !path.split(separator: "/").contains(".."),
        let data = FileManager.default.contents(atPath: rootPath + path),
        let attributes = try? FileManager.default.attributesOfItem(atPath: rootPath + path),
        attributes[.type] as? FileAttributeType == .typeRegular
      else {
        var missing = Response.notFound
        missing.delay = latency
        return missing
      }
      let modified = (attributes[.modificationDate] as? Date) ?? Date(timeIntervalSince1970: 0)
      var response = Response.file(data, modified: modified, contentType: contentType(path), answering: request)
      response.delay = latency
      return response
    }
  }

  /// A strong validator for `data`: its FNV-1a hash, in hex.
  public static func entityTag(_ data: Data) -> String { String(FNV1a.hash(data), radix: 16) }

  /// `date` as HTTP writes dates: "Tue, 01 Dec 2026 23:36:07 GMT".
  public static func httpDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: date)
  }

  static func contentType(_ path: String) -> String {
    if path.hasSuffix(".png") { return "image/png" }
    if path.hasSuffix(".mp4") { return "video/mp4" }
    // Pages end in .json; the navigator index has no extension at all.
    return "application/json"
  }
}

extension LocalHTTPServer.Response {
  /// A file as a static web server answers with it: its ETag and Last-Modified, and 304 when the
  /// request's If-None-Match (or, without one, If-Modified-Since) says the asker has it already.
  public static func file(
    _ data: Data, modified: Date, contentType: String, answering request: LocalHTTPServer.Request
  ) -> LocalHTTPServer.Response {
    let etag = "\"\(LocalHTTPServer.entityTag(data))\""
    let lastModified = LocalHTTPServer.httpDate(modified)
    let headers = [("Content-Type", contentType), ("ETag", etag), ("Last-Modified", lastModified)]
    if let asked = request.header("if-none-match") {
      if asked.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag }) {
        return LocalHTTPServer.Response(status: 304, headers: headers)
      }
    } else if request.header("if-modified-since") == lastModified {
      return LocalHTTPServer.Response(status: 304, headers: headers)
    }
    return LocalHTTPServer.Response(status: 200, headers: headers, body: data)
  }
}
