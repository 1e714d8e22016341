import Foundation
import HIGIngest
import HIGSearch

/// `hig-bench loanwords`: scores the loanword matcher on a labelled list, with the English words of
/// the content's texts and terminology as the vocabulary, and prints the table.
///
///     hig-bench loanwords --pairs Tests/HIGSearchTests/Fixtures/loanwords.tsv
struct LoanwordBenchmark {
  var content: URL
  var pairs: URL

  func run() throws -> String {
    guard let text = try? String(contentsOf: pairs, encoding: .utf8) else {
      throw BenchError.missing("cannot read the labelled list '\(pairs.path)'; pass --pairs FILE")
    }
    let evaluation = try LoanwordEvaluation(text: text, source: pairs.lastPathComponent)
    let knowledgeBase = try Ingester(folder: ContentFolder(url: content)).ingest()
    let texts =
      knowledgeBase.records.flatMap { [$0.text.en, $0.text.ko].compactMap { $0 } }
      + knowledgeBase.terminology.concepts.flatMap(\.english)
    let vocabulary = texts.flatMap { $0.split { !($0.isASCII && $0.isLetter) }.map(String.init) }
    return "Loanword matcher on \(pairs.lastPathComponent), vocabulary from \(content.path):\n\n"
      + LoanwordEvaluation.table(evaluation.run(vocabulary: vocabulary))
  }
}
