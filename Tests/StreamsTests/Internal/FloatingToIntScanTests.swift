import Foundation
import Testing

/// Finds `Int(_:)` applied to a floating expression in Swift source text.
///
/// `Int(x)` traps when `x` is NaN, infinite or out of range, so a number from a header, a
/// caller or a clock must go through `Int.clamped(_:rounding:)` or
/// `DispatchTimeInterval.clamped(seconds:)` instead. Source text has no types, so the scan
/// looks at the argument: it counts as floating when it names a rounding (`rounded`, `floor`,
/// `ceil`), a floating type (`Double`, `Float`, `TimeInterval`), time in seconds or an interval
/// (`seconds`, `interval`, `timeIntervalSince…`), or holds a decimal or exponent literal
/// (`1.5`, `1e9`). `Int(text)`, `Int(byte >> 4)` and labelled forms (`Int(exactly:)`) pass.
/// `TestTime`, the test kit's alias of `Int`, counts as `Int`.
enum FloatingToIntScan {
  /// The constructors that are `Int`.
  static let constructors = ["Int", "TestTime"]

  private static let markers = [
    "rounded", "floor(", "ceil(", "Double", "Float", "TimeInterval", "timeInterval",
    "seconds", "Seconds", "interval", "Interval",
  ]

  /// The arguments of `Int(…)` calls on floating expressions in `line`, comments left out.
  static func findings(in line: String) -> [String] {
    let code = withoutComment(line)
    var found: [String] = []
    for name in constructors {
      var searchStart = code.startIndex
      while let range = code.range(of: name + "(", range: searchStart..<code.endIndex) {
        searchStart = range.upperBound
        if range.lowerBound > code.startIndex {
          let before = code[code.index(before: range.lowerBound)]
          if before.isLetter || before.isNumber || before == "_" { continue }
        }
        let argument = balancedArgument(code[range.upperBound...])
        if isFloating(argument) { found.append(argument) }
      }
    }
    return found
  }

  static func isFloating(_ argument: String) -> Bool {
    let trimmed = argument.trimmingCharacters(in: .whitespaces)
    // A labelled form (`exactly:`, `clamping:`, `truncatingIfNeeded:`) never traps on range.
    if let colon = trimmed.firstIndex(of: ":"),
      trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      colon > trimmed.startIndex
    {
      return false
    }
    if markers.contains(where: { trimmed.contains($0) }) { return true }
    return trimmed.range(of: #"\d\.\d|\d[eE][+-]?\d"#, options: .regularExpression) != nil
  }

  /// The text up to the parenthesis that closes the one before `rest`.
  private static func balancedArgument(_ rest: Substring) -> String {
    var depth = 1
    var end = rest.startIndex
    while end < rest.endIndex {
      switch rest[end] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return String(rest[..<end]) }
      default: break
      }
      end = rest.index(after: end)
    }
    return String(rest)
  }

  /// `line` without a trailing `//` comment (one outside a string literal).
  private static func withoutComment(_ line: String) -> Substring {
    var inString = false
    var previous: Character = " "
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character == "\"" && previous != "\\" { inString.toggle() }
      if !inString, character == "/", previous == "/" {
        return line[..<line.index(before: index)]
      }
      previous = character
      index = line.index(after: index)
    }
    return line[...]
  }
}

@Suite struct FloatingToIntScanTests {
  /// The package root: the nearest folder above this file holding `Package.swift`.
  static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  /// The guarded conversion every other one goes through: one `Int(` on a value it checked.
  static let guardedConversion = "Sources/Streams/Internal/Support/Int+Clamped.swift"

  /// Every `Int(…)` of a floating expression in `Sources`, by relative path and line.
  static func scanSources() throws -> (files: Int, findings: [String: [String]]) {
    let sources = root.appendingPathComponent("Sources")
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var files = 0
    var findings: [String: [String]] = [:]
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      files += 1
      let path = String(url.path.dropFirst(root.path.count + 1))
      let text = try String(contentsOf: url, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasPrefix("//") else { continue }
        for argument in FloatingToIntScan.findings(in: String(line)) {
          findings[path, default: []].append("line \(number + 1): Int(\(argument))")
        }
      }
    }
    return (files, findings)
  }

  @Test func theScanRecognisesFloatingConversionsAndOnlyThose() {
    let floating = [
      ".nanoseconds(Int((interval * 1e9).rounded()))",
      #"" Try again in \(Int(seconds.rounded(.up))) seconds.""#,
      ".milliseconds(Int(seconds * 1_000))",
      "let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))",
      "return TestTime((seconds / resolution).rounded())",
      "let x = Int(2.5)",
    ]
    for line in floating { #expect(FloatingToIntScan.findings(in: line).count == 1, "\(line)") }
    let safe = [
      "return Int(text).map(TimeInterval.init)",
      "out.append(hex[Int(byte >> 4)])",
      "guard let code = Int(exactly: seconds) else { return nil }",
      "let wait = Int.clamped(seconds * 1_000)",
      "let host = UInt32(bigEndian: address)",
      "let port = BigInt(seconds)",
      "let a = 1  // Int(seconds) in a comment",
    ]
    for line in safe { #expect(FloatingToIntScan.findings(in: line).isEmpty, "\(line)") }
  }

  @Test func noSourceFileConvertsAFloatingValueWithIntInit() throws {
    let (files, findings) = try Self.scanSources()
    // The scan reads the real tree: many files, and the one guarded conversion among them.
    #expect(files > 100, "scanned \(files) files under \(Self.root.path)/Sources")
    #expect(findings[Self.guardedConversion]?.count == 1)
    var unexpected = findings
    unexpected[Self.guardedConversion] = nil
    #expect(unexpected.isEmpty, "Int(_:) of a floating value: \(unexpected)")
  }
}
