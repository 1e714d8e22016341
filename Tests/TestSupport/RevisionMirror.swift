import Foundation
import HIGModel

/// Two revisions of a few HIG pages in Apple's JSON shape, written for hig's tests (not Apple's
/// text), for the history `hig fetch` keeps and what `hig changes` makes of it. Between revision
/// 1 and 2:
/// - toggles: a rule reworded, one removed and one added, in English and Korean alike; a change
///   log entry dated 2026-12-01;
/// - sliders: an English-only revision (a rule reworded and one added; the Korean page unchanged);
/// - steppers: gone from the table of contents; gauges: a new page in both languages;
/// - buttons: an English-only page that does not change.
/// Revision 3 is revision 2 with sliders' Korean page translated up to its English.
public enum RevisionMirror {
  /// One paragraph with a bold lead, in both languages.
  public struct Rule: Sendable {
    public var en: String
    public var ko: String?
    public var explanation: (en: String, ko: String)

    init(_ en: String, _ ko: String?, _ explanation: (en: String, ko: String)) {
      self.en = en
      self.ko = ko
      self.explanation = explanation
    }

    public var englishText: String { en + " " + explanation.en }
  }

  static let labelSwitch = Rule(
    "Label every switch with its effect.", "모든 스위치에 그 효과를 표시하세요.",
    ("A bare switch leaves people guessing.", "설명 없는 스위치는 사람들을 헷갈리게 합니다."))
  static let labelSwitchReworded = Rule(
    "Label every switch with the effect it has right away.", "모든 스위치에 바로 나타나는 효과를 표시하세요.",
    ("A bare switch leaves people guessing.", "설명 없는 스위치는 사람들을 헷갈리게 합니다."))
  static let distinctOn = Rule(
    "Keep the on state visually distinct.", "켜짐 상태를 눈에 띄게 구분하세요.",
    ("Color alone is not enough for everyone.", "색만으로는 모두에게 충분하지 않습니다."))
  static let noOneTime = Rule(
    "Avoid switches for one-time actions.", "한 번만 하는 동작에는 스위치를 쓰지 마세요.",
    ("A button suits a command better.", "명령에는 버튼이 더 어울립니다."))
  static let groupSwitches = Rule(
    "Group related switches under one heading.", "관련된 스위치를 한 제목 아래에 모으세요.",
    ("Long flat lists of settings tire readers quickly.", "길고 평평한 설정 목록은 금방 지치게 합니다."))
  static let showValue = Rule(
    "Show the current value near the track.", "트랙 가까이에 현재 값을 보여 주세요.",
    ("People want to know where they are.", "사람들은 현재 위치를 알고 싶어 합니다."))
  static let showValueReworded = Rule(
    "Show the current value beside the track while people drag.", nil,
    ("People want to know where they are.", ""))
  static let tapTrack = Rule(
    "Let people tap the track to jump to a value.", "트랙을 탭해 값으로 바로 이동하게 하세요.",
    ("Dragging the whole way is slow.", "끝까지 끄는 것은 느립니다."))
  static let extremes = Rule("Offer labels for the smallest and largest values.", nil, ("Ends without names confuse.", ""))
  /// Revision 3: Apple's Korean page of sliders catches up with revision 2's English.
  static let showValueTranslated = Rule(
    "Show the current value beside the track while people drag.", "사람들이 끄는 동안 트랙 옆에 현재 값을 보여 주세요.",
    ("People want to know where they are.", "사람들은 현재 위치를 알고 싶어 합니다."))
  static let extremesTranslated = Rule(
    "Offer labels for the smallest and largest values.", "가장 작은 값과 가장 큰 값에 이름을 붙이세요.",
    ("Ends without names confuse.", "이름 없는 양 끝은 헷갈립니다."))
  static let smallSteps = Rule(
    "Use a stepper for small adjustments.", "작은 조정에는 스테퍼를 쓰세요.",
    ("Large jumps need another control.", "큰 변화에는 다른 컨트롤이 필요합니다."))
  static let readable = Rule(
    "Make the gauge readable at a glance.", "게이지를 한눈에 읽을 수 있게 하세요.",
    ("Nobody studies a gauge for long.", "아무도 게이지를 오래 들여다보지 않습니다."))
  static let pressable = Rule("Make every button look pressable.", nil, ("Flat text hides the action.", ""))

  /// The reworded English rules, old and new text: what `hig changes` must name.
  public static let rewordedEnglish = [
    (labelSwitch.englishText, labelSwitchReworded.englishText), (showValue.englishText, showValueReworded.englishText),
  ]
  public static let addedEnglish = [groupSwitches.englishText, extremes.englishText]
  public static let removedEnglish = [noOneTime.englishText]
  public static let unchangedEnglish = [distinctOn.englishText, tapTrack.englishText]

  /// The pages of `revision` (1, 2 or 3) by slug, each with its Korean rules when Apple translated it.
  static func pages(_ revision: Int) -> [(slug: String, title: String, korean: String, rules: [Rule], koreanRules: [Rule]?, log: [(String, String)])] {
    if revision == 1 {
      return [
        ("toggles", "Toggles", "토글", [labelSwitch, distinctOn, noOneTime], [labelSwitch, distinctOn, noOneTime], [("June 9, 2025", "New page.")]),
        ("sliders", "Sliders", "슬라이더", [showValue, tapTrack], [showValue, tapTrack], []),
        ("steppers", "Steppers", "스테퍼", [smallSteps], [smallSteps], []),
        ("buttons", "Buttons", "버튼", [pressable], nil, []),
      ]
    }
    let slidersKorean = revision >= 3 ? [showValueTranslated, tapTrack, extremesTranslated] : [showValue, tapTrack]
    return [
      (
        "toggles", "Toggles", "토글", [labelSwitchReworded, distinctOn, groupSwitches],
        [labelSwitchReworded, distinctOn, groupSwitches],
        [("December 1, 2026", "Reworded the guidance on labels."), ("June 9, 2025", "New page.")]
      ),
      // The Korean page stays as it was in revision 1 until revision 3.
      ("sliders", "Sliders", "슬라이더", [showValueReworded, tapTrack, extremes], slidersKorean, []),
      ("buttons", "Buttons", "버튼", [pressable], nil, []),
      ("gauges", "Gauges", "게이지", [readable], [readable], []),
    ]
  }

  /// Every file of `revision` by URL path, as Apple's server would serve it.
  public static func files(_ revision: Int) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let pages = pages(revision)
    let children: [[String: Any]] =
      [["title": "Components", "type": "groupMarker"]]
      + pages.map { ["path": "/design/human-interface-guidelines/\($0.slug)", "title": $0.title, "type": "article"] }
    let index: [String: Any] = [
      "interfaceLanguages": [
        "swift": [
          [
            "path": "/design/human-interface-guidelines", "title": "Human Interface Guidelines", "type": "module",
            "children": children,
          ]
        ]
      ],
      "schemaVersion": ["major": 0, "minor": 3, "patch": 0],
    ]
    files["/" + AppleMirror.indexPath] = try AppleMirror.encode(index)
    for page in pages {
      files["/" + AppleMirror.pagePath(page.slug, .en)] = try AppleMirror.encode(
        json(page.slug, page.title, page.rules, .en, log: page.log))
      if let korean = page.koreanRules {
        files["/" + AppleMirror.pagePath(page.slug, .ko)] = try AppleMirror.encode(
          json(page.slug, page.korean, korean, .ko, log: page.log))
      }
    }
    return files
  }

  static func json(_ slug: String, _ title: String, _ rules: [Rule], _ language: Language, log: [(String, String)])
    -> [String: Any]
  {
    func text(_ string: String) -> [String: Any] { ["type": "text", "text": string] }
    var content: [[String: Any]] = [
      ["type": "heading", "level": 2, "text": language == .ko ? "모범 사례" : "Best practices", "anchor": "Best-practices"]
    ]
    for rule in rules {
      let lead = language == .ko ? rule.ko ?? rule.en : rule.en
      let rest = language == .ko && rule.ko != nil ? rule.explanation.ko : rule.explanation.en
      content.append([
        "type": "paragraph",
        "inlineContent": [["type": "strong", "inlineContent": [text(lead)]], text(" " + rest)],
      ])
    }
    if !log.isEmpty {
      content.append(["type": "heading", "level": 2, "text": language == .ko ? "변경 기록" : "Change log", "anchor": "Change-log"])
      content.append([
        "type": "table", "header": "row",
        "rows": [[[paragraph("Date")], [paragraph("Changes")]]] + log.map { [[paragraph($0.0)], [paragraph($0.1)]] },
      ])
    }
    return [
      "schemaVersion": ["major": 0, "minor": 3, "patch": 0],
      "identifier": ["url": "doc://com.apple.HIG/design/Human-Interface-Guidelines/\(slug)", "interfaceLanguage": "swift"],
      "kind": "article",
      "metadata": ["role": "article", "title": title],
      "hierarchy": ["paths": [["doc://com.apple.HIG/design/Human-Interface-Guidelines"]]],
      "sections": [],
      "abstract": [text(language == .ko ? "\(title)에 대한 시험용 요약입니다." : "A test summary of \(title.lowercased()).")],
      "primaryContentSections": [["kind": "content", "content": content]],
      "references": [:],
      "legalNotices": ["copyright": "Text written for hig's tests; not Apple's."],
    ]
  }

  static func paragraph(_ string: String) -> [String: Any] {
    ["type": "paragraph", "inlineContent": [["type": "text", "text": string]]]
  }
}

/// Serves one `RevisionMirror` revision at a time on 127.0.0.1, as a static server would (ETags,
/// 304s), so a second fetch after `serve(2)` sees exactly what changed.
public final class RevisionServer: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [String: (data: Data, modified: Date)] = [:]
  private var server: LocalHTTPServer!

  public init() throws {
    let box = Box()
    server = try LocalHTTPServer { request in box.owner?.answer(request) ?? .notFound }
    box.owner = self
    try serve(1)
  }

  deinit { server.stop() }

  public var baseURL: String { server.baseURL }
  public func stop() { server.stop() }

  /// Serves `revision` from now on; pages that did not change keep their ETag and date.
  public func serve(_ revision: Int) throws {
    let next = try RevisionMirror.files(revision)
    lock.withLock {
      let now = Date(timeIntervalSince1970: 1_767_225_600 + Double(revision) * 86_400)
      files = next.mapValues { data in (data, now) }.merging(files) { new, old in new.data == old.data ? old : new }
        .filter { next[$0.key] != nil }
    }
  }

  private func answer(_ request: LocalHTTPServer.Request) -> LocalHTTPServer.Response {
    let path = String(request.path.prefix { $0 != "?" })
    return lock.withLock {
      guard let file = files[path] else { return .notFound }
      return .file(file.data, modified: file.modified, contentType: "application/json", answering: request)
    }
  }

  private final class Box: @unchecked Sendable {
    weak var owner: RevisionServer?
  }
}
