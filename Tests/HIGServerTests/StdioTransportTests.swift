import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HIGServer
import Testing

/// The stdio transport over real pipes: lines in, replies out, limits, cancellation, closed ends.
@Suite struct StdioTransportTests {
  /// Serves `input` (then closed) and returns the status and each reply line parsed.
  func serve(_ input: [UInt8], maximumLine: Int = 4 << 20, closeOutput: Bool = false) throws -> (Int32, [JSONValue]) {
    let hig = try ServerHarness()
    var inPipe: [Int32] = [0, 0]
    var outPipe: [Int32] = [0, 0]
    #expect(pipe(&inPipe) == 0 && pipe(&outPipe) == 0)
    let (inRead, inWrite, outRead, outWrite) = (inPipe[0], inPipe[1], outPipe[0], outPipe[1])
    // The input is written from another thread: a pipe holds only 64 kB.
    let writer = Thread {
      var offset = 0
      input.withUnsafeBytes { bytes in
        while offset < bytes.count {
          let written = write(inWrite, bytes.baseAddress! + offset, bytes.count - offset)
          if written <= 0 { break }
          offset += written
        }
      }
      close(inWrite)
    }
    writer.start()
    if closeOutput { close(outRead) }
    let captured = Collected()
    let reader = Thread {
      guard !closeOutput else { return }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(outRead, &chunk, chunk.count)
        if count <= 0 { break }
        captured.data.append(contentsOf: chunk[..<count])
      }
    }
    reader.start()
    var transport = StdioTransport(maximumLine: maximumLine, input: inRead, output: outWrite)
    let status = transport.serve(hig.server)
    close(outWrite)
    close(inRead)
    while !reader.isFinished || !writer.isFinished { usleep(1_000) }
    if !closeOutput { close(outRead) }
    // Read only once the reader thread is done with it.
    let collected = String(decoding: captured.data, as: UTF8.self)
    let lines = collected.split(separator: "\n")
    return (status, try lines.map { try JSONValue.parse(Array($0.utf8)) })
  }

  @Test func answersEachLineAndEndsWhenInputCloses() throws {
    let input = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\r\n\n  \n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}"
    let (status, replies) = try serve(Array(input.utf8))
    #expect(status == 0)
    // CRLF, blank lines and a last line without a line feed are all read.
    #expect(replies.map { $0["id"] } == [1, 2])
  }

  @Test func anOverLongLineIsSkippedAndAnswered() throws {
    let long = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":\"" + String(repeating: "a", count: 200_000) + "\"}}"
    let input = long + "\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}\n" + String(repeating: "b", count: 150_000)
    let (status, replies) = try serve(Array(input.utf8), maximumLine: 100_000)
    #expect(status == 0)
    #expect(replies.count == 3)
    #expect(replies[0]["error"]?["code"]?.int == -32600)
    #expect(replies[0]["error"]?["message"]?.string?.contains("over the limit of 100000") == true)
    #expect(replies[1]["id"] == 2)
    #expect(replies[2]["error"]?["code"]?.int == -32600)
  }

  /// A cancellation that arrived while the request ran drops its reply.
  @Test func aCancellationReadAheadDropsTheReply() throws {
    let input = """
      {"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"search","arguments":{"query":"드래그"}}}
      {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7}}
      {"jsonrpc":"2.0","id":8,"method":"ping"}

      """
    let (_, replies) = try serve(Array(input.utf8))
    #expect(replies.map { $0["id"] } == [8])
  }

  /// A client that closed its end of standard output ends the server, without SIGPIPE.
  @Test func aClosedOutputEndsTheServerCleanly() throws {
    let input = String(repeating: "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n", count: 100)
    let (status, _) = try serve(Array(input.utf8), closeOutput: true)
    #expect(status == 0)
  }

  @Test func nothingButRepliesReachStandardOutput() throws {
    let input = "garbage\n\u{0}\u{1}binary\n[1,2]\n{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n"
    let (_, replies) = try serve(Array(input.utf8))
    #expect(replies.count == 3)
    #expect(replies.allSatisfy { $0["jsonrpc"] == "2.0" && $0["error"] != nil || $0.array != nil })
  }
}

/// What the reader thread read, handed back once it has finished.
private final class Collected: @unchecked Sendable {
  var data = Data()
}
