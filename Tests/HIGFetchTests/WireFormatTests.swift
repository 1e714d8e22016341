import HTTPWire
import Testing

/// The lines `hig fetch` and hig-http exchange survive any text a field can hold.
@Suite struct WireFormatTests {
  @Test func settingsRoundTrip() {
    let settings = HTTPSettings(
      userAgent: "hig/0.1.0 (tests)", idleTimeout: 10_000, requestTimeout: 60_000, maximumConnections: 4)
    #expect(WireFormat.settings(WireFormat.line(settings)) == settings)
    #expect(WireFormat.settings("settings\t1\thig\t1\t1\t1") == nil)
  }

  @Test func requestsAndResponsesRoundTripWithTabsNewlinesAndBackslashes() {
    let request = HTTPRequest(
      id: 7, url: "http://127.0.0.1:1/a\tb", bodyPath: "/tmp/x\\y\nz", maximumBytes: 4 << 20,
      headers: [
        HTTPHeader("If-None-Match", "\"a1\""), HTTPHeader("If-Modified-Since", "Tue, 01 Dec 2026 23:36:07 GMT"),
      ])
    let line = WireFormat.line(request)
    #expect(!line.contains("\n"))
    #expect(WireFormat.request(line) == request)
    let response = HTTPResponse(
      id: 7, status: 0, failure: .timeout, message: "Operation timed out after 300 ms", bodyBytes: 12,
      headers: [HTTPHeader("ETag", "\"a1\""), HTTPHeader("X-Empty", "")])
    #expect(WireFormat.response(WireFormat.line(response)) == response)
    let plain = HTTPResponse(id: 8, status: 304)
    #expect(WireFormat.response(WireFormat.line(plain)) == plain)
  }

  @Test func headerValuesAreFoundIgnoringCase() {
    #expect([HTTPHeader("ETag", "\"a\"")].value(of: "etag") == "\"a\"")
    #expect([HTTPHeader("ETag", "\"a\"")].value(of: "Retry-After") == nil)
  }
}
