import Dispatch
import Streams
import TestSupport
import Testing

/// Upstream events on one real queue, timers on another: the observer must never be entered
/// twice at once, and must see `next* (error | completed)` exactly once terminated.
@Suite(.checksResources) struct TimeOperatorsStressTests {
  static let rounds = 10
  static let chunks = 40
  static let chunkSize = 100

  /// `chunks × chunkSize` increasing integers, sent in chunks from `queue`, then a completion.
  static func upstream(on queue: DispatchQueue) -> Observable<Int> {
    Observable.create { observer in
      let sender = QueueBound(observer: observer)
      let stopped = BooleanDisposable()
      for chunk in 0..<chunks {
        queue.async {
          if stopped.isDisposed { return }
          for offset in 0..<chunkSize { sender.observer.onNext(chunk * chunkSize + offset) }
          if chunk == chunks - 1 { sender.observer.onCompleted() }
        }
      }
      return stopped
    }
  }

  /// Subscribes `rounds` times to what `make` builds and checks every recording.
  func check(
    _ make: (Observable<Int>, SchedulerType) -> Observable<Int>,
    allowsFallback: Bool = false
  ) {
    let upstreamQueue = DispatchQueue(label: "stress.upstream")
    let timerQueue = DispatchQueue(label: "stress.timers")
    let timers = SerialDispatchQueueScheduler(serialQueue: timerQueue)
    for _ in 0..<Self.rounds {
      let checker = GrammarChecker()
      let subscription = make(Self.upstream(on: upstreamQueue), timers).subscribe(checker)
      #expect(checker.done.wait(timeout: .now() + 10) == .success)
      subscription.dispose()
      let report = checker.report
      #expect(report.overlaps == 0)
      #expect(report.terminals == 1)
      #expect(report.afterTerminal == 0)
      let elements = allowsFallback ? report.elements.filter { $0 >= 0 } : report.elements
      #expect(zip(elements, elements.dropFirst()).allSatisfy { $0 < $1 })
    }
    // Let both queues finish what is in flight before the round's objects go away.
    upstreamQueue.sync {}
    timerQueue.sync {}
  }

  @Test func debounce() {
    check { source, timers in source.debounce(.microseconds(30), scheduler: timers) }
  }

  @Test func throttleLatest() {
    check { source, timers in source.throttle(.microseconds(20), scheduler: timers) }
  }

  @Test func throttleWithoutLatest() {
    check { source, timers in
      source.throttle(.microseconds(20), latest: false, scheduler: timers)
    }
  }

  @Test func timeoutFailing() {
    check { source, timers in source.timeout(.microseconds(20), scheduler: timers) }
  }

  @Test func timeoutSwitchingToOther() {
    check(
      { source, timers in
        source.timeout(.microseconds(20), other: Observable.just(-1), scheduler: timers)
      }, allowsFallback: true)
  }

  @Test func bufferByTimeAndCount() {
    check { source, timers in
      source.buffer(timeSpan: .microseconds(30), count: 7, scheduler: timers)
        .filter { !$0.isEmpty }.map { $0[0] }
    }
  }

  @Test func delay() {
    check { source, timers in source.delay(.microseconds(10), scheduler: timers) }
  }

  @Test func takeForDuration() {
    check { source, timers in source.take(for: .milliseconds(1), scheduler: timers) }
  }
}

/// Carries an observer onto the upstream queue.
struct QueueBound: @unchecked Sendable {
  // Safe to share: only the serial upstream queue calls the observer.
  let observer: AnyObserver<Int>
}

/// Recursive scheduling on a concurrent dispatch scheduler: every step runs, in order.
@Suite(.checksResources) struct SchedulerStressTests {
  @Test func recursiveSchedulingOnConcurrentQueueRunsEveryStepInOrder() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    for _ in 0..<20 {
      let checker = GrammarChecker()
      let subscription = Observable.from(Array(0..<500), scheduler: scheduler).subscribe(checker)
      #expect(checker.done.wait(timeout: .now() + 10) == .success)
      subscription.dispose()
      let report = checker.report
      #expect(report.elements == Array(0..<500))
      #expect(report.overlaps == 0)
      #expect(report.terminals == 1)
    }
  }
}

/// Records events from any thread, counting overlapping calls and events after the end.
final class GrammarChecker: ObserverType, Sendable {
  struct Report {
    var elements: [Int] = []
    var terminals = 0
    var afterTerminal = 0
    var overlaps = 0
  }

  private let inside = AtomicCell<Bool>(false)
  private let log = Locked(Report())
  /// Left once, at the first terminal event.
  let done = DispatchGroup()

  init() { done.enter() }

  /// What was recorded so far.
  var report: Report { log.withLock { $0 } }

  func on(_ event: Event<Int>) {
    let overlapped = inside.exchange(true, ordering: .acquiringAndReleasing)
    let firstEnd = log.withLock { report -> Bool in
      if overlapped { report.overlaps += 1 }
      if report.terminals > 0 { report.afterTerminal += 1 }
      switch event {
      case .next(let element):
        report.elements.append(element)
        return false
      case .error, .completed:
        report.terminals += 1
        return report.terminals == 1
      }
    }
    if !overlapped { inside.store(false, ordering: .releasing) }
    if firstEnd { done.leave() }
  }
}
