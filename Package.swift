// swift-tools-version:6.0
import PackageDescription

/// hig: a bilingual (Korean/English) knowledge base of Apple's Human Interface Guidelines.
///
/// Data flows one way: Content → HIGIngest → knowledge base (HIGModel) → HIGSearch / HIGSite / HIGCite,
/// and HIGCommandLine only parses arguments and calls those stages.
let package = Package(
  name: "hig",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "hig", targets: ["hig"])
  ],
  targets: [
    .target(name: "HIGModel"),
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(name: "LibXML", dependencies: ["CLibXML2"]),
    .target(name: "HIGIngest", dependencies: ["HIGModel", "LibXML"]),
    .target(name: "HIGCite", dependencies: ["HIGModel"]),
    .target(name: "HIGCommandLine", dependencies: ["HIGModel", "HIGIngest", "HIGCite"]),
    .executableTarget(name: "hig", dependencies: ["HIGCommandLine"]),
    .target(name: "TestSupport", dependencies: ["HIGModel"], path: "Tests/TestSupport"),
    .testTarget(name: "HIGModelTests", dependencies: ["HIGModel", "TestSupport"]),
    .testTarget(name: "LibXMLTests", dependencies: ["LibXML"]),
    .testTarget(
      name: "HIGIngestTests", dependencies: ["HIGIngest", "TestSupport"], exclude: ["Fixtures", "Snapshots"]),
    .testTarget(
      name: "HIGCiteTests", dependencies: ["HIGCite", "HIGIngest", "TestSupport"], exclude: ["Fixtures", "Snapshots"]),
    .testTarget(name: "HIGCommandLineTests", dependencies: ["HIGCommandLine", "TestSupport"]),
  ],
  swiftLanguageModes: [.v5]
)
