import HIGModel

extension Terminology {
  /// The terminology layer hig ships (`Sources/HIGIngest/Terminology/terminology.tsv`): every HIG
  /// concept with Apple's official Korean term and the names the community uses instead.
  public static let builtIn: Terminology = {
    let text = String(decoding: PackageResources.terminology_tsv, as: UTF8.self)
    // The file is checked by the tests, so a diagnostic here would be a packaging mistake.
    return TerminologyFile.parse(text, file: "built-in terminology.tsv").terminology
  }()
}
