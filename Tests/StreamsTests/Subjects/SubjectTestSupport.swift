import Dispatch
import Streams
import StreamsTest

extension TestScheduler {
  /// A recording observer subscribed to `source` at `subscribed` and disposed at `disposed`.
  func recordSubscription<Source: ObservableConvertibleType>(
    to source: Source, at subscribed: TestTime, disposedAt disposed: TestTime = 1000
  ) -> TestableObserver<Source.Element> {
    let observer = createObserver(Source.Element.self)
    let subscription = SerialDisposable()
    scheduleAt(subscribed) { subscription.disposable = source.asObservable().subscribe(observer) }
    scheduleAt(disposed) { subscription.dispose() }
    return observer
  }

  /// Sends each recorded event into `observer` at its time.
  func sendEvents<Observer: ObserverType>(
    _ events: [Recorded<Event<Observer.Element>>], into observer: Observer
  ) {
    for recorded in events { scheduleAt(recorded.time) { observer.on(recorded.value) } }
  }
}

/// An observer for multi-threaded tests: counts what it gets and notices overlapping calls,
/// events after a terminal one, and more than one terminal event.
final class ConcurrencyProbe: @unchecked Sendable {
  // Safe to share: every field is atomic.
  private let inFlight = AtomicCell<Int>(0)
  private let overlapCount = AtomicCell<Int>(0)
  private let nextCount = AtomicCell<Int>(0)
  private let terminalCount = AtomicCell<Int>(0)
  private let afterTerminalCount = AtomicCell<Int>(0)

  /// Calls that started while another call into this probe was running.
  var overlaps: Int { overlapCount.load(ordering: .acquiring) }
  /// Elements received.
  var nexts: Int { nextCount.load(ordering: .acquiring) }
  /// Terminal events received.
  var terminals: Int { terminalCount.load(ordering: .acquiring) }
  /// Events received after the first terminal event.
  var afterTerminal: Int { afterTerminalCount.load(ordering: .acquiring) }

  /// Records `event`, spinning briefly so that overlapping calls, if any, are caught.
  func on<Element>(_ event: Event<Element>) {
    if inFlight.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
      overlapCount.add(1, ordering: .relaxed)
    }
    if terminalCount.load(ordering: .acquiring) > 0 {
      afterTerminalCount.add(1, ordering: .relaxed)
    }
    switch event {
    case .next: nextCount.add(1, ordering: .relaxed)
    case .error, .completed: terminalCount.add(1, ordering: .releasing)
    }
    for _ in 0..<20 { _ = inFlight.load(ordering: .relaxed) }
    inFlight.subtract(1, ordering: .acquiringAndReleasing)
  }
}

/// Runs `work` on `threads` threads at once, each given its index; `false` if it timed out.
func runConcurrently(threads: Int, timeout: Double = 60, _ work: @escaping @Sendable (Int) -> Void)
  -> Bool
{
  let group = DispatchGroup()
  for index in 0..<threads {
    DispatchQueue.global().async(group: group) { work(index) }
  }
  return group.wait(timeout: .now() + timeout) == .success
}
