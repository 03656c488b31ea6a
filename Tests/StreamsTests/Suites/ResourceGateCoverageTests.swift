import Foundation
import TestSupport
import Testing

/// Every suite that can create Streams resources holds the resource gate, so `swift test`
/// (suites in parallel) and `make test` (one at a time) see the same counts.
@Suite(.checksResources)
struct ResourceGateCoverageTests {
  /// The repository's `Tests` folder, from this file's path.
  static let testsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every Swift file under `Tests`, paths relative to it.
  static func testSources() throws -> [SuiteSourceScan.Source] {
    let root = testsFolder.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var sources: [SuiteSourceScan.Source] = []
    for case let path as String in walker where path.hasSuffix(".swift") {
      let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
      sources.append(SuiteSourceScan.Source(path: path, text: text))
    }
    return sources.sorted { $0.path < $1.path }
  }

  @Test func everySuiteThatLinksStreamsHoldsTheGate() throws {
    let sources = try Self.testSources()
    // The scan reads this very folder: the suites of every test target are there.
    #expect(sources.contains { $0.path.hasPrefix("StreamsNetworkTests/") })
    #expect(sources.contains { $0.path.hasPrefix("StreamsBenchmarkTests/") })
    #expect(sources.filter { SuiteSourceScan.linksStreams($0.text) }.count > 100)
    let findings = SuiteSourceScan.findings(in: sources)
    #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
  }

  @Test func reportsASuiteWithoutTheTrait() {
    let source = SuiteSourceScan.Source(
      path: "A.swift",
      text: """
        import StreamsBenchmarkKit
        import Testing

        /// Doc.
        @Suite(.serialized)
        struct BenchTests {
          @Test func runs() {}
        }
        """)
    #expect(
      SuiteSourceScan.findings(in: [source]) == [
        .init(file: "A.swift", line: 5, problem: "@Suite without .checksResources")
      ])
  }

  @Test func reportsTestsOutsideACheckedSuite() {
    let source = SuiteSourceScan.Source(
      path: "B.swift",
      text: """
        import Streams
        import Testing

        @Test func free() {}

        struct Implicit {
          @Test func inside() {}
        }

        extension Elsewhere {
          @Test func added() {}
        }
        """)
    #expect(
      SuiteSourceScan.findings(in: [source]).map(\.line) == [4, 6, 10])
  }

  @Test func acceptsCheckedSuitesTheirExtensionsAndMultiLineTraits() {
    let checked = SuiteSourceScan.Source(
      path: "C.swift",
      text: """
        import StreamsNetwork
        import TestSupport
        import Testing

        @Suite(
          .checksResources,
          .serialized)
        struct CheckedTests {
          @Test func one() {}

          @Suite struct Nested {
            @Test func inner() {}
          }
        }
        """)
    let extended = SuiteSourceScan.Source(
      path: "D.swift",
      text: """
        import Streams
        import Testing

        extension CheckedTests {
          @Test func more() {}
        }
        """)
    // The nested `@Suite` inherits the recursive trait, but the rule asks every `@Suite`
    // to name it: only that line is reported.
    #expect(SuiteSourceScan.findings(in: [checked, extended]).map(\.line) == [11])
  }

  @Test func readsAttributesWrittenOnTheDeclarationsLine() {
    let source = SuiteSourceScan.Source(
      path: "F.swift",
      text: """
        import Streams
        import TestSupport
        import Testing

        @Suite(.checksResources) struct OneLineTests {
          @Test func runs() {}
        }

        @MainActor struct Unmarked {
          @Test func runs() {}
        }

        extension OneLineTests {
          @Test func more() {}
        }
        """)
    #expect(SuiteSourceScan.findings(in: [source]).map(\.line) == [9])
  }

  @Test func leavesFilesThatDoNotLinkStreamsAlone() {
    let source = SuiteSourceScan.Source(
      path: "E.swift",
      text: """
        import FixtureServer
        import FuzzSupport
        import Testing

        @Suite struct ServerTests {
          @Test func runs() {}
        }
        """)
    #expect(SuiteSourceScan.findings(in: [source]).isEmpty)
  }
}
