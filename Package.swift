// swift-tools-version: 6.1
// Streams: a reactive networking framework with no dependencies beyond the Swift toolchain.
import PackageDescription

/// Debug builds count live resources (`Resources.total`) so tests can prove disposal releases
/// everything; release builds compile the counting away.
let traceResources: [SwiftSetting] = [.define("TRACE_RESOURCES", .when(configuration: .debug))]

let package = Package(
  name: "Streams",
  // What Swift concurrency back-deploys to. Nothing in the library targets may need more (no
  // `Synchronization`: its `Atomic` needs macOS 15 / iOS 18); a test guards it. Linux has no floor.
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "Streams", targets: ["Streams"]),
    .library(name: "StreamsTest", targets: ["StreamsTest"]),
    .library(name: "StreamsBlocking", targets: ["StreamsBlocking"]),
    .library(name: "StreamsXCTest", targets: ["StreamsXCTest"]),
    .library(name: "StreamsNetwork", targets: ["StreamsNetwork"]),
    .library(name: "FixtureServer", targets: ["FixtureServer"]),
    // The drop-in modules: an app written against RxSwift 6, RxCocoa, RxRelay, RxTest,
    // RxBlocking, Moya 15, RxMoya and Alamofire depends on these in place of the originals and
    // keeps every import line.
    .library(name: "RxSwift", targets: ["RxSwift"]),
    .library(name: "RxCocoa", targets: ["RxCocoa"]),
    .library(name: "RxRelay", targets: ["RxRelay"]),
    .library(name: "RxTest", targets: ["RxTest"]),
    .library(name: "RxBlocking", targets: ["RxBlocking"]),
    .library(name: "Moya", targets: ["Moya"]),
    .library(name: "RxMoya", targets: ["RxMoya"]),
    .library(name: "Alamofire", targets: ["Alamofire"]),
    .executable(name: "streams-bench", targets: ["StreamsBenchmarks"]),
    .executable(name: "streams-demo", targets: ["StreamsDemo"]),
  ],
  targets: [
    .target(name: "Streams", dependencies: ["CStreamsAtomics"], swiftSettings: traceResources),
    // C11 atomics (`static inline`, from the compiler's own `<stdatomic.h>`) for the flags,
    // counters and pointers of `Streams`, portable below `Synchronization`'s floor.
    .target(name: "CStreamsAtomics"),
    .target(name: "StreamsTest", dependencies: ["Streams"], swiftSettings: traceResources),
    .target(
      name: "StreamsNetwork", dependencies: ["Streams", "CStreamsCurl"],
      swiftSettings: traceResources),
    // The libcurl transport's C side: libcurl's few declarations, resolved at run time from
    // libcurl.so.4 (no curl headers needed; an empty shell off Linux).
    .target(
      name: "CStreamsCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    // RxBlocking's spelling: `toBlocking()` waits for a sequence on the calling thread.
    .target(name: "StreamsBlocking", dependencies: ["Streams"], swiftSettings: traceResources),
    // RxTest's `XCTAssertEqual` overloads, apart so that StreamsTest needs no XCTest.
    .target(name: "StreamsXCTest", dependencies: ["Streams", "StreamsTest"]),
    .target(name: "FixtureServer"),
    // The drop-in modules, one per original, named as the original: each gives a file that
    // imports it exactly the names the original gives (aliases, Moya's provider class over
    // StreamsNetwork's, Alamofire's `Session` over a transport), never a second implementation.
    .target(name: "RxSwift", dependencies: ["Streams"], swiftSettings: traceResources),
    .target(name: "RxRelay", dependencies: ["Streams"]),
    .target(name: "RxCocoa", dependencies: ["Streams", "RxRelay"]),
    .target(name: "RxTest", dependencies: ["StreamsTest", "StreamsXCTest"]),
    .target(name: "RxBlocking", dependencies: ["StreamsBlocking"]),
    .target(name: "Alamofire", dependencies: ["StreamsNetwork"]),
    .target(name: "Moya", dependencies: ["StreamsNetwork", "Alamofire"]),
    .target(name: "RxMoya", dependencies: ["Streams", "StreamsNetwork", "Moya"]),
    // Shared test helpers (the live-resource trait); not a product.
    .target(
      name: "TestSupport", dependencies: ["Streams", "StreamsTest"], path: "Tests/Support",
      swiftSettings: traceResources),
    // Seeded fuzzing for the parser suites (a generator, mutations, replay); toolchain only.
    .target(name: "FuzzSupport", path: "Tests/FuzzSupport"),
    .testTarget(
      name: "StreamsTests", dependencies: ["Streams", "StreamsTest", "TestSupport"],
      swiftSettings: traceResources),
    .testTarget(
      name: "StreamsNetworkTests",
      dependencies: [
        "StreamsNetwork", "StreamsTest", "FixtureServer", "TestSupport", "FuzzSupport",
      ],
      swiftSettings: traceResources),
    .testTarget(name: "FixtureServerTests", dependencies: ["FixtureServer", "FuzzSupport"]),
    // An app written against RxSwift, RxCocoa, RxRelay, Moya, RxMoya and Alamofire, with the
    // original imports only, and its tests (with RxTest and RxBlocking as well).
    .target(
      name: "DropInApp",
      dependencies: ["RxSwift", "RxCocoa", "RxRelay", "Moya", "RxMoya", "Alamofire"],
      path: "Tests/DropInApp", swiftSettings: traceResources),
    .testTarget(
      name: "DropInTests",
      dependencies: [
        "DropInApp", "RxSwift", "RxCocoa", "RxRelay", "RxTest", "RxBlocking", "Moya", "RxMoya",
        "Alamofire", "FixtureServer", "TestSupport",
      ],
      swiftSettings: traceResources),
    .testTarget(
      name: "StreamsBlockingTests",
      dependencies: ["StreamsBlocking", "Streams", "StreamsTest", "TestSupport"],
      swiftSettings: traceResources),
    .testTarget(
      name: "StreamsXCTestTests", dependencies: ["StreamsXCTest", "Streams", "StreamsTest"]),
    // `make bench`: counts allocations by interposing the C allocator (Linux with glibc; no-op
    // elsewhere and under sanitizers). Linked only into the benchmark kit and its users.
    .target(name: "CAllocationCounter"),
    .target(
      name: "StreamsBenchmarkKit",
      dependencies: [
        "Streams", "StreamsNetwork", "FixtureServer", "CAllocationCounter", "CStreamsCurl",
      ]),
    .executableTarget(name: "StreamsBenchmarks", dependencies: ["StreamsBenchmarkKit"]),
    .testTarget(
      name: "StreamsBenchmarkTests", dependencies: ["StreamsBenchmarkKit", "TestSupport"]),
    // `make demo`: the GitHub-like tour over real HTTP to an embedded fixture server. The kit
    // holds everything (models, targets, fixture API, scenes, sinks); the executable is thin.
    .target(
      name: "StreamsDemoKit", dependencies: ["Streams", "StreamsNetwork", "FixtureServer"]),
    .executableTarget(name: "StreamsDemo", dependencies: ["StreamsDemoKit"]),
    .testTarget(
      name: "StreamsDemoTests",
      dependencies: [
        "StreamsDemoKit", "Streams", "StreamsNetwork", "StreamsTest", "FixtureServer",
        "TestSupport",
      ],
      swiftSettings: traceResources),
  ],
  swiftLanguageModes: [.v6]
)
