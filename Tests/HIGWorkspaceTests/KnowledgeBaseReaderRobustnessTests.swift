import Foundation
import HIGIngest
import HIGModel
import TestSupport
import Testing

@testable import HIGWorkspace

/// The cache's reader on hostile bytes: no input crashes it or makes it superlinear; what it
/// refuses, the workspace rebuilds.
@Suite(.serialized) struct KnowledgeBaseReaderRobustnessTests {
  static let seed: String = {
    let kb = try? Ingester(folder: ContentFolder(url: Fixtures.file("community", target: "HIGIngestTests"))).ingest()
    return kb.flatMap { try? JSONEncoder().encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }()

  @Test func fuzzedInputsNeitherCrashNorGrowSuperlinearly() {
    let target = FuzzTarget(name: "knowledge-base JSON", fragments: FuzzTarget.jsonFragments, seeds: [Self.seed]) {
      _ = try KnowledgeBaseReader.knowledgeBase(from: Array($0.utf8))
    }
    let report = Fuzzer(target).run()
    #expect(report.worst?.isLinear ?? true, "seed \(Fuzzer.seed): \(report)")
  }

  /// JSON nested a million deep, where the knowledge base reader skips a key it does not know, or
  /// expects a value of the schema: refused without recursing once per level.
  @Test(arguments: [
    AdversarialInput("nested arrays", "[", prefix: "{\"schemaVersion\": 1, \"extra\": "),
    AdversarialInput("nested objects", "{\"a\":", prefix: "{\"schemaVersion\": 1, \"extra\": "),
    AdversarialInput("nested guideline arrays", "[", prefix: "{\"guidelines\": "),
    AdversarialInput("long strings", "\\u00e9", prefix: "{\"contentFingerprint\": \""),
  ])
  func knowledgeBaseReaderIsLinear(_ input: AdversarialInput) {
    let time = LinearTime.measure(input) { text in
      #expect(throws: (any Error).self) { try KnowledgeBaseReader.knowledgeBase(from: Array(text.utf8)) }
    }
    #expect(time.isLinear, "\(time)")
  }
}
