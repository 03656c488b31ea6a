import Streams
import StreamsTest
import XCTest

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of events are equal, as RxTest's `XCTAssertEqual` does.
///
/// Errors compare as they do for `Event`: by value when their type is `Equatable`, else by
/// type, `NSError` domain and code, and description. A failure lists the events that differ.
///
/// - Parameters:
///   - lhs: the events received.
///   - rhs: the events expected.
///   - file: the file of the assertion, for the failure report.
///   - line: the line of the assertion, for the failure report.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualSequences(lhs, rhs, { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of single events are equal: successes with equal elements, failures
/// with equal errors.
///
/// - Parameters:
///   - lhs: the events received.
///   - rhs: the events expected.
///   - file: the file of the assertion, for the failure report.
///   - line: the line of the assertion, for the failure report.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualSequences(lhs, rhs, singleEventsEqual, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of maybe events are equal.
///
/// - Parameters:
///   - lhs: the events received.
///   - rhs: the events expected.
///   - file: the file of the assertion, for the failure report.
///   - line: the line of the assertion, for the failure report.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualSequences(lhs, rhs, { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of completable events are equal.
///
/// - Parameters:
///   - lhs: the events received.
///   - rhs: the events expected.
///   - file: the file of the assertion, for the failure report.
///   - line: the line of the assertion, for the failure report.
public func XCTAssertEqual(
  _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualSequences(lhs, rhs, { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of recorded events are equal: same times, equal events.
///
/// - Parameters:
///   - lhs: the events recorded.
///   - rhs: the events expected.
///   - file: the file of the assertion, for the failure report.
///   - line: the line of the assertion, for the failure report.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
  file: StaticString = #filePath, line: UInt = #line
) {
  assertEqualSequences(lhs, rhs, { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that recorded events hold exactly `elements`, whatever their times, and no terminal
/// event.
///
/// - Parameters:
///   - stream: the events recorded.
///   - elements: the elements expected, in order.
///   - file: the file of the assertion, for the failure report.
///   - line: the line of the assertion, for the failure report.
public func XCTAssertRecordedElements<Element: Equatable>(
  _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath,
  line: UInt = #line
) {
  if let stop = stream.first(where: { $0.value.isStopEvent }) {
    XCTFail("A terminal event was recorded: \(stop)", file: file, line: line)
    return
  }
  assertEqualSequences(
    stream.compactMap(\.value.element), elements, { $0 == $1 }, file: file, line: line)
}

/// Fails with a list of the differing positions unless `lhs` and `rhs` are equal by `equal`.
func assertEqualSequences<Value>(
  _ lhs: [Value], _ rhs: [Value], _ equal: (Value, Value) -> Bool, file: StaticString,
  line: UInt
) {
  guard let report = differences(lhs, rhs, equal) else { return }
  XCTFail(
    "XCTAssertEqual failed: (\(lhs)) is not equal to (\(rhs))\n\(report)", file: file, line: line)
}

/// A line per position where `lhs` and `rhs` differ, or `nil` when they are equal.
func differences<Value>(_ lhs: [Value], _ rhs: [Value], _ equal: (Value, Value) -> Bool)
  -> String?
{
  var lines: [String] = []
  for index in 0..<Swift.max(lhs.count, rhs.count) {
    let left = index < lhs.count ? "\(lhs[index])" : "(none)"
    let right = index < rhs.count ? "\(rhs[index])" : "(none)"
    if index < lhs.count, index < rhs.count, equal(lhs[index], rhs[index]) { continue }
    lines.append("[\(index)] received \(left), expected \(right)")
  }
  return lines.isEmpty ? nil : lines.joined(separator: "\n")
}
