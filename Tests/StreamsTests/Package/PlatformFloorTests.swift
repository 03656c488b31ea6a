import Foundation
import Testing

@Suite
struct PlatformFloorTests {
  @Test func packageDeclaresTheFloor() throws {
    let manifest = try String(
      contentsOf: PlatformFloor.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let lines = manifest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.filter { $0.hasPrefix("platforms:") } == [PlatformFloor.packageLine])
  }

  @Test func everyTargetIsChecked() throws {
    let floor = try PlatformFloor.floorTargetFolders()
    for expected in [
      "Sources/CStreamsAtomics", "Sources/FixtureServer", "Sources/Streams",
      "Sources/StreamsBlocking", "Sources/StreamsNetwork", "Sources/StreamsTest",
      "Sources/StreamsXCTest", "Sources/RxSwift", "Sources/RxCocoa", "Sources/RxRelay",
      "Sources/RxTest", "Sources/RxBlocking", "Sources/Moya", "Sources/RxMoya",
      "Sources/Alamofire", "Tests/DropInApp", "Sources/StreamsDemo", "Sources/StreamsDemoKit",
      "Sources/StreamsBenchmarks",
      "Sources/StreamsBenchmarkKit", "Tests/Support", "Tests/FuzzSupport",
    ] {
      #expect(floor.contains(expected), "\(expected) is not scanned as compiled at the floor")
    }
    let tests = try PlatformFloor.testTargetFolders()
    for expected in ["Tests/StreamsTests", "Tests/StreamsNetworkTests", "Tests/FixtureServerTests"]
    {
      #expect(tests.contains(expected), "\(expected) is not scanned")
    }
    #expect(!tests.contains("Tests/Support"))
    let files = try PlatformFloor.floorSwiftFiles()
    #expect(files.count > 100)
    #expect(files.contains { $0.path == "Sources/Streams/Internal/Engine/Lifetime.swift" })
    #expect(files.contains { $0.path == "Tests/Support/ResourceCheck.swift" })
  }

  @Test func noTargetImportsSynchronization() throws {
    let files =
      try PlatformFloor.floorSwiftFiles()
      + PlatformFloor.swiftFiles(in: PlatformFloor.testTargetFolders())
    let offenders = files.filter { PlatformFloor.importsSynchronization($0.text) }.map(\.path)
    #expect(offenders == [])
  }

  @Test func noDeclarationCompiledAtTheFloorNeedsMore() throws {
    let offenders = try PlatformFloor.floorSwiftFiles().flatMap { file in
      PlatformFloor.requirementsAboveFloor(in: file.text).map { "\(file.path): \($0)" }
    }
    #expect(offenders == [])
  }

  @Test func noTargetUsesAnAPINewerThanTheFloor() throws {
    let files =
      try PlatformFloor.floorSwiftFiles()
      + PlatformFloor.swiftFiles(in: PlatformFloor.testTargetFolders())
    #expect(files.count > 400)
    let offenders = files.flatMap { file in
      PlatformFloor.usesOfNewerAPIs(in: file.text).map { "\(file.path) \($0)" }
        .filter { !Self.ownAtomic($0) }
    }
    #expect(offenders == [])
  }

  /// Whether `offender` is Moya's own internal `Atomic` property wrapper, which the `Moya`
  /// module declares (Moya's specs reach it with `@testable import Moya`), or a test of it:
  /// neither file imports Synchronization (``noTargetImportsSynchronization()`` holds), so the
  /// name cannot be Synchronization's `Atomic`.
  private static func ownAtomic(_ offender: String) -> Bool {
    let files = ["Sources/Moya/Atomic.swift", "Tests/DropInTests/MoyaTestableTests.swift"]
    return files.contains { offender.hasPrefix("\($0) ") } && offender.contains(": Atomic (")
  }

  @Test func theNewerAPICheckFlagsUsesInCode() {
    let source = """
      let timeout: Duration = .seconds(2)
      let started = ContinuousClock.now
      try await Task.sleep(for: .milliseconds(10))
      let stamp = Date().formatted(date: .numeric, time: .shortened)
      let found = bytes.firstRange(of: [0x0D, 0x0A])
      let matched = line.wholeMatch(of: /x+/) != nil
      let file = URL(filePath: path).appending(path: "a")
      let lock = Mutex(0)
      """
    #expect(
      PlatformFloor.usesOfNewerAPIs(in: source).map { $0.prefix { $0 != "(" } } == [
        "line 1: Duration ", "line 2: ContinuousClock ", "line 3: sleep", "line 4: formatted",
        "line 5: firstRange", "line 6: wholeMatch", "line 7: URL", "line 7: appending",
        "line 8: Mutex ",
      ])
  }

  @Test func theNewerAPICheckIgnoresCommentsStringsAndLongerNames() {
    let source = """
      let delay: FixtureDuration = .seconds(2)  // not a Duration
      /// Swift's ContinuousClock needs macOS 13.
      /* a Regex and
         a Mutex */
      let clock = VirtualClock()
      let text = "Date.now and Task.sleep(for: x)"
      let raw = \"""
        formatted(
        \"""
      let x = unformatted(1)
      """
    #expect(PlatformFloor.usesOfNewerAPIs(in: source) == [])
  }

  @Test func theChecksFindWhatTheyLookFor() {
    #expect(PlatformFloor.importsSynchronization("import Foundation\nimport Synchronization\n"))
    #expect(PlatformFloor.importsSynchronization("internal import Synchronization"))
    #expect(PlatformFloor.importsSynchronization("import struct Synchronization.Atomic"))
    #expect(!PlatformFloor.importsSynchronization("// import Synchronization\nimport Dispatch"))
    #expect(
      PlatformFloor.requirementsAboveFloor(in: "@available(macOS 15, iOS 18.0, *)")
        == ["macOS 15", "iOS 18.0"])
    #expect(
      PlatformFloor.requirementsAboveFloor(in: "@available(watchOS, introduced: 7) func f()")
        == ["watchOS introduced: 7"])
    #expect(
      PlatformFloor.requirementsAboveFloor(
        in: "@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)\n"
          + "@available(*, deprecated, renamed: \"g\")\nif #available(macOS 13, *) {}"
      ) == [])
    #expect(
      PlatformFloor.requirementsAboveFloor(in: "@available(macOS 10.16, *)") == ["macOS 10.16"])
  }
}
