import Foundation

/// Golden (snapshot) files: expected outputs checked in under `Tests/<target>/Snapshots/`.
///
/// A mismatch fails with both texts. Run with `HIG_RECORD_SNAPSHOTS=1` to re-record on purpose;
/// a re-record still reports a failure so a person reviews the new file before committing it.
public enum Golden {
  /// Compares `actual` with the snapshot `name`; returns a failure message, or nil when they match.
  public static func check(_ actual: String, named name: String, target: String) -> String? {
    // Standardized, so a name like "../Fixtures/x.json" never depends on Snapshots/ existing.
    let file = Fixtures.repositoryRoot.appendingPathComponent("Tests/\(target)/Snapshots/\(name)").standardizedFileURL
    let recording = ProcessInfo.processInfo.environment["HIG_RECORD_SNAPSHOTS"] == "1"
    let expected = try? String(contentsOf: file, encoding: .utf8)
    if recording || expected == nil {
      try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? actual.write(to: file, atomically: true, encoding: .utf8)
      return "recorded snapshot \(file.path); review it and run the tests again"
    }
    guard expected != actual else { return nil }
    return
      "snapshot \(name) differs (re-record with HIG_RECORD_SNAPSHOTS=1 if the change is intended)\n--- expected\n\(expected!)\n--- actual\n\(actual)"
  }
}
