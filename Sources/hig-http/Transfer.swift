import CCurl
import Glibc
import HTTPWire

/// One request in flight: its curl handle, the file its body goes to, and the headers received.
final class Transfer {
  let request: HTTPRequest
  let easy: UnsafeMutableRawPointer
  private(set) var headers: [HTTPHeader] = []
  private(set) var bodyBytes = 0
  /// The body file, open from the start so a failure to create it is reported before any traffic.
  private var descriptor: Int32
  private var writeFailure: Int32 = 0
  private var headerList: UnsafeMutablePointer<curl_slist>?
  /// Where libcurl describes a failure in more words than curl_easy_strerror.
  private let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))

  /// Sets up `request`, or the response that says why it cannot start (its body file cannot be created).
  static func start(_ request: HTTPRequest, settings: HTTPSettings, userAgent: String) -> Result<Transfer, Refusal> {
    let descriptor = open(request.bodyPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      return .failure(
        Refusal(
          response: HTTPResponse(
            id: request.id, status: 0, failure: .file,
            message: "cannot create \(request.bodyPath): \(String(cString: strerror(errno)))")))
    }
    guard let easy = curl_easy_init() else {
      close(descriptor)
      return .failure(
        Refusal(response: HTTPResponse(id: request.id, status: 0, failure: .other, message: "curl_easy_init failed")))
    }
    let transfer = Transfer(request: request, easy: easy, descriptor: descriptor)
    transfer.configure(settings: settings, userAgent: userAgent)
    return .success(transfer)
  }

  /// A request refused before it started, with the response to send for it.
  struct Refusal: Error {
    var response: HTTPResponse
  }

  private init(request: HTTPRequest, easy: UnsafeMutableRawPointer, descriptor: Int32) {
    self.request = request
    self.easy = easy
    self.descriptor = descriptor
    errorText[0] = 0
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    curl_slist_free_all(headerList)
    curl_easy_cleanup(easy)
    errorText.deallocate()
  }

  private func configure(settings: HTTPSettings, userAgent: String) {
    let context = Unmanaged.passUnretained(self).toOpaque()
    hig_curl_easy_setopt_string(easy, CURLOPT_URL, request.url)
    hig_curl_easy_setopt_string(easy, CURLOPT_USERAGENT, userAgent)
    // Every encoding this libcurl can decode; the file gets the decoded body.
    hig_curl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "")
    hig_curl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 1)
    hig_curl_easy_setopt_long(easy, CURLOPT_MAXREDIRS, 5)
    hig_curl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, settings.connectTimeout)
    hig_curl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, settings.requestTimeout)
    // No signals (libcurl's resolver timeouts would use SIGALRM), and wait for a connection that can
    // carry several requests at once (HTTP/2) rather than open another.
    hig_curl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
    hig_curl_easy_setopt_long(easy, CURLOPT_PIPEWAIT, 1)
    hig_curl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorText)
    hig_curl_easy_setopt_callback(easy, CURLOPT_WRITEFUNCTION, writeBody)
    hig_curl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context)
    hig_curl_easy_setopt_callback(easy, CURLOPT_HEADERFUNCTION, readHeader)
    hig_curl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context)
    for header in request.headers {
      headerList = curl_slist_append(headerList, "\(header.name): \(header.value)")
    }
    if let headerList { hig_curl_easy_setopt_list(easy, CURLOPT_HTTPHEADER, headerList) }
  }

  /// The response for this transfer, which libcurl finished with `code`; closes the body file.
  func finish(_ code: CURLcode) -> HTTPResponse {
    if descriptor >= 0, close(descriptor) != 0, writeFailure == 0 { writeFailure = errno }
    descriptor = -1
    let status = Int(hig_curl_easy_response_code(easy))
    if writeFailure != 0 {
      let reason = String(cString: strerror(writeFailure))
      return HTTPResponse(
        id: request.id, status: status, failure: .file, message: "cannot write \(request.bodyPath): \(reason)",
        bodyBytes: bodyBytes, headers: headers)
    }
    guard code != CURLE_OK else {
      return HTTPResponse(id: request.id, status: status, bodyBytes: bodyBytes, headers: headers)
    }
    let detail = String(cString: errorText)
    return HTTPResponse(
      id: request.id, status: 0, failure: Transfer.failure(code),
      message: detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail, bodyBytes: bodyBytes,
      headers: headers)
  }

  static func failure(_ code: CURLcode) -> HTTPFailure {
    switch code {
    case CURLE_OPERATION_TIMEDOUT: return .timeout
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .resolve
    case CURLE_COULDNT_CONNECT: return .refused
    case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE, CURLE_HTTP2, CURLE_HTTP2_STREAM:
      return .connection
    case CURLE_WRITE_ERROR: return .file
    default: return .other
    }
  }

  fileprivate func appendBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
    writeFailure = WireFormat.writeAll(bytes, to: descriptor)
    guard writeFailure == 0 else { return false }
    bodyBytes += bytes.count
    return true
  }

  fileprivate func receiveHeader(_ line: String) {
    // Each response of a redirect chain starts with its status line: keep the last one's headers only.
    if line.hasPrefix("HTTP/") {
      headers = []
      return
    }
    guard let colon = line.firstIndex(of: ":") else { return }
    let value = line[line.index(after: colon)...].trimmingCharacters(" \t\r\n")
    headers.append(HTTPHeader(String(line[..<colon]), value))
  }
}

private let writeBody: curl_write_callback = { data, size, count, context in
  let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
  let length = size * count
  return transfer.appendBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

private let readHeader: curl_write_callback = { data, size, count, context in
  let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
  let length = size * count
  let bytes = UnsafeRawBufferPointer(start: data, count: length)
  transfer.receiveHeader(String(decoding: bytes, as: UTF8.self))
  return length
}

extension Substring {
  /// This text without the given characters at either end.
  fileprivate func trimmingCharacters(_ characters: String) -> String {
    let set = Set(characters)
    return String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
