import Foundation

/// Reads test sources and finds the suites that could change `Resources.total` without
/// holding the resource gate.
///
/// `Resources.total` is process-wide, so a suite that creates Streams resources while a
/// checked test runs beside it (plain `swift test` runs suites in parallel) makes that test
/// see resources it did not create. Every suite in a file that links Streams therefore carries
/// `.checksResources`, which holds the gate. The scan relies on what `swift format` enforces:
/// top-level declarations start in column 0 and nothing else does.
struct SuiteSourceScan {
  /// A place that breaks the rule.
  struct Finding: Equatable, CustomStringConvertible {
    /// The file, relative to the folder scanned.
    var file: String
    /// The 1-based line.
    var line: Int
    /// What is wrong.
    var problem: String

    var description: String { "\(file):\(line): \(problem)" }
  }

  /// One source file.
  struct Source {
    /// Its path, for the report.
    var path: String
    /// Its text.
    var text: String
  }

  /// The trait every suite in scope must name.
  static let trait = ".checksResources"

  /// Whether a file is in scope: it imports a module that links Streams (`Streams…` or the
  /// `TestSupport` kit built on it).
  static func linksStreams(_ text: String) -> Bool {
    for line in lines(text) {
      let words = line.split(separator: " ").filter { $0 != "@testable" }
      guard words.count == 2, words[0] == "import" else { continue }
      if words[1].hasPrefix("Streams") || words[1] == "TestSupport" { return true }
    }
    return false
  }

  /// The findings over `sources`: a `@Suite` without the trait, a `@Test` outside any type, a
  /// type with tests but no `@Suite` (Swift Testing makes it a suite without traits), and an
  /// extension with tests of a type that is not a checked suite.
  static func findings(in sources: [Source]) -> [Finding] {
    let scoped = sources.filter { linksStreams($0.text) }
    let declarations = scoped.flatMap { source in
      topLevelDeclarations(source.text).map { (source, $0) }
    }
    let checkedSuites = Set(
      declarations.filter { !$0.1.isExtension && $0.1.checked }.map(\.1.name))
    var findings: [Finding] = []
    for source in scoped {
      for (line, attribute) in suiteAttributes(source.text) where !attribute.contains(trait) {
        findings.append(Finding(file: source.path, line: line, problem: "@Suite without \(trait)"))
      }
      for (index, text) in lines(source.text).enumerated() where text.hasPrefix("@Test") {
        findings.append(
          Finding(file: source.path, line: index + 1, problem: "@Test outside a checked suite"))
      }
    }
    for (source, declaration) in declarations where declaration.hasTests {
      if declaration.isExtension {
        guard !checkedSuites.contains(declaration.name) else { continue }
        findings.append(
          Finding(
            file: source.path, line: declaration.line,
            problem: "tests in an extension of \(declaration.name), not a checked suite"))
      } else if !declaration.hasSuite {
        findings.append(
          Finding(
            file: source.path, line: declaration.line,
            problem: "\(declaration.name) has tests but no @Suite(\(trait))"))
      }
    }
    return findings
  }

  /// A top-level type or extension: its attributes, name and whether its body holds tests.
  struct Declaration {
    var line: Int
    var name: String
    var isExtension: Bool
    var hasSuite: Bool
    var checked: Bool
    var hasTests: Bool
  }

  static let declarationKeywords: Set<Substring> = [
    "struct", "class", "enum", "actor", "extension",
  ]

  /// The top-level declarations of `text`, each with the attributes written above it; a
  /// body runs to the first `}` in column 0.
  static func topLevelDeclarations(_ text: String) -> [Declaration] {
    let lines = lines(text)
    var declarations: [Declaration] = []
    var attributes = ""
    var inAttribute = false
    var open: Int?
    for (index, line) in lines.enumerated() {
      let topLevel = !(line.first.map { $0 == " " || $0 == "\t" } ?? true)
      if let current = open {
        if line.hasPrefix("}") {
          open = nil
        } else if line.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") {
          declarations[current].hasTests = true
        }
        if !topLevel || line.hasPrefix("}") { continue }
      }
      if line.isEmpty {
        (attributes, inAttribute) = ("", false)
        continue
      }
      let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
      let keyword = words.firstIndex(where: { declarationKeywords.contains($0) })
      if topLevel, line.hasPrefix("@") {
        attributes += line
        // `@Suite(…) struct Name {` declares on the same line.
        inAttribute = keyword == nil
        if inAttribute { continue }
      }
      if inAttribute, !topLevel || line.hasPrefix(")") {
        attributes += line
        continue
      }
      inAttribute = false
      guard topLevel, !line.hasPrefix("//") else { continue }
      if let keyword, keyword + 1 < words.count {
        let suite = attributes.contains("@Suite")
        declarations.append(
          Declaration(
            line: index + 1, name: String(words[keyword + 1]),
            isExtension: words[keyword] == "extension", hasSuite: suite,
            checked: suite && attributes.contains(trait), hasTests: false))
        if !line.hasSuffix("}") { open = declarations.count - 1 }
      }
      attributes = ""
    }
    return declarations
  }

  /// Every `@Suite` attribute with its line, the text up to its closing parenthesis included.
  static func suiteAttributes(_ text: String) -> [(Int, String)] {
    let lines = lines(text)
    var result: [(Int, String)] = []
    for (index, line) in lines.enumerated() {
      guard let range = line.range(of: "@Suite"), !line.contains("//") else { continue }
      var attribute = String(line[range.lowerBound...])
      var depth = attribute.filter { $0 == "(" }.count - attribute.filter { $0 == ")" }.count
      var next = index + 1
      while depth > 0, next < lines.count {
        attribute += lines[next]
        depth += lines[next].filter { $0 == "(" }.count - lines[next].filter { $0 == ")" }.count
        next += 1
      }
      result.append((index + 1, attribute))
    }
    return result
  }

  /// The lines of `text`, those inside multi-line string literals blanked: a test's sample
  /// source is not code.
  private static func lines(_ text: String) -> [String] {
    var inLiteral = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let delimiters = line.components(separatedBy: "\"\"\"").count - 1
      defer { if delimiters % 2 == 1 { inLiteral.toggle() } }
      return inLiteral || delimiters % 2 == 1 ? "" : String(line)
    }
  }
}
