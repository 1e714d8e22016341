import Glibc
import HTTPWire

// hig-http: the process that makes `hig fetch`'s HTTP requests with libcurl. hig itself is a fully
// static executable and cannot load libcurl (docs/Fetch.md); hig starts this helper, writes it
// requests on its standard input and reads the responses from its standard output (WireFormat).
// It ends when its input closes, which is also what happens when hig is killed.

var input = LineReader(descriptor: STDIN_FILENO)
guard let first = input.nextLine(), let settings = WireFormat.settings(first) else {
  writeError("hig-http: expected a settings line of protocol version \(WireFormat.version) on standard input\n")
  exit(64)
}
exit(TransferLoop(settings: settings).run(reading: &input))
