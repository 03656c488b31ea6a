import Streams
import StreamsTest
import StreamsXCTest
import XCTest

/// Checks RxTest's assertion overloads in XCTest, recording their failures instead of failing.
final class XCTAssertEventsTests: XCTestCase {
  private var failures: [String] = []

  #if os(Linux)
  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append(description)
  }
  #else
  override func record(_ issue: XCTIssue) { failures.append(issue.compactDescription) }
  #endif

  func testEqualEventListsPass() {
    XCTAssertEqual([Event.next(1), .completed], [Event.next(1), .completed])
    XCTAssertEqual([SingleEvent.success(1)], [SingleEvent.success(1)])
    XCTAssertEqual([SingleEvent<Int>.failure(TestFailure.boom)], [.failure(TestFailure.boom)])
    XCTAssertEqual([MaybeEvent.success(1), .completed], [MaybeEvent.success(1), .completed])
    XCTAssertEqual([CompletableEvent.completed], [CompletableEvent.completed])
    XCTAssertEqual([Recorded.next(10, 1), .completed(20)], [Recorded.next(10, 1), .completed(20)])
    XCTAssertRecordedElements([Recorded.next(10, 1), .next(20, 2)], [1, 2])
    XCTAssertEqual(failures, [])
  }

  func testDifferentEventListsFailAndNameTheDifference() {
    XCTAssertEqual([Event.next(1)], [Event.next(2)])
    XCTAssertEqual([SingleEvent.success(1)], [SingleEvent<Int>.failure(TestFailure.boom)])
    XCTAssertEqual([MaybeEvent<Int>.completed], [MaybeEvent.success(1)])
    XCTAssertEqual([CompletableEvent.error(TestFailure.boom)], [CompletableEvent.completed])
    XCTAssertEqual([Recorded.next(10, 1)], [Recorded.next(11, 1)])
    XCTAssertRecordedElements([Recorded.next(10, 1), .completed(20)], [1])
    XCTAssertRecordedElements([Recorded.next(10, 1)], [2])
    XCTAssertEqual(failures.count, 7)
    XCTAssertTrue(failures[0].contains("[0] received next(1), expected next(2)"))
    XCTAssertTrue(failures[5].contains("terminal event"))
  }

  func testALongerListFails() {
    XCTAssertEqual([Event.next(1), .completed], [Event.next(1)])
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("[1] received completed, expected (none)") == true)
  }
}

private enum TestFailure: Error {
  case boom
}
