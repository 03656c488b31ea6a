import Foundation

extension PlatformFloor {
  /// An API newer than the floor, as it is spelled in code, and the first releases that have it.
  struct API {
    /// The text that marks a use.
    ///
    /// Where it begins or ends with a letter, the neighbouring character must not be part of a
    /// name, so `Duration` does not match `FixtureDuration`.
    let spelling: String
    /// The first releases with it, as in "macOS 13 / iOS 16".
    let needs: String
  }

  /// APIs above the floor that code here might reach for, each with its real availability (from
  /// Apple's documentation pages and the standard library's availability macros: SwiftStdlib 5.7
  /// is macOS 13 / iOS 16, 5.9 is macOS 14 / iOS 17, 6.0 is macOS 15 / iOS 18).
  ///
  /// Not listed because they reach the floor: `AsyncStream.makeStream` (back-deployed to
  /// macOS 10.15), `URLSession.data(for:)` without a delegate (macOS 10.15 / iOS 13),
  /// `Task.sleep(nanoseconds:)`, `withCheckedContinuation`, `withTaskCancellationHandler`.
  static let newerAPIs: [API] = [
    API(spelling: "Duration", needs: "macOS 13 / iOS 16 (SwiftStdlib 5.7)"),
    API(spelling: "attoseconds", needs: "macOS 13 / iOS 16 (Duration.components)"),
    API(spelling: "DurationProtocol", needs: "macOS 13 / iOS 16"),
    API(spelling: "InstantProtocol", needs: "macOS 13 / iOS 16"),
    API(spelling: "Clock", needs: "macOS 13 / iOS 16"),
    API(spelling: "ContinuousClock", needs: "macOS 13 / iOS 16"),
    API(spelling: "SuspendingClock", needs: "macOS 13 / iOS 16"),
    API(spelling: "sleep(for:", needs: "macOS 13 / iOS 16 (Task.sleep with a Duration)"),
    API(spelling: "sleep(until:", needs: "macOS 13 / iOS 16 (Task.sleep with a deadline)"),
    API(spelling: "Regex", needs: "macOS 13 / iOS 16"),
    API(spelling: "wholeMatch(of:", needs: "macOS 13 / iOS 16"),
    API(spelling: "firstMatch(of:", needs: "macOS 13 / iOS 16"),
    API(spelling: "prefixMatch(of:", needs: "macOS 13 / iOS 16"),
    API(spelling: "matches(of:", needs: "macOS 13 / iOS 16"),
    API(spelling: "firstRange(of:", needs: "macOS 13 / iOS 16 (_StringProcessing)"),
    API(spelling: "ranges(of:", needs: "macOS 13 / iOS 16 (_StringProcessing)"),
    API(spelling: "trimmingPrefix(", needs: "macOS 13 / iOS 16 (_StringProcessing)"),
    API(spelling: "URL(filePath:", needs: "macOS 13 / iOS 16"),
    API(spelling: "appending(path:", needs: "macOS 13 / iOS 16"),
    API(spelling: "appending(component:", needs: "macOS 13 / iOS 16"),
    API(spelling: "formatted(", needs: "macOS 12 / iOS 15 (FormatStyle)"),
    API(spelling: "FormatStyle", needs: "macOS 12 / iOS 15"),
    API(spelling: "Date.now", needs: "macOS 12 / iOS 15"),
    API(spelling: "String(localized:", needs: "macOS 12 / iOS 15"),
    API(spelling: "AttributedString", needs: "macOS 12 / iOS 15"),
    API(spelling: "bytes(for:", needs: "macOS 12 / iOS 15 (URLSession.AsyncBytes)"),
    API(spelling: "bytes(from:", needs: "macOS 12 / iOS 15 (URLSession.AsyncBytes)"),
    API(spelling: "withDiscardingTaskGroup", needs: "macOS 14 / iOS 17"),
    API(spelling: "withThrowingDiscardingTaskGroup", needs: "macOS 14 / iOS 17"),
    API(spelling: "@Observable", needs: "macOS 14 / iOS 17 (Observation)"),
    API(spelling: "import Observation", needs: "macOS 14 / iOS 17"),
    API(spelling: "#Predicate", needs: "macOS 14 / iOS 17"),
    API(spelling: "Mutex", needs: "macOS 15 / iOS 18 (Synchronization)"),
    API(spelling: "Atomic", needs: "macOS 15 / iOS 18 (Synchronization)"),
    API(spelling: "AsyncSequence<", needs: "macOS 15 / iOS 18 (primary associated types)"),
    API(spelling: "String(validating:", needs: "macOS 15 / iOS 18"),
    API(spelling: "TaskExecutor", needs: "macOS 15 / iOS 18"),
    API(spelling: "InlineArray", needs: "macOS 26 / iOS 26"),
    API(spelling: "Span", needs: "macOS 26 / iOS 26"),
  ]
}

extension PlatformFloor {
  /// Each use of a ``newerAPIs`` entry in `source`'s code (not its comments or string
  /// literals), as "line N: spelling (needs)".
  static func usesOfNewerAPIs(in source: String) -> [String] {
    var found: [String] = []
    for (number, line) in codeOnly(source).enumerated() {
      for index in newerAPIIndices(in: line) {
        let api = newerAPIs[index]
        found.append("line \(number + 1): \(api.spelling) (\(api.needs))")
      }
    }
    return found
  }

  /// The ``newerAPIs`` spellings as UTF-8, and for each first byte the entries starting with it.
  private static let spellings = newerAPIs.map { Array($0.spelling.utf8) }
  private static let byFirstByte = Dictionary(
    grouping: spellings.indices.filter { !spellings[$0].isEmpty }, by: { spellings[$0][0] })

  /// The indices into ``newerAPIs`` of the entries `line` uses, each once, in list order: a
  /// spelling counts where no name character is glued to a letter at either of its ends.
  static func newerAPIIndices(in line: [UInt8]) -> [Int] {
    var found = Set<Int>()
    for start in line.indices {
      guard let candidates = byFirstByte[line[start]] else { continue }
      for index in candidates where !found.contains(index) {
        let word = spellings[index]
        let end = start + word.count
        guard end <= line.count, line[start..<end].elementsEqual(word) else { continue }
        let openLeft = !isNameByte(word[0]) || start == 0 || !isNameByte(line[start - 1])
        let openRight =
          !isNameByte(word[word.count - 1]) || end == line.count || !isNameByte(line[end])
        if openLeft && openRight { found.insert(index) }
      }
    }
    return found.sorted()
  }

  /// `source`'s lines (as UTF-8) with comments and the contents of string literals left out,
  /// so that names inside them do not count (single-line and multi-line literals).
  static func codeOnly(_ source: String) -> [[UInt8]] {
    let quote = UInt8(ascii: "\"")
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    let backslash = UInt8(ascii: "\\")
    var lines: [[UInt8]] = []
    var inBlockComment = false
    var inMultilineString = false
    for line in source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      let bytes = Array(line)
      var code: [UInt8] = []
      var inString = false
      var index = 0
      func at(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
      }
      while index < bytes.count {
        let byte = bytes[index]
        let tripleQuote = byte == quote && at(1) == quote && at(2) == quote
        if inBlockComment {
          if byte == star && at(1) == slash {
            inBlockComment = false
            index += 1
          }
          index += 1
        } else if inMultilineString {
          if tripleQuote {
            inMultilineString = false
            index += 2
          }
          index += byte == backslash ? 2 : 1
        } else if inString {
          if byte == quote { inString = false }
          index += byte == backslash ? 2 : 1
        } else if byte == slash && at(1) == slash {
          break
        } else if byte == slash && at(1) == star {
          inBlockComment = true
          index += 2
        } else if tripleQuote {
          inMultilineString = true
          index += 3
        } else {
          if byte == quote { inString = true }
          code.append(byte)
          index += 1
        }
      }
      lines.append(code)
    }
    return lines
  }

  /// Whether `byte` can be part of a Swift name (any non-ASCII byte counts, to be safe).
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
      return true
    default: return false
    }
  }
}
