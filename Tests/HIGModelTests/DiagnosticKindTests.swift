import HIGModel
import Testing

/// The table of diagnostic kinds: one entry per ID, each with words a user can read.
@Suite struct DiagnosticKindTests {
  @Test func everyIDIsUniqueAndNamesItsStage() {
    let ids = DiagnosticKind.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for kind in DiagnosticKind.all {
      let parts = kind.id.split(separator: ".")
      #expect(parts.count == 2, "\(kind.id)")
      #expect(kind.id.allSatisfy { $0.isLowercase || $0 == "." || $0 == "-" }, "\(kind.id)")
      #expect(!kind.summary.isEmpty && !kind.rationale.isEmpty, "\(kind.id)")
    }
  }

  @Test func aDiagnosticOfAKindCarriesItsID() {
    let diagnostic = Diagnostic(.emptyFile, severity: .warning, file: "a.md", message: "file is empty; skipped")
    #expect(diagnostic.id == "ingest.empty-file")
    #expect(diagnostic.is(.emptyFile) && !diagnostic.is(.binaryFile))
  }
}
