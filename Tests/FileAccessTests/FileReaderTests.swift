import FileAccess
import Foundation
import TestSupport
import Testing

@Suite struct FileReaderTests {
  @Test func readsARegularFile() throws {
    let folder = TemporaryFolder()
    let file = try folder.write("안녕", to: "a.txt")
    #expect(try FileReader.read(file.path) == Array("안녕".utf8))
  }
}
