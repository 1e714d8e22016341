import Testing

@testable import HIGModel

/// `FNV1a.mix` hashes eight bytes a step for the content fingerprint; it must still tell apart the
/// inputs a byte-wise hash would.
@Suite struct FNV1aTests {
  func mixed(_ bytes: [UInt8]) -> UInt64 {
    var hash = FNV1a()
    bytes.withUnsafeBytes { hash.mix(bytes: $0) }
    return hash.value
  }

  @Test func trailingZerosAndLengthsAreTold() {
    // The last word is padded with zeros, so only the count tells these apart.
    #expect(mixed([1]) != mixed([1, 0]))
    #expect(mixed([]) != mixed([0]))
    #expect(mixed(Array(repeating: 7, count: 8)) != mixed(Array(repeating: 7, count: 9)))
  }

  @Test func everySingleByteChangeChangesTheHash() {
    let base = Array("guidelines/drag-and-drop-17.txt".utf8)
    let original = mixed(base)
    for index in base.indices {
      var changed = base
      changed[index] ^= 0x01
      #expect(mixed(changed) != original, "byte \(index)")
    }
  }

  @Test func aStringHashesAsItsBytes() {
    for text in ["", "modality/x7k2mq", "탐색 · Navigation", String(repeating: "드래그 ", count: 40)] {
      var hash = FNV1a()
      hash.add(bytes: text.utf8)
      #expect(hash.value == FNV1a.hash(Array(text.utf8)))
      let slice = text.dropFirst()
      hash = FNV1a()
      hash.add(bytes: String(slice).utf8)
      #expect(hash.value == FNV1a.hash(Array(slice.utf8)))
    }
  }
}
