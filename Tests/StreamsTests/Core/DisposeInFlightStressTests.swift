import Dispatch
import Streams
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Disposal never waits for a callback running on another thread.
///
/// That callback finishes on its own, and whichever side is last releases the subscription's
/// resources (Docs/Design.md, "Disposal and delivery"). Every wait here is bounded, so a
/// disposal that waits fails the test instead of hanging the suite.
@Suite(.checksResources, .serialized)
struct DisposeInFlightStressTests {
  /// How long any one step may take before the test gives up on it.
  private static let bound = DispatchTimeInterval.seconds(10)

  private static var deadline: DispatchTime { .now() + bound }

  /// Whether both threads were recorded and are the same.
  private static func same(_ first: pthread_t?, _ second: pthread_t?) -> Bool {
    guard let first, let second else { return false }
    return pthread_equal(first, second) != 0
  }

  @Test func disposeOnASerialQueueReturnsWhileTheCallbackWaitsForThatQueue() {
    let owner = DispatchQueue(label: "tests.dispose-in-flight.owner")
    let subject = PublishSubject<Int>()
    let entered = DispatchSemaphore(value: 0)
    let disposed = DispatchSemaphore(value: 0)
    let log = Locked<[String]>([])
    let subscription = SingleAssignmentDisposable()
    subscription.setDisposable(
      subject.subscribe(
        onNext: { _ in
          entered.signal()
          owner.sync { log.withLock { $0.append("callback reached the owner") } }
          log.withLock { $0.append("callback returned") }
        },
        onDisposed: {
          log.withLock { $0.append("onDisposed") }
          disposed.signal()
        }))
    let disposeReturned = DispatchSemaphore(value: 0)
    owner.async {
      // A block already running on `owner` disposes while the callback waits for `owner`.
      guard entered.wait(timeout: Self.deadline) == .success else { return }
      subscription.dispose()
      log.withLock { $0.append("dispose returned") }
      disposeReturned.signal()
    }
    DispatchQueue.global().async { subject.onNext(1) }
    #expect(disposeReturned.wait(timeout: Self.deadline) == .success)
    #expect(disposed.wait(timeout: Self.deadline) == .success)
    #expect(
      log.withLock { $0 } == [
        "dispose returned", "callback reached the owner", "callback returned", "onDisposed",
      ])
  }

  @Test func releasingADisposeBagOnTheMainQueueReturnsWhileTheCallbackSyncsOntoIt() {
    // The app's freeze: a background `onNext` does `DispatchQueue.main.sync` while the main
    // thread releases the bag holding its subscription. The test runner drains the main queue.
    let subject = PublishSubject<Int>()
    let entered = DispatchSemaphore(value: 0)
    let disposed = DispatchSemaphore(value: 0)
    let reachedMain = Locked(false)
    let bag = Locked<DisposeBag?>(DisposeBag())
    let subscription = subject.subscribe(
      onNext: { _ in
        entered.signal()
        DispatchQueue.main.sync { reachedMain.withLock { $0 = true } }
      },
      onDisposed: { disposed.signal() })
    bag.withLock { bag in if let bag { subscription.disposed(by: bag) } }
    let released = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
      guard entered.wait(timeout: Self.deadline) == .success else { return }
      bag.withLock { $0 = nil }
      released.signal()
    }
    DispatchQueue.global().async { subject.onNext(1) }
    #expect(released.wait(timeout: Self.deadline) == .success)
    #expect(disposed.wait(timeout: Self.deadline) == .success)
    #expect(reachedMain.withLock { $0 })
  }

  @Test func onDisposedRunsOnTheCallbacksThreadAfterTheCallbackInFlightReturns() {
    let subject = PublishSubject<Int>()
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let disposed = DispatchSemaphore(value: 0)
    let log = Locked<[String]>([])
    let threads = Locked<(callback: pthread_t?, onDisposed: pthread_t?)>((nil, nil))
    let subscription = subject.subscribe(
      onNext: { _ in
        threads.withLock { $0.callback = pthread_self() }
        entered.signal()
        _ = release.wait(timeout: Self.deadline)
        log.withLock { $0.append("callback returned") }
      },
      onDisposed: {
        threads.withLock { $0.onDisposed = pthread_self() }
        log.withLock { $0.append("onDisposed") }
        disposed.signal()
      })
    DispatchQueue.global().async { subject.onNext(1) }
    #expect(entered.wait(timeout: Self.deadline) == .success)
    subscription.dispose()
    log.withLock { $0.append("dispose returned") }
    release.signal()
    #expect(disposed.wait(timeout: Self.deadline) == .success)
    #expect(log.withLock { $0 } == ["dispose returned", "callback returned", "onDisposed"])
    #expect(threads.withLock { Self.same($0.callback, $0.onDisposed) })
  }

  @Test func theLastSideOutReleasesTheResourcesOnce() {
    let source = ManualSource<Int>()
    let gate = Gate()
    let log = Locked<[String]>([])
    let threads = Locked<(callback: pthread_t?, onDisposed: pthread_t?)>((nil, nil))
    let subscription = source.asObservable().subscribe(
      onNext: { _ in
        threads.withLock { $0.callback = pthread_self() }
        gate.hold()
        log.withLock { $0.append("callback returned") }
      },
      onDisposed: {
        threads.withLock { $0.onDisposed = pthread_self() }
        log.withLock { $0.append("onDisposed") }
      })
    let sending = Self.send(1, to: source)
    #expect(gate.entered.wait(timeout: Self.deadline) == .success)
    // The callback is in flight: the disposal leaves the release to it.
    subscription.dispose()
    #expect(source.hasObservers)
    subscription.dispose()
    #expect(log.withLock { $0 }.isEmpty)
    gate.release.signal()
    #expect(sending.wait(timeout: Self.deadline) == .success)
    #expect(!source.hasObservers)
    #expect(log.withLock { $0 } == ["callback returned", "onDisposed"])
    #expect(threads.withLock { Self.same($0.callback, $0.onDisposed) })
  }

  @Test func withNoCallbackInFlightDisposeReleasesTheResourcesItself() {
    let released = Locked(0)
    let subscription = Observable<Int>.never()
      .subscribe(onDisposed: { released.withLock { $0 += 1 } })
    subscription.dispose()
    #expect(released.withLock { $0 } == 1)
    subscription.dispose()
    #expect(released.withLock { $0 } == 1)
  }

  @Test func disposingFromInsideTheCallbackReleasesAtOnce() {
    let subject = PublishSubject<Int>()
    let log = Locked<[String]>([])
    let subscription = SingleAssignmentDisposable()
    subscription.setDisposable(
      subject.subscribe(
        onNext: { value in
          log.withLock { $0.append("next \(value)") }
          subscription.dispose()
          log.withLock { $0.append("dispose returned") }
        },
        onDisposed: { log.withLock { $0.append("onDisposed") } }))
    let sending = DispatchGroup()
    DispatchQueue.global().async(group: sending) { for value in 1...3 { subject.onNext(value) } }
    #expect(sending.wait(timeout: Self.deadline) == .success)
    #expect(log.withLock { $0 } == ["next 1", "onDisposed", "dispose returned"])
  }

  @Test func aSendFromAnotherThreadWhileACallbackRunsIsQueuedNotWaitedFor() {
    let source = ManualSource<Int>()
    let gate = Gate()
    let log = Locked<[String]>([])
    let subscription = source.asObservable().subscribe(onNext: { value in
      log.withLock { $0.append("begin \(value)") }
      if value == 1 { gate.hold() }
      log.withLock { $0.append("end \(value)") }
    })
    let first = Self.send(1, to: source)
    #expect(gate.entered.wait(timeout: Self.deadline) == .success)
    // A source breaking the grammar: a second thread sends while the first callback runs.
    #expect(Self.send(2, to: source).wait(timeout: Self.deadline) == .success)
    #expect(log.withLock { $0 } == ["begin 1"])
    gate.release.signal()
    #expect(first.wait(timeout: Self.deadline) == .success)
    #expect(log.withLock { $0 } == ["begin 1", "end 1", "begin 2", "end 2"])
    subscription.dispose()
  }

  @Test func aSendQueuedBeforeADisposalIsDropped() {
    let source = ManualSource<Int>()
    let gate = Gate()
    let received = Locked<[Int]>([])
    let subscription = source.asObservable().subscribe(onNext: { value in
      received.withLock { $0.append(value) }
      if value == 1 { gate.hold() }
    })
    let first = Self.send(1, to: source)
    #expect(gate.entered.wait(timeout: Self.deadline) == .success)
    #expect(Self.send(2, to: source).wait(timeout: Self.deadline) == .success)
    subscription.dispose()
    gate.release.signal()
    #expect(first.wait(timeout: Self.deadline) == .success)
    #expect(received.withLock { $0 } == [1])
    #expect(!source.hasObservers)
  }

  /// Sends `value` into `source` from a thread of the global queue.
  ///
  /// - Returns: a group that is left when the send has returned.
  private static func send(_ value: Int, to source: ManualSource<Int>) -> DispatchGroup {
    let sending = DispatchGroup()
    DispatchQueue.global().async(group: sending) { source.onNext(value) }
    return sending
  }
}

/// A callback that holds on until the test lets it go.
private struct Gate: Sendable {
  /// Signalled when the callback has begun holding.
  let entered = DispatchSemaphore(value: 0)
  /// Lets the callback go on.
  let release = DispatchSemaphore(value: 0)

  /// Signals ``entered`` and waits, bounded, for ``release``.
  func hold() {
    entered.signal()
    _ = release.wait(timeout: .now() + .seconds(10))
  }
}
