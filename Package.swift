// swift-tools-version:6.0
import PackageDescription

/// hig: a bilingual (Korean/English) knowledge base of Apple's Human Interface Guidelines.
///
/// Data flows one way: Content → HIGIngest → knowledge base (HIGModel) → HIGSearch / HIGSite / HIGCite;
/// HIGRelated links Swift code to guidelines, HIGServer answers assistants over MCP, HIGWorkspace
/// keeps the cached knowledge base and index of a content folder fresh, and HIGCommandLine only
/// parses arguments and calls those stages.

/// `hig search` is a whole process per query, so start-up is most of its time. Release builds on Linux
/// are fully static executables: no dynamic loader, no libstdc++/libm/libgcc_s to map and bind, no
/// relocations to apply (docs/benchmarks.md, "Machinery"). glibc warns at link time that `getpwuid`,
/// `getaddrinfo` and `dlopen` need its shared libraries at run time; hig calls none of them (they sit
/// in Foundation's home-folder lookup and libxml2's network and ICU plug-in code). Debug builds and
/// tests stay dynamic, which links faster. Foundation's static archives and the C++ runtime that ICU's
/// static archive needs are named here, so a plain `swift build -c release` links as well as one with
/// `--static-swift-stdlib` (which only brought them along).
let fastStart: [LinkerSetting] = [
  .unsafeFlags(
    ["-static-executable"]
      + ["--start-group", "-lFoundation", "-lFoundationEssentials", "-lFoundationInternationalization",
        "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections", "-lstdc++",
        "--end-group"].flatMap { ["-Xlinker", $0] },
    .when(platforms: [.linux], configuration: .release))
]

/// libxml2's headers live in a folder of their own (Debian's libxml2-dev, and macOS's SDK), which a
/// module map cannot name, and pkg-config would also add `-lxml2` ahead of everything. Every Swift
/// target gets it, not only LibXML: Swift loads the C modules of a module's dependencies too, so a
/// target that imports LibXML through another would otherwise fail whenever it has to build
/// CLibXML2's module itself. `-iwithsysroot` finds the folder in macOS's SDK as well as under `/`.
let libxml2Headers: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-iwithsysroot", "-Xcc", "/usr/include/libxml2"])]

/// Only `hig site` and HTML ingestion use libxml2, yet loading libxml2.so and the four libraries it
/// pulls in (ICU, zlib, xz) would cost every `hig` start (docs/benchmarks.md, "Machinery"). Release builds therefore link the
/// static archives, which come with libxml2-dev and its dependencies (libicu-dev, zlib1g-dev,
/// liblzma-dev); debug builds and tests link the shared library, which links faster.
let libxml2Linking: [LinkerSetting] = [
  .linkedLibrary("xml2", .when(platforms: [.macOS])),
  .linkedLibrary("xml2", .when(platforms: [.linux], configuration: .debug)),
  .unsafeFlags(
    ["-Bstatic", "-lxml2", "-licuuc", "-licudata", "-lz", "-llzma", "-lstdc++", "-Bdynamic"].flatMap { ["-Xlinker", $0] },
    .when(platforms: [.linux], configuration: .release)),
]

/// `hig fetch` needs HTTP, but no network stack can live in the fully static `hig`: FoundationNetworking
/// is built on libcurl, which has no complete set of static archives in Debian, and linking it
/// dynamically would slow every `hig` start (docs/Fetch.md). So requests are made by `hig-http`, a small
/// dynamically linked URLSession program that `hig fetch` starts and talks to over a pipe (docs/Fetch.md).
let package = Package(
  name: "hig",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "hig", targets: ["hig"]),
    .executable(name: "hig-bench", targets: ["hig-bench"]),
    .executable(name: "hig-http", targets: ["hig-http"]),
  ],
  targets: [
    .target(name: "HIGModel", swiftSettings: libxml2Headers),
    .target(name: "Parallel", swiftSettings: libxml2Headers),
    /// The calls to the operating system that differ between Linux and macOS, each with both
    /// branches side by side.
    .target(name: "OperatingSystem", swiftSettings: libxml2Headers),
    /// Reading the files and folders users give hig: regular files only, never blocking, never
    /// through a link out of their folder; errors worded for users.
    .target(name: "FileAccess", dependencies: ["OperatingSystem"], swiftSettings: libxml2Headers),
    /// Swaps two folders in one step, so a published site is replaced without a moment of none
    /// (Sources/CFolderSwap/include/CFolderSwap.h).
    .target(name: "CFolderSwap"),
    /// Returns freed memory to the system after a rebuild's comparison (Sources/CHeapTrim/include/CHeapTrim.h).
    .target(name: "CHeapTrim"),
    .systemLibrary(name: "CLibXML2"),
    /// zlib (Debian's zlib1g-dev), which compresses the site's search files (`RawDeflate`).
    .systemLibrary(name: "CZlib"),
    .target(
      name: "LibXML", dependencies: ["CLibXML2"], swiftSettings: libxml2Headers, linkerSettings: libxml2Linking),
    .target(
      name: "HIGIngest", dependencies: ["HIGModel", "FileAccess", "LibXML", "Parallel", "OperatingSystem"],
      // The built-in terminology layer, compiled into hig so that any content folder (a fresh `hig
      // fetch`, a folder of Apple's pages alone) is searched with every concept's Korean names.
      resources: [.embedInCode("Terminology/terminology.tsv")],
      swiftSettings: libxml2Headers,
      // glibc holds iconv; macOS has it in a library of its own.
      linkerSettings: [.linkedLibrary("iconv", .when(platforms: [.macOS]))]),
    .target(name: "HIGSearch", dependencies: ["HIGModel"], exclude: ["WebAssembly"], swiftSettings: libxml2Headers),
    .target(name: "HIGCite", dependencies: ["HIGModel"], swiftSettings: libxml2Headers),
    /// `hig related`: the guidelines that concern the UI Swift code uses.
    .target(name: "HIGRelated", dependencies: ["HIGModel", "HIGCite"], swiftSettings: libxml2Headers),
    /// The browser's search core: HIGSearch's portable folders compiled again, with Embedded Swift,
    /// to WebAssembly, and embedded in HIGSite (docs/BrowserSearch.md). `WebAssembly/` holds the
    /// core's entry points, compiled only there.
    .executableTarget(name: "SearchCoreBuilder", dependencies: ["HIGModel", "HIGSearch"], swiftSettings: libxml2Headers),
    .plugin(name: "SearchCore", capability: .buildTool(), dependencies: ["SearchCoreBuilder"]),
    /// The messages `hig fetch` and hig-http exchange.
    .target(name: "HTTPWire", swiftSettings: libxml2Headers),
    /// Starts hig-http with pipes no other child process can inherit (Sources/CSpawn/include/CSpawn.h).
    .target(name: "CSpawn"),
    .target(name: "HIGFetch", dependencies: ["HIGModel", "FileAccess", "HTTPWire", "CSpawn", "OperatingSystem"], swiftSettings: libxml2Headers),
    .executableTarget(name: "hig-http", dependencies: ["HTTPWire"], swiftSettings: libxml2Headers),
    .target(
      name: "HIGSite",
      dependencies: [
        "HIGModel", "FileAccess", "LibXML", "HIGSearch", "HIGCite", "HIGChanges", "Parallel", "CFolderSwap", "CZlib",
        "OperatingSystem",
      ],
      swiftSettings: libxml2Headers, plugins: ["SearchCore"]),
    .target(
      name: "HIGWorkspace",
      dependencies: [
        "HIGModel", "FileAccess", "HIGIngest", "HIGSearch", "HIGCite", "Parallel", "OperatingSystem", "CHeapTrim",
      ],
      swiftSettings: libxml2Headers),
    .target(
      name: "HIGChanges", dependencies: ["HIGModel", "HIGIngest", "HIGCite", "HIGFetch"],
      swiftSettings: libxml2Headers),
    /// `hig mcp`: the Model Context Protocol server over stdio.
    .target(
      name: "HIGServer",
      dependencies: ["HIGModel", "HIGSearch", "HIGCite", "HIGRelated", "HIGWorkspace", "HIGChanges", "OperatingSystem"],
      swiftSettings: libxml2Headers),
    .target(
      name: "HIGCommandLine",
      dependencies: [
        "HIGModel", "FileAccess", "HIGIngest", "HIGSearch", "HIGCite", "HIGRelated", "HIGSite", "HIGWorkspace",
        "HIGFetch", "HIGChanges", "HIGServer", "OperatingSystem",
      ],
      swiftSettings: libxml2Headers),
    .executableTarget(
      // hig-http is built with hig (not linked into it): `hig fetch` runs it from beside hig.
      name: "hig", dependencies: ["HIGCommandLine", "hig-http"], swiftSettings: libxml2Headers,
      linkerSettings: fastStart),
    .executableTarget(
      name: "hig-bench",
      // Not static: it links TestSupport, which uses Swift Testing, and the toolchain has no static Testing.
      dependencies: [
        "HIGModel", "HIGIngest", "HIGSearch", "HIGWorkspace", "HIGCommandLine", "TestSupport", "OperatingSystem",
      ],
      swiftSettings: libxml2Headers),
    .target(name: "TestSupport", dependencies: ["HIGModel"], path: "Tests/TestSupport", swiftSettings: libxml2Headers),
    .testTarget(name: "HIGModelTests", dependencies: ["HIGModel", "TestSupport"], swiftSettings: libxml2Headers),
    .testTarget(name: "LibXMLTests", dependencies: ["LibXML"], swiftSettings: libxml2Headers),
    .testTarget(name: "ParallelTests", dependencies: ["Parallel"], swiftSettings: libxml2Headers),
    .testTarget(name: "FileAccessTests", dependencies: ["FileAccess", "TestSupport"], swiftSettings: libxml2Headers),
    .testTarget(
      name: "HIGChangesTests", dependencies: ["HIGChanges", "HIGFetch", "HIGIngest", "TestSupport", "hig-http"], swiftSettings: libxml2Headers),
    .testTarget(name: "HIGFetchTests", dependencies: ["HIGFetch", "HIGIngest", "TestSupport", "hig-http"], swiftSettings: libxml2Headers),
    .testTarget(
      name: "HIGIngestTests", dependencies: ["HIGIngest", "TestSupport"], exclude: ["Fixtures", "Snapshots"], swiftSettings: libxml2Headers),
    .testTarget(
      name: "HIGSearchTests", dependencies: ["HIGSearch", "HIGIngest", "TestSupport"],
      exclude: ["Fixtures"], swiftSettings: libxml2Headers),
    .testTarget(
      name: "HIGCiteTests", dependencies: ["HIGCite", "HIGIngest", "HIGWorkspace", "TestSupport"], exclude: ["Fixtures", "Snapshots"], swiftSettings: libxml2Headers),
    .testTarget(
      name: "HIGRelatedTests", dependencies: ["HIGRelated", "HIGIngest", "TestSupport"], exclude: ["Fixtures", "Snapshots"], swiftSettings: libxml2Headers),
    .testTarget(
      name: "HIGServerTests", dependencies: ["HIGServer", "HIGWorkspace", "TestSupport", "hig"], exclude: ["Client"], swiftSettings: libxml2Headers),
    .testTarget(
      name: "HIGWorkspaceTests", dependencies: ["HIGWorkspace", "HIGIngest", "HIGSearch", "HIGCite", "TestSupport"], swiftSettings: libxml2Headers),
    .testTarget(
      name: "HIGCommandLineTests", dependencies: ["HIGCommandLine", "HIGWorkspace", "TestSupport", "hig", "hig-bench"], swiftSettings: libxml2Headers),
    .testTarget(
      name: "HIGSiteTests",
      dependencies: ["HIGSite", "HIGIngest", "HIGSearch", "HIGCommandLine", "CLibXML2", "TestSupport", "hig"],
      exclude: ["Fixtures"], swiftSettings: libxml2Headers),
  ],
  swiftLanguageModes: [.v5]
)
