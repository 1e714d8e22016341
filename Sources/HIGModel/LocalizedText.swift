/// A piece of text in Korean, English, or both.
///
/// A translated paragraph and its English original are one `LocalizedText`, not two records.
public struct LocalizedText: Hashable, Sendable {
  public var ko: String?
  public var en: String?

  public init(ko: String? = nil, en: String? = nil) {
    self.ko = ko.flatMap { $0.isEmpty ? nil : $0 }
    self.en = en.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// True when both languages are present.
  public var isPair: Bool { ko != nil && en != nil }

  /// True when neither language is present.
  public var isEmpty: Bool { ko == nil && en == nil }

  /// The languages this text has, Korean first.
  public var languages: [Language] {
    var result: [Language] = []
    if ko != nil { result.append(.ko) }
    if en != nil { result.append(.en) }
    return result
  }

  /// The text in `language`, falling back to the other language when it is missing.
  public func preferring(_ language: Language) -> String {
    switch language {
    case .ko: return ko ?? en ?? ""
    case .en: return en ?? ko ?? ""
    }
  }

  /// Both languages as a label, Korean first ("경고 · Alerts"), and one of them once when they
  /// are the same words ("visionOS", not "visionOS · visionOS").
  public var bilingualLabel: String {
    guard let ko, let en else { return ko ?? en ?? "" }
    return ko.lowercased() == en.lowercased() ? ko : ko + " · " + en
  }

  public subscript(language: Language) -> String? {
    switch language {
    case .ko: return ko
    case .en: return en
    }
  }
}

/// The two languages hig knows.
public enum Language: String, CaseIterable, Hashable, Sendable {
  case ko
  case en
}

// The browser's search core is compiled from these same sources with Embedded Swift, which has no
// Codable (see Plugins/SearchCore).
#if !hasFeature(Embedded)
  extension LocalizedText: Codable {}
  extension Language: Codable {}
#endif
