// The map of Apple's HIG site that hig resolves slugs and cross-references against.
// Kept in source, not as a bundle resource, so a copied `hig` binary never runs without it.
// A content folder can replace it with its own hig-topics.tsv (and hig-topics-ko.tsv).

extension TopicCatalog {
  /// Apple's topics as of early 2026: slug, English title, section, group.
  static let builtInTopics = """
    # The topics of Apple's Human Interface Guidelines website as of early 2026: slug (the last part of
    # https://developer.apple.com/design/human-interface-guidelines/<slug>), English title, section, group.
    slug	title	section	group
    getting-started	Getting started	Getting started	
    designing-for-games	Designing for games	Getting started	
    designing-for-ios	Designing for iOS	Getting started	
    designing-for-ipados	Designing for iPadOS	Getting started	
    designing-for-macos	Designing for macOS	Getting started	
    designing-for-tvos	Designing for tvOS	Getting started	
    designing-for-visionos	Designing for visionOS	Getting started	
    designing-for-watchos	Designing for watchOS	Getting started	
    foundations	Foundations	Foundations	
    accessibility	Accessibility	Foundations	
    app-icons	App icons	Foundations	
    branding	Branding	Foundations	
    color	Color	Foundations	
    dark-mode	Dark Mode	Foundations	
    icons	Icons	Foundations	
    images	Images	Foundations	
    immersive-experiences	Immersive experiences	Foundations	
    inclusion	Inclusion	Foundations	
    layout	Layout	Foundations	
    materials	Materials	Foundations	
    motion	Motion	Foundations	
    privacy	Privacy	Foundations	
    right-to-left	Right to left	Foundations	
    sf-symbols	SF Symbols	Foundations	
    spatial-layout	Spatial layout	Foundations	
    typography	Typography	Foundations	
    writing	Writing	Foundations	
    patterns	Patterns	Patterns	
    charting-data	Charting data	Patterns	
    collaboration-and-sharing	Collaboration and sharing	Patterns	
    drag-and-drop	Drag and drop	Patterns	
    entering-data	Entering data	Patterns	
    feedback	Feedback	Patterns	
    file-management	File management	Patterns	
    going-full-screen	Going full screen	Patterns	
    launching	Launching	Patterns	
    live-viewing-apps	Live-viewing apps	Patterns	
    loading	Loading	Patterns	
    managing-accounts	Managing accounts	Patterns	
    managing-notifications	Managing notifications	Patterns	
    modality	Modality	Patterns	
    multitasking	Multitasking	Patterns	
    offering-help	Offering help	Patterns	
    onboarding	Onboarding	Patterns	
    playing-audio	Playing audio	Patterns	
    playing-haptics	Playing haptics	Patterns	
    playing-video	Playing video	Patterns	
    printing	Printing	Patterns	
    ratings-and-reviews	Ratings and reviews	Patterns	
    searching	Searching	Patterns	
    settings	Settings	Patterns	
    undo-and-redo	Undo and redo	Patterns	
    workouts	Workouts	Patterns	
    components	Components	Components	
    content	Content	Components	
    charts	Charts	Components	Content
    image-views	Image views	Components	Content
    text-views	Text views	Components	Content
    web-views	Web views	Components	Content
    layout-and-organization	Layout and organization	Components	
    boxes	Boxes	Components	Layout and organization
    collections	Collections	Components	Layout and organization
    column-views	Column views	Components	Layout and organization
    disclosure-controls	Disclosure controls	Components	Layout and organization
    labels	Labels	Components	Layout and organization
    lists-and-tables	Lists and tables	Components	Layout and organization
    lockups	Lockups	Components	Layout and organization
    outline-views	Outline views	Components	Layout and organization
    split-views	Split views	Components	Layout and organization
    tab-views	Tab views	Components	Layout and organization
    menus-and-actions	Menus and actions	Components	
    activity-views	Activity views	Components	Menus and actions
    buttons	Buttons	Components	Menus and actions
    context-menus	Context menus	Components	Menus and actions
    dock-menus	Dock menus	Components	Menus and actions
    edit-menus	Edit menus	Components	Menus and actions
    home-screen-quick-actions	Home Screen quick actions	Components	Menus and actions
    menus	Menus	Components	Menus and actions
    ornaments	Ornaments	Components	Menus and actions
    pop-up-buttons	Pop-up buttons	Components	Menus and actions
    pull-down-buttons	Pull-down buttons	Components	Menus and actions
    the-menu-bar	The menu bar	Components	Menus and actions
    toolbars	Toolbars	Components	Menus and actions
    navigation-and-search	Navigation and search	Components	
    path-controls	Path controls	Components	Navigation and search
    search-fields	Search fields	Components	Navigation and search
    sidebars	Sidebars	Components	Navigation and search
    tab-bars	Tab bars	Components	Navigation and search
    token-fields	Token fields	Components	Navigation and search
    presentation	Presentation	Components	
    action-sheets	Action sheets	Components	Presentation
    alerts	Alerts	Components	Presentation
    page-controls	Page controls	Components	Presentation
    panels	Panels	Components	Presentation
    popovers	Popovers	Components	Presentation
    scroll-views	Scroll views	Components	Presentation
    sheets	Sheets	Components	Presentation
    windows	Windows	Components	Presentation
    selection-and-input	Selection and input	Components	
    color-wells	Color wells	Components	Selection and input
    combo-boxes	Combo boxes	Components	Selection and input
    digit-entry-views	Digit entry views	Components	Selection and input
    image-wells	Image wells	Components	Selection and input
    pickers	Pickers	Components	Selection and input
    segmented-controls	Segmented controls	Components	Selection and input
    sliders	Sliders	Components	Selection and input
    steppers	Steppers	Components	Selection and input
    text-fields	Text fields	Components	Selection and input
    toggles	Toggles	Components	Selection and input
    virtual-keyboards	Virtual keyboards	Components	Selection and input
    status	Status	Components	
    activity-rings	Activity rings	Components	Status
    gauges	Gauges	Components	Status
    progress-indicators	Progress indicators	Components	Status
    rating-indicators	Rating indicators	Components	Status
    system-experiences	System experiences	Components	
    app-shortcuts	App Shortcuts	Components	System experiences
    complications	Complications	Components	System experiences
    controls	Controls	Components	System experiences
    live-activities	Live Activities	Components	System experiences
    notifications	Notifications	Components	System experiences
    status-bars	Status bars	Components	System experiences
    top-shelf	Top Shelf	Components	System experiences
    watch-faces	Watch faces	Components	System experiences
    widgets	Widgets	Components	System experiences
    inputs	Inputs	Inputs	
    action-button	Action button	Inputs	
    apple-pencil-and-scribble	Apple Pencil and Scribble	Inputs	
    camera-control	Camera Control	Inputs	
    digital-crown	Digital Crown	Inputs	
    eyes	Eyes	Inputs	
    focus-and-selection	Focus and selection	Inputs	
    game-controls	Game controls	Inputs	
    gestures	Gestures	Inputs	
    gyro-and-accelerometer	Gyroscope and accelerometer	Inputs	
    keyboards	Keyboards	Inputs	
    nearby-interactions	Nearby interactions	Inputs	
    pointing-devices	Pointing devices	Inputs	
    remotes	Remotes	Inputs	
    technologies	Technologies	Technologies	
    airplay	AirPlay	Technologies	
    always-on	Always On	Technologies	
    app-clips	App Clips	Technologies	
    apple-pay	Apple Pay	Technologies	
    augmented-reality	Augmented reality	Technologies	
    carplay	CarPlay	Technologies	
    carekit	CareKit	Technologies	
    game-center	Game Center	Technologies	
    generative-ai	Generative AI	Technologies	
    healthkit	HealthKit	Technologies	
    homekit	HomeKit	Technologies	
    id-verifier	ID Verifier	Technologies	
    in-app-purchase	In-app purchase	Technologies	
    live-photos	Live Photos	Technologies	
    mac-catalyst	Mac Catalyst	Technologies	
    machine-learning	Machine learning	Technologies	
    maps	Maps	Technologies	
    nfc	NFC	Technologies	
    photo-editing	Photo editing	Technologies	
    researchkit	ResearchKit	Technologies	
    shareplay	SharePlay	Technologies	
    shazamkit	ShazamKit	Technologies	
    sign-in-with-apple	Sign in with Apple	Technologies	
    siri	Siri	Technologies	
    tap-to-pay-on-iphone	Tap to Pay on iPhone	Technologies	
    voiceover	VoiceOver	Technologies	
    wallet	Wallet	Technologies	
    icloud	iCloud	Technologies	
    imessage-apps-and-stickers	iMessage apps and stickers	Technologies	
    """

  /// Korean titles and other names of the same topics: slug, title_ko, aliases.
  static let builtInKoreanTitles = """
    # Korean titles of Apple's HIG topics, as Apple's Korean HIG site and common translations write
    # them, with other names texts use for the same page (older titles, transliterations).
    # Columns: slug, Korean title, other names ('|' separated, either language). Keyed by slug in hig-topics.tsv.
    slug	title_ko	aliases
    getting-started	시작하기	
    designing-for-games	게임 디자인	
    designing-for-ios	iOS용 디자인	
    designing-for-ipados	iPadOS용 디자인	
    designing-for-macos	macOS용 디자인	
    designing-for-tvos	tvOS용 디자인	
    designing-for-visionos	visionOS용 디자인	
    designing-for-watchos	watchOS용 디자인	
    foundations	기초	
    accessibility	손쉬운 사용	접근성
    app-icons	앱 아이콘	
    branding	브랜딩	
    color	색상	컬러
    dark-mode	다크 모드	
    icons	아이콘	
    images	이미지	
    immersive-experiences	몰입형 경험	
    inclusion	포용성	
    layout	레이아웃	
    materials	재질	머티리얼
    motion	모션	
    privacy	개인정보 보호	
    right-to-left	오른쪽에서 왼쪽으로	
    sf-symbols	SF Symbols	
    spatial-layout	공간 레이아웃	
    typography	타이포그래피	
    writing	글쓰기	
    patterns	패턴	
    charting-data	데이터 차트 작성	
    collaboration-and-sharing	협업 및 공유	
    drag-and-drop	드래그 앤 드롭	Drag & Drop|Drag and Drop|끌어서 놓기
    entering-data	데이터 입력	
    feedback	피드백	
    file-management	파일 관리	
    going-full-screen	전체 화면 사용	
    launching	실행	
    live-viewing-apps	실시간 보기 앱	
    loading	로딩	
    managing-accounts	계정 관리	
    managing-notifications	알림 관리	
    modality	모달리티	
    multitasking	멀티태스킹	
    offering-help	도움말 제공	
    onboarding	온보딩	
    playing-audio	오디오 재생	Audio
    playing-haptics	햅틱 재생	Haptics
    playing-video	비디오 재생	동영상 재생
    printing	프린트	인쇄
    ratings-and-reviews	등급 및 리뷰	평가 및 리뷰
    searching	검색	
    settings	설정	
    undo-and-redo	실행 취소 및 실행 복귀	
    workouts	운동	
    components	구성요소	컴포넌트
    content	콘텐츠	
    charts	차트	
    image-views	이미지 보기	이미지 뷰|Image View
    text-views	텍스트 보기	텍스트 뷰|Text View
    web-views	웹 보기	웹 뷰|Web View
    layout-and-organization	레이아웃 및 구성	
    boxes	상자	박스
    collections	컬렉션	
    column-views	열 보기	컬럼 뷰
    disclosure-controls	펼침 제어기	디스클로저 컨트롤
    labels	레이블	
    lists-and-tables	목록 및 표	리스트와 테이블
    lockups	락업	
    outline-views	아웃라인 보기	아웃라인 뷰
    split-views	분할 보기	스플릿 뷰|Split View
    tab-views	탭 보기	탭 뷰
    menus-and-actions	메뉴 및 동작	
    activity-views	활동 보기	액티비티 뷰
    buttons	버튼	
    context-menus	콘텍스트 메뉴	컨텍스트 메뉴|Context Menu
    dock-menus	Dock 메뉴	독 메뉴
    edit-menus	편집 메뉴	
    home-screen-quick-actions	홈 화면 빠른 동작	홈 스크린 빠른 작업|Home Screen Actions|Quick Actions
    menus	메뉴	
    ornaments	장식	오너먼트
    pop-up-buttons	팝업 버튼	
    pull-down-buttons	풀다운 버튼	
    the-menu-bar	메뉴 막대	메뉴 바|Menu Bar
    toolbars	도구 막대	툴바
    navigation-and-search	탐색 및 검색	
    path-controls	경로 제어기	경로 컨트롤
    search-fields	검색 필드	
    sidebars	사이드바	
    tab-bars	탭 막대	탭 바
    token-fields	토큰 필드	
    presentation	프레젠테이션	
    action-sheets	작업 시트	액션 시트
    alerts	경고	얼럿|알림창
    page-controls	페이지 제어기	페이지 컨트롤
    panels	패널	
    popovers	팝오버	
    scroll-views	스크롤 보기	스크롤 뷰
    sheets	시트	
    windows	윈도우	
    selection-and-input	선택 및 입력	
    color-wells	색상 웰	
    combo-boxes	콤보 상자	콤보 박스
    digit-entry-views	숫자 입력 보기	
    image-wells	이미지 웰	
    pickers	선택기	피커
    segmented-controls	세그먼트 제어기	세그먼트 컨트롤
    sliders	슬라이더	
    steppers	스테퍼	
    text-fields	텍스트 필드	Text Field
    toggles	토글	
    virtual-keyboards	가상 키보드	
    status	상태	
    activity-rings	활동 링	
    gauges	게이지	
    progress-indicators	진행 표시기	
    rating-indicators	등급 표시기	
    system-experiences	시스템 경험	
    app-shortcuts	앱 단축어	
    complications	컴플리케이션	
    controls	제어	컨트롤
    live-activities	실시간 현황	
    notifications	알림	
    status-bars	상태 막대	상태 바
    top-shelf	Top Shelf	
    watch-faces	워치 페이스	
    widgets	위젯	
    inputs	입력	
    action-button	동작 버튼	액션 버튼
    apple-pencil-and-scribble	Apple Pencil 및 손글씨 입력	
    camera-control	카메라 제어	
    digital-crown	Digital Crown	디지털 크라운
    eyes	눈	
    focus-and-selection	포커스 및 선택	
    game-controls	게임 제어	게임 컨트롤
    gestures	제스처	
    gyro-and-accelerometer	자이로스코프 및 가속도계	
    keyboards	키보드	
    nearby-interactions	근접 상호 작용	
    pointing-devices	포인팅 기기	Pointers|포인터|포인팅 장치
    remotes	리모컨	
    technologies	기술	
    airplay	AirPlay	
    always-on	상시 표시	
    app-clips	앱 클립	
    apple-pay	Apple Pay	
    augmented-reality	증강 현실	
    carplay	CarPlay	
    carekit	CareKit	
    game-center	Game Center	
    generative-ai	생성형 AI	
    healthkit	HealthKit	
    homekit	HomeKit	
    id-verifier	ID Verifier	
    in-app-purchase	앱 내 구입	
    live-photos	Live Photos	
    mac-catalyst	Mac Catalyst	맥 카탈리스트
    machine-learning	머신 러닝	
    maps	지도	
    nfc	NFC	
    photo-editing	사진 편집	
    researchkit	ResearchKit	
    shareplay	SharePlay	
    shazamkit	ShazamKit	
    sign-in-with-apple	Apple로 로그인	
    siri	Siri	
    tap-to-pay-on-iphone	iPhone의 탭 투 페이	
    voiceover	VoiceOver	
    wallet	지갑	
    icloud	iCloud	
    imessage-apps-and-stickers	iMessage 앱 및 스티커	
    """

  /// The built-in catalog.
  public static let builtIn: TopicCatalog = {
    do {
      return try TopicCatalog.parse(topics: builtInTopics, koreanTitles: builtInKoreanTitles)
    } catch {
      preconditionFailure("built-in topic catalog is malformed: \(error)")
    }
  }()
}
