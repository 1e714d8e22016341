import Foundation
import HIGIngest
import HIGSearch

// hig-bench: `hig-bench [corpus] [--content DIR] [--scales 1,10,100]` times index builds and queries
// against rg and sqlite3; `hig-bench --help` lists the other modes (site, ingest, queries, mirror…).
exit(BenchCommand.main(Array(CommandLine.arguments.dropFirst())))
