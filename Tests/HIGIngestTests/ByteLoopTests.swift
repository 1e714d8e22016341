import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

/// The loops ingestion runs over UTF-8 bytes give what their definitions over scalars give.
@Suite struct ByteLoopTests {
  static let pieces = [
    "a", "Z", " ", "\t", "\n", "\r", "\u{000C}", "\u{00A0}", "\u{00C0}", "\u{024F}", "\u{0250}", "\u{0001}", "\u{007F}",
    "\u{0085}", "\u{0090}", "\u{00A9}", "드래그", "ㄱ", "\u{1100}", "é", "e\u{0301}", "😀", "中", "@", "[", "`", "{", "9",
    "İ", "\u{212A}", "Ж", "\u{D7A3}", "\u{D7A4}", "\u{2019}", ".",
  ]

  static let texts: [String] = {
    var generator = SplitMix64(seed: 11)
    var texts = pieces + ["", "앱 App 화면", "\u{FEFF}시작"]
    for _ in 0..<500 {
      texts.append(
        (0..<Int.random(in: 1...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
    }
    return texts
  }()

  @Test func scriptCountsHangulAndLatinLetters() {
    for text in Self.texts {
      var hangul = 0
      var latin = 0
      for scalar in text.unicodeScalars {
        if Hangul.isLetter(scalar) {
          hangul += 1
        } else if (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
          || (0xC0...0x24F).contains(scalar.value)
        {
          latin += 1
        }
      }
      let script = LetterCounts(text)
      #expect(script.hangul == hangul && script.latin == latin, "\(Array(text.unicodeScalars))")
      #expect(LetterCounts.language(of: text) == script.language, "\(Array(text.unicodeScalars))")
    }
  }

  @Test func printableTextLosesOnlyControlCharacters() {
    for text in Self.texts {
      var expected = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        if scalar == "\u{C}" {
          expected.append("\n")
        } else if !((scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
          || (0x7F...0x9F).contains(scalar.value))
        {
          expected.append(scalar)
        }
      }
      #expect(SourceFileDecoder.printable(text) == String(expected), "\(Array(text.unicodeScalars))")
    }
  }

  @Test func scalarValuesAreDecodedFromTheirBytes() {
    for text in Self.texts {
      let decoded = Array(text.utf8).withUnsafeBufferPointer { bytes in
        var values: [UInt32] = []
        var index = 0
        while index < bytes.count {
          let (value, length) = bytes.scalarValue(at: index)
          values.append(value)
          index += length
        }
        return values
      }
      #expect(decoded == text.unicodeScalars.map(\.value))
    }
  }

  @Test func lowercasedBytesAreTheLowercasedText() {
    for text in Self.texts {
      #expect(ByteSearch.lowercasedUTF8(text) == Array(text.lowercased().utf8), "\(Array(text.unicodeScalars))")
      let folded = text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
      #expect(ByteSearch.foldingASCIICase(text) == folded, "\(Array(text.unicodeScalars))")
    }
  }

  @Test func byteLeadsAreCharacterLeads() {
    let texts = Self.texts.prefix(200)
    for text in texts {
      for lead in texts {
        #expect(ByteSearch.hasPrefix(text, lead) == text.utf8.starts(with: lead.utf8))
        let expected: Bool = {
          guard !lead.isEmpty, text.hasPrefix(lead) else { return false }
          if text.dropFirst(lead.count).isEmpty { return true }
          return ".!?。".contains(lead.last!) && lead.count >= 4
        }()
        #expect(
          InlineContent.isLead(lead, of: text) == expected,
          "\(Array(lead.unicodeScalars)) of \(Array(text.unicodeScalars))")
      }
    }
  }

  @Test func aSentenceTailReadFromScalarsIsItsLastCharacters() {
    let marks = RuleClassifier.trailingMarks
    var read = 0
    for text in Self.texts + Self.texts.map({ "버튼을 사용하세요 " + $0 + " 것이 좋습니다. " }) {
      guard let tail = RuleClassifier.wholeScalarTail(text) else { continue }
      read += 1
      var characters: [Character] = []
      for character in text.reversed() where !(character.isWhitespace || marks.contains(character)) {
        characters.append(character)
        if characters.count == RuleClassifier.longestEnding { break }
      }
      #expect(tail.map(Character.init) == characters.reversed(), "\(Array(text.unicodeScalars))")
    }
    #expect(read > 100)
  }

  @Test func headingKeysByBytesAreTheirDefinitionOverCharacters() {
    for text in Self.texts {
      for heading in [text, "## 2. " + text, "1" + text, "# " + text + " 3"] {
        var expected = heading.lowercased()
        while let first = expected.first, first.isNumber || first == "." || first == "#" || first == " " {
          expected.removeFirst()
        }
        expected = expected.filter { $0.isLetter || $0.isNumber }
        #expect(SectionHeading.normalized(heading) == expected, "\(Array(heading.unicodeScalars))")
      }
    }
  }

  @Test func lowercasedTextIsTheLowercasedText() {
    for text in Self.texts {
      #expect(ByteSearch.lowercased(text) == text.lowercased(), "\(Array(text.unicodeScalars))")
    }
  }

  @Test func scalarUnitsAnswerAsTheirProperties() {
    let scalars = (0..<0x3100).compactMap(Unicode.Scalar.init) + (0xAC00...0xD7B0).compactMap(Unicode.Scalar.init)
    for scalar in scalars {
      #expect(scalar.isWhitespace == scalar.properties.isWhitespace, "\(scalar.value)")
      #expect(scalar.isNumber == (scalar.properties.numericType != nil), "\(scalar.value)")
      #expect(scalar.isLetter == scalar.properties.isAlphabetic, "\(scalar.value)")
    }
  }

  @Test func abbreviationsAreFoundWhateverTheirCase() {
    #expect(SentenceSplitter.split("Use a menu, E.G. a pop-up. Then stop.") == ["Use a menu, E.G. a pop-up.", "Then stop."])
    #expect(SentenceSplitter.split("Check Approx. values. Then stop.") == ["Check Approx. values.", "Then stop."])
    #expect(SentenceSplitter.split("Use approxx. Then stop.") == ["Use approxx.", "Then stop."])
    #expect(SentenceSplitter.split("Use \u{212A}. Then stop.") == ["Use \u{212A}.", "Then stop."])
  }

  @Test func asciiLinksSplitByBytesAsByCharacters() {
    let urls = [
      "https://docs-assets.developer.apple.com/hig/images/sheets-intro@2x.png?v=3", "a/b/", "///", "???", "", "x?",
      "?y/z.png", "a/...", "a/b c(1).PNG", "images/é.png", "images/e\u{301}/x.png", "a\r\nb/c", "/\u{301}x.png",
    ]
    for url in urls {
      let name = ApplePageReader.scalarImageFileName(url)
      let expected: String? = name.isEmpty || name.allSatisfy({ $0 == "." }) ? nil : name
      if let ascii = ApplePageReader.asciiImageFileName(url) { #expect(ascii == name, "\(url)") }
      #expect(ApplePageReader.imageFileName(url) == expected, "\(url)")
    }
    #expect(ApplePageReader.imageFileName(urls[0]) == "sheets-intro-2x.png")
    let identifier = "doc://com.apple.HIG/documentation/design/Human-Interface-Guidelines/Sheets#Platform-considerations"
    #expect(ApplePage.slugAndAnchor(ofPath: identifier)! == ("sheets", "Platform-considerations"))
    #expect(ApplePage.slugAndAnchor(ofPath: "https://x/human-interface-guidelines/alerts/")! == ("alerts", nil))
    #expect(ApplePage.slugAndAnchor(ofPath: "https://x/human-interface-guidelines/alerts#")! == ("alerts", nil))
    #expect(ApplePage.slugAndAnchor(ofPath: "https://x/human-interface-guidelines/alerts#é")! == ("alerts", "é"))
    #expect(ApplePage.slugAndAnchor(ofPath: "https://x/sheets") == nil)
  }

  @Test func scalarChecksByBytesAreTheirDefinitionsOverScalars() {
    for text in Self.texts {
      let areCharacters = text.unicodeScalars.allSatisfy(ScalarCharacters.isCharacter)
      #expect(ScalarCharacters.areCharacters(text) == areCharacters, "\(Array(text.unicodeScalars))")
      #expect(ScalarCharacters.count(text) == (areCharacters ? text.unicodeScalars.count : text.count))
      let precomposed = text.unicodeScalars.allSatisfy { scalar in
        scalar.value < 0x300 || Hangul.isSyllable(scalar.value) || (0x2000...0x206F).contains(scalar.value)
          || (0x3000...0x303F).contains(scalar.value)
      }
      #expect(ByteSearch.isPrecomposed(text) == precomposed, "\(Array(text.unicodeScalars))")
    }
  }
}
