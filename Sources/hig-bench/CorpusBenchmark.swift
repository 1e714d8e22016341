struct CorpusBenchmark { var content: URL; var queries: [String]; var scales: [Int]; var hig: URL; var work: URL; func run() throws -> String { "" } }
import Foundation
