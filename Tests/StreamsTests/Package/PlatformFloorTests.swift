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

  @Test func everyLibraryTargetIsChecked() throws {
    let targets = try PlatformFloor.libraryTargets()
    for expected in [
      "CStreamsAtomics", "FixtureServer", "Streams", "StreamsBlocking", "StreamsNetwork",
      "StreamsTest", "StreamsXCTest",
    ] {
      #expect(targets.contains(expected), "\(expected) is not scanned")
    }
    let files = try PlatformFloor.librarySwiftFiles()
    #expect(files.count > 100)
    #expect(files.contains { $0.path == "Sources/Streams/Internal/Lifetime.swift" })
  }

  @Test func noLibraryTargetImportsSynchronization() throws {
    let offenders = try PlatformFloor.librarySwiftFiles()
      .filter { PlatformFloor.importsSynchronization($0.text) }
      .map(\.path)
    #expect(offenders == [])
  }

  @Test func noLibraryDeclarationNeedsMoreThanTheFloor() throws {
    let offenders = try PlatformFloor.librarySwiftFiles().flatMap { file in
      PlatformFloor.requirementsAboveFloor(in: file.text).map { "\(file.path): \($0)" }
    }
    #expect(offenders == [])
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
