import Dispatch
import Streams
import TestSupport
import Testing

/// `groupBy` and `window` with upstream events on one real queue and window timers on another:
/// every element reaches exactly one inner sequence, in order, and the merged result obeys the
/// grammar.
@Suite(.checksResources) struct GroupingStressTests {
  static let total = TimeOperatorsStressTests.chunks * TimeOperatorsStressTests.chunkSize

  func check(_ make: (Observable<Int>, SchedulerType) -> Observable<Int>) {
    let upstreamQueue = DispatchQueue(label: "grouping.upstream")
    let timerQueue = DispatchQueue(label: "grouping.timers")
    let timers = SerialDispatchQueueScheduler(serialQueue: timerQueue)
    for _ in 0..<TimeOperatorsStressTests.rounds {
      let checker = GrammarChecker()
      let source = TimeOperatorsStressTests.upstream(on: upstreamQueue)
      let subscription = make(source, timers).subscribe(checker)
      let ended = checker.done.wait(timeout: .now() + 10) == .success
      subscription.dispose()
      #expect(ended, "the sequence did not end")
      // One stuck round is enough to report, and bounds the test's time.
      if !ended { break }
      let report = checker.report
      #expect(report.overlaps == 0)
      #expect(report.terminals == 1)
      #expect(report.afterTerminal == 0)
      #expect(report.elements == Array(0..<Self.total))
    }
    upstreamQueue.sync {}
    timerQueue.sync {}
  }

  @Test func windowsByTimeAndCountLoseNothing() {
    check { source, timers in
      source.window(timeSpan: .microseconds(30), count: 7, scheduler: timers).merge()
    }
  }

  @Test func groupsLoseNothing() {
    check { source, _ in source.groupBy { $0 % 3 }.map { $0.asObservable() }.merge() }
  }
}
