import HIGSite
import Testing

@Suite struct RawDeflateTests {
  @Test func bytesComeBackAsTheyWent() throws {
    let text = Array(String(repeating: "탭 바는 앱의 최상위 섹션 사이를 이동하게 합니다. Tab bars. ", count: 400).utf8)
    let packed = RawDeflate.compress(text)
    #expect(packed.count < text.count / 20)
    #expect(try RawDeflate.decompress(packed) == text)
    #expect(try RawDeflate.decompress(RawDeflate.compress([])) == [])
    // Larger than the decompressor's 64 kB buffer, and of bytes that do not compress.
    var random = SystemRandomNumberGenerator()
    let noise = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) }
    #expect(try RawDeflate.decompress(RawDeflate.compress(noise)) == noise)
  }

  @Test func aDamagedStreamIsRefusedWithAnActionableError() {
    let packed = RawDeflate.compress(Array(String(repeating: "drag and drop ", count: 100).utf8))
    #expect(throws: RawDeflate.Failure.self) { try RawDeflate.decompress(Array(packed.prefix(packed.count / 2))) }
    #expect(throws: RawDeflate.Failure.self) { try RawDeflate.decompress([0xFF, 0xFF, 0xFF]) }
    #expect(RawDeflate.Failure.damaged(code: -3).description.contains("hig site"))
  }
}
