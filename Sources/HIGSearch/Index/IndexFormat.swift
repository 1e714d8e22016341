/// The layout of the index file (docs/Search.md draws it): a fixed header with a version, the
/// content fingerprint and a checksum, then the payload tables.
///
///     "HIGINDEX" | version u32 | payload length u64 | checksum u64 | fingerprint | payload…
enum IndexFormat {
  static let magic: [UInt8] = Array("HIGINDEX".utf8)
  /// Revision of the file layout and of what the builder puts in its tables (a new kind of concept
  /// name is one); the stored version also folds in the analyzer's, so a file whose terms another
  /// analyzer made is rejected and rebuilt.
  static let layoutRevision = 19
  static var version: Int { layoutRevision * 1000 + Analyzer.version }
}
