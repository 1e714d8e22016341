import CCurl
import Glibc
import HTTPWire

/// Runs the requests that arrive on standard input through one libcurl multi handle, at most
/// `maximumConnections` at a time, and writes each response line as its exchange ends.
struct TransferLoop {
  let settings: HTTPSettings
  let userAgent: String

  init(settings: HTTPSettings) {
    self.settings = settings
    userAgent = "\(settings.userAgent) libcurl/\(String(cString: hig_curl_version_number()))"
  }

  /// Returns the exit status: 0 once the input has ended, 1 when libcurl cannot be set up.
  func run(reading input: inout LineReader) -> Int32 {
    guard curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK, let multi = curl_multi_init() else {
      writeError("hig-http: libcurl could not be initialised\n")
      return 1
    }
    let connections = max(1, settings.maximumConnections)
    hig_curl_multi_setopt_long(multi, CURLMOPT_MAX_TOTAL_CONNECTIONS, connections)
    hig_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, connections)
    var transfers: [UnsafeMutableRawPointer: Transfer] = [:]
    var readable = false
    while true {
      for line in input.availableLines(reading: readable) {
        guard let request = WireFormat.request(line) else {
          writeError("hig-http: not a request line: \(line)\n")
          continue
        }
        switch Transfer.start(request, settings: settings, userAgent: userAgent) {
        case .success(let transfer):
          transfers[transfer.easy] = transfer
          curl_multi_add_handle(multi, transfer.easy)
        case .failure(let refusal):
          respond(refusal.response)
        }
      }
      // hig closed the input: it wants nothing more (it is done, or it was killed).
      if input.ended { break }
      var running: Int32 = 0
      curl_multi_perform(multi, &running)
      var queued: Int32 = 0
      while let message = curl_multi_info_read(multi, &queued) {
        guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
          let transfer = transfers.removeValue(forKey: easy)
        else { continue }
        let response = transfer.finish(message.pointee.data.result)
        curl_multi_remove_handle(multi, easy)
        respond(response)
      }
      // Until a transfer can move or hig writes: curl's sockets and standard input, at once.
      var wait = curl_waitfd(fd: STDIN_FILENO, events: Int16(CURL_WAIT_POLLIN), revents: 0)
      curl_multi_poll(multi, &wait, 1, 1000, nil)
      readable = wait.revents != 0
    }
    for transfer in transfers.values { curl_multi_remove_handle(multi, transfer.easy) }
    transfers.removeAll()
    curl_multi_cleanup(multi)
    return 0
  }

  private func respond(_ response: HTTPResponse) {
    _ = WireFormat.send(WireFormat.line(response), to: STDOUT_FILENO)
  }
}
