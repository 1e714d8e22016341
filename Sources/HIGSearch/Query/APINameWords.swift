/// The words an API name written in camel case is made of, for the concepts they name:
/// `UITabBarController 배지` asks about the tab bar though no page need write that type.
///
///     APINameWords.words(of: "UITabBarController")  // ["Tab", "Bar", "Controller"]
///     APINameWords.words(of: "NavigationSplitView")  // ["Navigation", "Split", "View"]
///     APINameWords.words(of: "SwiftUI")              // ["Swift"]
///     APINameWords.words(of: "toolbar")              // [] (not camel case)
enum APINameWords {
  /// The humps of `word`, without a framework's capitals before the first hump (UI, NS, WK) or
  /// after the last (SwiftUI): those name no interface element, and "UI" would name the user
  /// interface's concept. Empty unless `word` is four or more ASCII letters and digits (a word the
  /// typo check looks up) in camel case: a capital after its first letter and at least one
  /// lowercase letter; a product's name (iPad, iCloud, eSIM) is not.
  static func words(of word: String) -> [String] {
    let bytes = Array(word.utf8)
    guard bytes.count >= 4, bytes.allSatisfy(isNameByte),
      bytes.dropFirst().contains(where: isUpper), bytes.contains(where: isLower)
    else { return [] }
    var starts = [0]
    for position in 1..<bytes.count where isUpper(bytes[position]) {
      let afterLower = !isUpper(bytes[position - 1])
      let beforeLower = position + 1 < bytes.count && isLower(bytes[position + 1])
      if afterLower || beforeLower { starts.append(position) }
    }
    starts.append(bytes.count)
    if isLower(bytes[0]), starts[1] == 1 { return [] }
    var humps: [[UInt8]] = []
    for number in 0..<(starts.count - 1) { humps.append(Array(bytes[starts[number]..<starts[number + 1]])) }
    func isAcronym(_ hump: [UInt8]) -> Bool { hump.count >= 2 && !hump.contains(where: isLower) }
    if humps.count > 1, isAcronym(humps[0]) { humps.removeFirst() }
    if humps.count > 1, isAcronym(humps[humps.count - 1]) { humps.removeLast() }
    return humps.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The humps of each camel-case name in `text`, which may have Korean particles glued to it
  /// (`UITabBar의`).
  static func names(in text: String) -> [(name: String, words: [String])] {
    var result: [(name: String, words: [String])] = []
    var run: [UInt8] = []
    for byte in text.utf8 + [0x20] {
      if isNameByte(byte) {
        run.append(byte)
        continue
      }
      let name = String(decoding: run, as: UTF8.self)
      let humps = words(of: name)
      if !humps.isEmpty { result.append((name, humps)) }
      run = []
    }
    return result
  }

  private static func isNameByte(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || (0x30...0x39).contains(byte) }
  private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
  private static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
}
