import Foundation
import HIGIngest
import HIGSearch

// hig-bench: `hig-bench [corpus] [--content DIR] [--scales 1,10,100]` times index builds and queries
// against rg and sqlite3; `hig-bench ablation [--content DIR] [--eval FILE]` scores ranking variants;
// `hig-bench mirror` / `serve` / `fetch` make, serve and time a local stand-in for Apple's HIG JSON.
exit(BenchCommand.main(Array(CommandLine.arguments.dropFirst())))
