import HIGModel

/// One piece of text of a mirror page in both languages: the English and the Korean page show
/// the same pieces in the same places.
struct MirrorText: Sendable {
  var en: String
  var ko: String

  init(_ en: String, _ ko: String) {
    self.en = en
    self.ko = ko
  }

  subscript(language: Language) -> String { language == .en ? en : ko }
}

/// The sentences the mirror writes about a topic, in English and Korean (the project's own text,
/// no one's translation), with the topic's names and Korean particles filled in.
struct MirrorPhrases: Sendable {
  /// The topic's English name inside a sentence ("toggles", "SF Symbols") and its Korean title.
  let name: String
  let korean: String

  init(topic: Topic) {
    name = MirrorPhrases.inSentence(topic.title.en ?? topic.slug)
    korean = topic.title.ko ?? topic.title.en ?? topic.slug
  }

  /// A title as it reads inside a sentence: lowercased when it is an ordinary phrase ("Tab bars"),
  /// as it is when it names a product or starts with an acronym ("CarPlay", "SF Symbols", "Apple Pay").
  static func inSentence(_ title: String) -> String {
    let first = title.split(separator: " ").first.map(String.init) ?? title
    let names: Set<String> = [
      "Apple", "Siri", "Game", "Live", "Mac", "Dark", "Digital", "Home", "Top", "Dock", "Sign", "Always",
      "Tap", "Camera", "Action", "App", "Maps", "Wallet", "Watch", "Generative", "In-app", "Photo",
    ]
    guard first.count > 1, first.first!.isUppercase, first.dropFirst().allSatisfy({ !$0.isUppercase }),
      !names.contains(first)
    else { return title }
    return title.prefix(1).lowercased() + title.dropFirst()
  }

  /// `word` followed by the particle its last syllable takes: 을/를, 은/는, 이/가, 과/와, 으로/로;
  /// both forms ("을(를)") after a word that does not end in Hangul.
  ///
  ///     MirrorPhrases.particle("탭 막대", "을", "를")  // "탭 막대를"
  ///     MirrorPhrases.particle("토글", "을", "를")     // "토글을"
  static func particle(_ word: String, _ afterConsonant: String, _ afterVowel: String) -> String {
    guard let last = word.unicodeScalars.last, (0xAC00...0xD7A3).contains(last.value) else {
      return "\(word)\(afterConsonant)(\(afterVowel))"
    }
    let final = (last.value - 0xAC00) % 28
    // 으로 becomes 로 after ㄹ as after a vowel.
    if afterConsonant == "으로", final == 8 { return word + afterVowel }
    return word + (final == 0 ? afterVowel : afterConsonant)
  }

  var koreanObject: String { MirrorPhrases.particle(korean, "을", "를") }
  var koreanMeans: String { MirrorPhrases.particle(korean, "으로", "로") }

  var abstract: [MirrorText] {
    [
      MirrorText("Design guidance for \(name), ", "\(korean)에 대한 디자인 지침과 "),
      MirrorText("with best practices for every Apple platform.", "모든 Apple 플랫폼을 위한 모범 사례입니다."),
    ]
  }

  var introductions: [MirrorText] {
    [
      MirrorText(
        "The guidance on this page helps you use \(name) in a way that feels familiar on every Apple platform.",
        "이 페이지의 지침은 모든 Apple 플랫폼에서 익숙하게 느껴지도록 \(koreanObject) 사용하는 데 도움이 됩니다."),
      MirrorText(
        "When you design for \(name), start with the system's defaults and adjust only what your app really needs.",
        "\(koreanObject) 디자인할 때는 시스템 기본값에서 시작하고 앱에 꼭 필요한 부분만 조정하세요."),
    ]
  }

  /// Rules as statement and explanation.
  var rules: [(statement: MirrorText, explanation: MirrorText)] {
    [
      (
        MirrorText("Prefer system-provided behavior for \(name).", "\(korean)에는 시스템이 제공하는 동작을 우선적으로 사용하세요."),
        MirrorText(
          "Standard components already handle state changes, accessibility and localization, so people can rely on what they know from other apps.",
          "표준 구성요소는 상태 변화, 손쉬운 사용, 현지화를 이미 처리하므로 사람들이 다른 앱에서 익힌 경험을 그대로 활용할 수 있습니다.")
      ),
      (
        MirrorText("Keep the design of \(name) consistent across your app.", "앱 전체에서 \(korean)의 디자인을 일관되게 유지하세요."),
        MirrorText(
          "When the same element looks and acts the same on every screen, people spend less time learning your interface and more time on their task.",
          "같은 요소가 모든 화면에서 같은 모양과 동작을 보이면 사람들은 인터페이스를 익히는 데 드는 시간을 줄이고 작업에 더 집중할 수 있습니다.")
      ),
      (
        MirrorText("Avoid overloading \(name) with too many options.", "\(korean)에 너무 많은 옵션을 넣지 마세요."),
        MirrorText(
          "A short, focused set of choices is easier to scan and remember. Move rarely used options to a secondary location.",
          "짧고 집중된 선택 항목은 훑어보고 기억하기가 더 쉽습니다. 거의 사용하지 않는 옵션은 보조 위치로 옮기세요.")
      ),
      (
        MirrorText(
          "Make sure the content of \(name) stays legible in every context.", "모든 환경에서 \(korean)의 콘텐츠를 읽기 쉽게 유지하세요."),
        MirrorText(
          "Test with Dark Mode, increased contrast and the largest text sizes to confirm that text and symbols never become hard to read.",
          "다크 모드, 대비 증가, 가장 큰 텍스트 크기로 테스트하여 텍스트와 기호가 읽기 어려워지지 않는지 확인하세요.")
      ),
      (
        MirrorText(
          "Consider how your use of \(name) adapts to different screen sizes.",
          "\(koreanObject) 다양한 화면 크기에 맞게 조정하는 방식을 고려하세요."),
        MirrorText(
          "A layout that works in a compact width might need more space between elements, or fewer of them, in a regular width.",
          "좁은 폭에서 잘 동작하는 레이아웃도 넓은 폭에서는 요소 사이에 여백이 더 필요하거나 요소 수를 줄여야 할 수 있습니다.")
      ),
      (
        MirrorText("Provide clear, concise labels for \(name).", "\(korean)에 명확하고 간결한 레이블을 제공하세요."),
        MirrorText(
          "Use words people already know, start with a verb when a label names an action, and avoid abbreviations that might be unfamiliar.",
          "사람들이 이미 알고 있는 단어를 사용하고, 동작을 나타내는 레이블은 동사로 시작하며, 익숙하지 않을 수 있는 약어는 피하세요.")
      ),
      (
        MirrorText(
          "Don't rely on color alone to convey meaning in \(name).", "\(korean)에서 의미를 전달할 때 색상에만 의존하지 마세요."),
        MirrorText(
          "Pair color with a symbol, a label or a change in shape so that everyone, including people with color blindness, can tell states apart.",
          "색상과 함께 기호, 레이블 또는 모양 변화를 사용하면 색맹이 있는 사람을 포함한 모든 사람이 상태를 구별할 수 있습니다.")
      ),
      (
        MirrorText(
          "Give people a way to undo changes they make with \(name).", "\(koreanMeans) 변경한 내용을 취소할 수 있는 방법을 제공하세요."),
        MirrorText(
          "Reversible actions encourage exploration. When an action can't be undone, ask for confirmation first and explain the consequences.",
          "되돌릴 수 있는 동작은 사람들이 자유롭게 탐색하도록 돕습니다. 취소할 수 없는 동작이라면 먼저 확인을 요청하고 그 결과를 설명하세요.")
      ),
      (
        MirrorText(
          "Support keyboard and pointer interactions with \(name) where it makes sense.",
          "필요한 경우 \(korean)에서 키보드 및 포인터 상호 작용을 지원하세요."),
        MirrorText(
          "On iPad and Mac, many people expect to navigate with the keyboard, use shortcuts and see hover effects when the pointer moves over an element.",
          "iPad와 Mac에서는 많은 사람이 키보드로 탐색하고, 단축키를 사용하며, 포인터가 요소 위에 있을 때 호버 효과를 볼 수 있기를 기대합니다.")
      ),
      (
        MirrorText("Minimize the time people spend waiting on \(name).", "사람들이 \(koreanObject) 기다리는 시간을 최소화하세요."),
        MirrorText(
          "Show content as soon as it's available and indicate progress for anything that takes more than a moment.",
          "콘텐츠는 준비되는 즉시 표시하고, 잠시 이상 걸리는 작업에는 진행 상황을 나타내세요.")
      ),
    ]
  }

  /// The rule a newer Korean revision adds (the English page does not have it yet).
  var newerKoreanRule: (statement: String, explanation: String) {
    (
      "\(korean)의 상태 변화를 애니메이션으로 자연스럽게 보여 주세요.",
      "부드러운 전환은 무엇이 바뀌었는지 이해하는 데 도움이 되지만, 동작 줄이기 설정이 켜져 있으면 애니메이션을 줄이세요."
    )
  }

  /// The level-3 headings of Platform considerations (title, anchor) and each one's rule.
  var platformRules: [(heading: MirrorText, anchor: String, statement: MirrorText, explanation: MirrorText)] {
    [
      (
        MirrorText("iOS, iPadOS", "iOS, iPadOS"), "iOS-iPadOS",
        MirrorText("Place \(name) within easy reach.", "\(koreanObject) 손이 쉽게 닿는 곳에 배치하세요."),
        MirrorText(
          "On iPhone, the bottom of the screen is the easiest area to reach with a thumb; on iPad, consider both orientations and the sidebar.",
          "iPhone에서는 화면 아래쪽이 엄지손가락으로 가장 쉽게 닿는 영역이며, iPad에서는 두 가지 방향과 사이드바를 모두 고려하세요.")
      ),
      (
        MirrorText("macOS", "macOS"), "macOS",
        MirrorText("Support the menu bar and keyboard shortcuts for \(name).", "\(korean)에 대해 메뉴 막대와 키보드 단축키를 지원하세요."),
        MirrorText(
          "Mac users expect every important command to appear in a menu and often to have a keyboard shortcut.",
          "Mac 사용자는 모든 중요한 명령이 메뉴에 표시되고, 대부분 키보드 단축키가 있을 것으로 기대합니다.")
      ),
      (
        MirrorText("tvOS", "tvOS"), "tvOS",
        MirrorText("Make \(name) easy to use from across the room.", "멀리서도 \(koreanObject) 쉽게 사용할 수 있게 하세요."),
        MirrorText(
          "Use large, high-contrast elements and make sure focus moves predictably with the Siri Remote.",
          "크고 대비가 높은 요소를 사용하고, Siri Remote로 포커스가 예측 가능하게 이동하도록 하세요.")
      ),
      (
        MirrorText("visionOS", "visionOS"), "visionOS",
        MirrorText(
          "Keep \(name) comfortable to view in a spatial environment.", "공간 환경에서 \(koreanObject) 편안하게 볼 수 있도록 유지하세요."),
        MirrorText(
          "Place content within a person's field of view, avoid requiring head movement for frequent tasks, and give interactive elements enough space for eye targeting.",
          "콘텐츠를 사람의 시야 안에 배치하고, 자주 하는 작업에 머리를 움직이지 않아도 되게 하며, 시선으로 선택할 수 있도록 인터랙티브 요소에 충분한 공간을 주세요.")
      ),
      (
        MirrorText("watchOS", "watchOS"), "watchOS",
        MirrorText("Keep \(name) brief on Apple Watch.", "Apple Watch에서는 \(koreanObject) 간결하게 유지하세요."),
        MirrorText(
          "People glance at their wrist for a few seconds at a time, so show only the most essential information and actions.",
          "사람들은 한 번에 몇 초 동안만 손목을 보므로 가장 필수적인 정보와 동작만 표시하세요.")
      ),
    ]
  }

  /// "No additional considerations for tvOS or watchOS." in both languages.
  static func noAdditionalConsiderations(for platforms: [String]) -> MirrorText {
    let english =
      platforms.count <= 2
      ? platforms.joined(separator: " or ") : platforms.dropLast().joined(separator: ", ") + ", or " + platforms.last!
    let korean = platforms.joined(separator: " 또는 ")
    return MirrorText("No additional considerations for \(english).", "\(korean)에 대한 추가 고려 사항은 없습니다.")
  }

  static func notSupported(on platform: String) -> MirrorText {
    MirrorText("Not supported in \(platform).", "\(platform)에서는 지원되지 않습니다.")
  }

  /// Topic headings (title, anchor, which is the English title with dashes).
  static let topicHeadings: [MirrorText] = [
    MirrorText("Anatomy", "구조"), MirrorText("Appearance", "모양"), MirrorText("Behavior", "동작"),
    MirrorText("Content", "콘텐츠"), MirrorText("Interaction", "상호 작용"),
    MirrorText("Using with accessibility", "손쉬운 사용과 함께 사용하기"),
  ]

  var note: MirrorText {
    MirrorText(
      "Test your design of \(name) with VoiceOver and other assistive technologies before you ship.",
      "출시하기 전에 VoiceOver와 기타 보조 기술로 \(korean) 디자인을 테스트하세요.")
  }

  var listIntroduction: MirrorText {
    MirrorText("Look for these qualities in your design of \(name):", "\(korean) 디자인에서 다음과 같은 특성을 갖추세요.")
  }

  static let listItems: [MirrorText] = [
    MirrorText("A clear purpose that people can understand at a glance", "한눈에 이해할 수 있는 명확한 목적"),
    MirrorText("Standard spacing and alignment", "표준 간격과 정렬"),
    MirrorText("Labels that describe the result of an action", "동작의 결과를 설명하는 레이블"),
    MirrorText("Feedback that confirms what happened", "무슨 일이 일어났는지 확인해 주는 피드백"),
  ]

  var tableIntroduction: MirrorText {
    MirrorText(
      "Use these minimum sizes for the interactive parts of \(name):", "\(korean)의 인터랙티브 요소에는 다음 최소 크기를 사용하세요.")
  }

  static let sizeTable: [[MirrorText]] = [
    [MirrorText("Element", "요소"), MirrorText("Minimum size", "최소 크기")],
    [MirrorText("Tap target", "탭 영역"), MirrorText("44x44 pt", "44x44pt")],
    [MirrorText("Click target", "클릭 영역"), MirrorText("28x28 pt", "28x28pt")],
    [MirrorText("Spacing between elements", "요소 사이 간격"), MirrorText("8 pt", "8pt")],
  ]

  static let terms: [(term: MirrorText, definition: MirrorText)] = [
    (MirrorText("Primary", "기본"), MirrorText("The most important action in a view.", "뷰에서 가장 중요한 동작입니다.")),
    (MirrorText("Secondary", "보조"), MirrorText("An action that supports the primary one.", "기본 동작을 보조하는 동작입니다.")),
    (
      MirrorText("Destructive", "파괴적"),
      MirrorText("An action that deletes data or can't be undone.", "데이터를 삭제하거나 취소할 수 없는 동작입니다.")
    ),
  ]

  var heroAlt: MirrorText { MirrorText("An illustration of \(name) in an app.", "앱에 있는 \(korean)의 그림.") }
  var anatomyAlt: MirrorText {
    MirrorText("A diagram that labels the parts of \(name).", "\(korean)의 각 부분을 표시한 도표.")
  }

  var relatedIntroduction: MirrorText { MirrorText("For related guidance, see ", "관련 지침은 ") }
  var relatedEnding: MirrorText { MirrorText(".", " 항목을 참고하세요.") }

  /// Change log entries, newest first: the change, in both languages.
  var changes: [MirrorText] {
    [
      MirrorText("Refined best practices for \(name).", "\(korean)에 대한 모범 사례를 개선함."),
      MirrorText("Added guidance for visionOS.", "visionOS에 대한 지침을 추가함."),
      MirrorText("Updated the size table.", "크기 표를 업데이트함."),
      MirrorText("New page.", "새 페이지."),
    ]
  }

  static let changeLogHeader = [MirrorText("Date", "날짜"), MirrorText("Changes", "변경 사항")]

  /// A date of the change log as each language writes it: "June 9, 2025", "2025년 6월 9일".
  static func date(year: Int, month: Int, day: Int) -> MirrorText {
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December",
    ]
    return MirrorText("\(months[month - 1]) \(day), \(year)", "\(year)년 \(month)월 \(day)일")
  }
}
