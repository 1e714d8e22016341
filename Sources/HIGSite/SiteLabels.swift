import HIGModel

/// The words the site's own interface uses, Korean first since the readers are Korean developers.
///
///     SiteLabels.strength(.dont)  // ("하지 마세요", "Don't")
enum SiteLabels {
  static let siteTitle = "HIG 한국어"
  static let siteSubtitle = "Apple Human Interface Guidelines 한영 지식 베이스"

  static func kind(_ kind: RecordKind) -> String {
    switch kind {
    case .rule: return "규칙"
    case .explanation: return "설명"
    case .listItem: return "목록"
    case .note: return "참고"
    case .translatorNote: return "역자 주"
    case .table: return "표"
    case .availability: return "지원 플랫폼"
    case .figure: return "그림"
    }
  }

  /// Korean and English names for a rule's strength: the badge shows both.
  static func strength(_ strength: Strength) -> (ko: String, en: String) {
    switch strength {
    case .do: return ("하세요", "Do")
    case .dont: return ("하지 마세요", "Don't")
    case .consider: return ("고려하세요", "Consider")
    }
  }

  static func category(_ category: String) -> String {
    switch category {
    case "Getting started": return "시작하기"
    case "Foundations": return "기초"
    case "Patterns": return "패턴"
    case "Components": return "컴포넌트"
    case "Inputs": return "입력"
    case "Technologies": return "기술"
    default: return category
    }
  }

  /// Korean names of the groups Apple files its components under; other groups keep their name.
  static func group(_ group: String) -> String {
    switch group {
    case "Content": return "콘텐츠"
    case "Layout and organization": return "레이아웃 및 구성"
    case "Menus and actions": return "메뉴 및 작업"
    case "Navigation and search": return "탐색 및 검색"
    case "Presentation": return "프레젠테이션"
    case "Selection and input": return "선택 및 입력"
    case "Status": return "상태"
    case "System experiences": return "시스템 경험"
    default: return group
    }
  }

  /// The link from a shortened category list to the whole one on the home page.
  static func wholeCategory(_ count: Int) -> String { "이 분류의 가이드라인 \(count)개 모두 보기" }

  /// Where a guideline built from Apple's own pages comes from, by the languages it holds.
  static func appleSource(_ languages: [Language]) -> String {
    switch Set(languages) {
    case [.ko, .en]: return "Apple Human Interface Guidelines (Apple 공식 한국어·영어)"
    case [.ko]: return "Apple Human Interface Guidelines (Apple 공식 한국어)"
    default: return "Apple Human Interface Guidelines (영어 원문)"
    }
  }
}
