import Foundation
import Streams

/// A hot source driven by hand, for tests of multi-source operators (subjects are not part of
/// this branch): a `create`-based observable that keeps each subscriber's observer until the
/// subscription ends, and sends to all of them.
final class ManualSource<Element>: @unchecked Sendable {
  // Safe to share: the observers and counters are touched only under `lock`; events are sent
  // outside it.
  private let lock = NSLock()
  private var observers: [Int: AnyObserver<Element>] = [:]
  private var nextKey = 0
  private var subscribed = 0

  /// How many times the source has been subscribed.
  var subscribeCount: Int { lock.withLock { subscribed } }

  /// Whether any subscription is live.
  var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

  /// The source as an observable; each subscription registers its observer.
  func asObservable() -> Observable<Element> {
    Observable.create { [self] observer in
      let key = lock.withLock { () -> Int in
        let key = nextKey
        nextKey += 1
        subscribed += 1
        observers[key] = observer
        return key
      }
      return Disposables.create { [self] in _ = lock.withLock { observers.removeValue(forKey: key) }
      }
    }
  }

  /// Sends `event` to every live subscriber.
  func on(_ event: Event<Element>) {
    let current = lock.withLock { Array(observers.values) }
    for observer in current { observer.on(event) }
  }

  func onNext(_ element: Element) { on(.next(element)) }
  func onCompleted() { on(.completed) }
  func onError(_ error: Error) { on(.error(error)) }
}

/// Records what an observer receives from any number of threads, and whether calls overlapped
/// or broke the grammar.
final class ConcurrentRecorder<Element>: @unchecked Sendable {
  // Safe to share: `inFlight` and `maxInFlight` are atomic; the rest is under `lock`.
  private let inFlight = AtomicCell<Int>(0)
  private let maxInFlight = AtomicCell<Int>(0)
  private let lock = NSLock()
  private var elements: [Element] = []
  private var terminals: [Event<Element>] = []
  private var afterTerminal = 0

  /// The most calls that were ever in the observer at once; 1 when calls never overlap.
  var maxConcurrentCalls: Int { maxInFlight.load(ordering: .acquiring) }
  /// Everything received as `.next`, in order.
  var received: [Element] { lock.withLock { elements } }
  /// The terminal events received (one at most when the grammar holds).
  var terminalEvents: [Event<Element>] { lock.withLock { terminals } }
  /// Events that arrived after a terminal event.
  var eventsAfterTerminal: Int { lock.withLock { afterTerminal } }

  /// The observer closure to subscribe.
  func on(_ event: Event<Element>) {
    let now = inFlight.add(1, ordering: .acquiringAndReleasing).newValue
    var seen = maxInFlight.load(ordering: .relaxed)
    while now > seen {
      let (exchanged, original) = maxInFlight.compareExchange(
        expected: seen, desired: now, ordering: .relaxed)
      if exchanged { break }
      seen = original
    }
    // Widen the window in which an overlapping call would be caught.
    for _ in 0..<20 { _ = inFlight.load(ordering: .relaxed) }
    lock.withLock {
      if !terminals.isEmpty {
        afterTerminal += 1
      } else if case .next(let element) = event {
        elements.append(element)
      } else {
        terminals.append(event)
      }
    }
    inFlight.subtract(1, ordering: .acquiringAndReleasing)
  }
}

/// Runs `body` for `0..<iterations` concurrently, waiting at most `seconds` for it.
///
/// - Returns: whether every iteration finished in time.
func runConcurrently(
  _ iterations: Int, seconds: Double = 30, _ body: @escaping @Sendable (Int) -> Void
) -> Bool {
  let group = DispatchGroup()
  group.enter()
  DispatchQueue.global().async {
    DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    group.leave()
  }
  return group.wait(timeout: .now() + seconds) == .success
}
