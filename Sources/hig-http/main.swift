import Foundation
import HTTPWire

// hig-http: the process that makes `hig fetch`'s HTTP requests, with URLSession. hig itself is a
// fully static executable and cannot hold a network stack (docs/Fetch.md); hig starts this helper,
// writes it requests on its standard input and reads the responses from its standard output
// (WireFormat). It ends when its input closes, which is also what happens when hig is killed.

guard let first = readLine(), let settings = WireFormat.settings(first) else {
  FileHandle.standardError.write(
    Data("hig-http: expected a settings line of protocol version \(WireFormat.version) on standard input\n".utf8))
  exit(64)
}
let transfers = TransferLoop(settings: settings)
while let line = readLine() {
  guard let request = WireFormat.request(line) else {
    FileHandle.standardError.write(Data("hig-http: not a request line: \(line)\n".utf8))
    continue
  }
  transfers.start(request)
}
// hig closed the input: it wants nothing more (it is done, or it was killed).
exit(0)
