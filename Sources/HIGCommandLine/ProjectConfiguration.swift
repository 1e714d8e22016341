import FileAccess
import Foundation

/// Settings a repository keeps in `hig.json` at its root (or any folder above the working
/// directory), so every teammate's citations link to the same published site.
///
///     { "siteURL": "https://hig.example.kr" }
struct ProjectConfiguration: Decodable, Sendable {
  static let fileName = "hig.json"

  /// The base URL of the published site; rule links are `<siteURL>/<slug>.html#<id>`.
  var siteURL: String?

  /// The nearest `hig.json` from `folder` upwards, with its location; nil when there is none.
  static func find(from folder: URL) throws -> (configuration: ProjectConfiguration, file: URL)? {
    var current = folder.standardizedFileURL
    while true {
      let file = current.appendingPathComponent(fileName)
      if FileManager.default.fileExists(atPath: file.path) {
        do {
          let bytes = try FileReader.read(file.path, limit: 1 << 20, shownAs: file.path)
          return (try JSONDecoder().decode(ProjectConfiguration.self, from: Data(bytes)), file)
        } catch {
          throw CommandError.failed(
            "\(file.path) is not a valid hig configuration (\(ErrorText.describe(error))); expected {\"siteURL\": \"https://…\"}"
          )
        }
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }
}
