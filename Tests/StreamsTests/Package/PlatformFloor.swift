import Foundation

/// The Apple platform floor and a textual check of the package's sources against it.
///
/// The Apple build cannot run here, so the floor is guarded in the text. Every target that is
/// not a test target (the libraries, the demo and benchmark executables and their kits, the test
/// support targets) compiles at the package's deployment target, so none of them may import
/// `Synchronization` (its `Atomic` and `Mutex` need macOS 15 / iOS 18), carry an `@available`
/// attribute that asks for more than the floor, or use an API newer than the floor
/// (``newerAPIs``). Test targets are held to the last rule too: SwiftPM raises a test target's
/// deployment target only to what XCTest and Swift Testing themselves need (and to macOS 14 on
/// macOS), which on iOS, tvOS and watchOS can be the floor. A runtime `#available` check is how
/// code may use something newer, so it is not flagged.
enum PlatformFloor {
  /// The lowest version of each platform (major, minor): what Swift concurrency back-deploys to.
  static let versions: [String: (major: Int, minor: Int)] = [
    "macOS": (10, 15), "OSX": (10, 15), "macCatalyst": (13, 0), "iOS": (13, 0),
    "tvOS": (13, 0), "watchOS": (6, 0), "visionOS": (1, 0),
  ]

  /// The `platforms:` line Package.swift must carry.
  static let packageLine =
    "platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],"

  /// The package's root folder, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The folders of the targets compiled at the floor, from the root: each folder of `Sources`
  /// and each plain target the manifest places under `Tests` (`path: "Tests/…"`).
  static func floorTargetFolders() throws -> [String] {
    let sources = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Sources").path)
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let underTests = manifest.components(separatedBy: "path: \"").dropFirst()
      .compactMap { $0.split(separator: "\"").first }
      .filter { $0.hasPrefix("Tests/") }
      .map(String.init)
    return (sources.filter { !$0.hasPrefix(".") }.map { "Sources/\($0)" } + underTests).sorted()
  }

  /// The folders of the test targets: each folder of `Tests` that is not a floor target.
  static func testTargetFolders() throws -> [String] {
    let floor = Set(try floorTargetFolders())
    return try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Tests").path
    )
    .filter { !$0.hasPrefix(".") }
    .map { "Tests/\($0)" }
    .filter { !floor.contains($0) }
    .sorted()
  }

  /// Every Swift file under `folders`, as its path from the root and its text.
  static func swiftFiles(in folders: [String]) throws -> [(path: String, text: String)] {
    var files: [(path: String, text: String)] = []
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      let paths = FileManager.default.subpaths(atPath: url.path) ?? []
      for path in paths.sorted() where path.hasSuffix(".swift") {
        let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
        files.append(("\(folder)/\(path)", text))
      }
    }
    return files
  }

  /// Every Swift file of the targets compiled at the floor.
  static func floorSwiftFiles() throws -> [(path: String, text: String)] {
    try swiftFiles(in: floorTargetFolders())
  }

  /// The lines of `source` that are not comments, trimmed.
  static func codeLines(_ source: String) -> [Substring] {
    source.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.drop { $0 == " " || $0 == "\t" } }
      .filter { !$0.hasPrefix("//") }
  }

  /// Whether `source` imports `Synchronization` or a declaration from it, in any spelling
  /// (`import`, `@_exported import`, `internal import`, `import struct Synchronization.Atomic`).
  static func importsSynchronization(_ source: String) -> Bool {
    let kinds: Set<Substring> = [
      "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
    ]
    for line in codeLines(source) {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard var index = words.firstIndex(of: "import") else { continue }
      index += 1
      if index < words.count, kinds.contains(words[index]) { index += 1 }
      if index < words.count, words[index].split(separator: ".").first == "Synchronization" {
        return true
      }
    }
    return false
  }

  /// Each platform requirement of an `@available` attribute in `source` that is above the
  /// floor, as written ("macOS 15", "iOS introduced: 18.0").
  static func requirementsAboveFloor(in source: String) -> [String] {
    var found: [String] = []
    for line in codeLines(source) {
      var rest = line[...]
      while let start = rest.range(of: "@available(") {
        let arguments = rest[start.upperBound...].prefix { $0 != ")" }
        found += aboveFloor(arguments)
        rest = rest[start.upperBound...]
      }
    }
    return found
  }

  /// The requirements above the floor among one attribute's arguments: short (`macOS 15`) and
  /// long (`macOS, introduced: 15`) forms.
  private static func aboveFloor(_ arguments: Substring) -> [String] {
    var found: [String] = []
    var platform: Substring?
    for piece in arguments.split(separator: ",") {
      let words = piece.split(whereSeparator: { $0 == " " || $0 == ":" })
      guard let first = words.first else { continue }
      if versions[String(first)] != nil {
        platform = first
        if words.count > 1, isAboveFloor(String(first), words[1]) {
          found.append("\(first) \(words[1])")
        }
      } else if first == "introduced", words.count > 1, let platform,
        isAboveFloor(String(platform), words[1])
      {
        found.append("\(platform) introduced: \(words[1])")
      }
    }
    return found
  }

  /// Whether `version` ("15", "10.15", "13.0.1") is above the floor of `platform`.
  private static func isAboveFloor(_ platform: String, _ version: Substring) -> Bool {
    guard let floor = versions[platform] else { return false }
    let parts = version.split(separator: ".").map { Int($0) ?? 0 }
    guard let major = parts.first else { return false }
    let minor = parts.count > 1 ? parts[1] : 0
    return (major, minor) > (floor.major, floor.minor)
  }
}
