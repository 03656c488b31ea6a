import Dispatch
import Streams

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Races `dispose()` on the calling thread against a source that emits on another thread as
/// fast as it can, and counts the callbacks that began after `dispose()` had returned.
///
/// One emitter thread runs for the whole series. Each element passes a `map` that spins briefly
/// before it reaches the subscriber, which widens the window between a source's last check of
/// the subscription and the call into user code: the window in which a disposal that does not
/// wait for delivery lets an element through. Each race subscribes, waits until an element after
/// the first is in that window, and disposes; whether the element's callback comes before
/// `dispose()` returns or not at all is up to the threads. Late callbacks are counted once the
/// emitter has stopped, so that one arriving long after its race is counted too.
enum DisposeRace {
  /// Where the elements come from.
  enum Source: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `Observable.create`, whose observer the emitter thread sends to until it is disposed.
    case create
    /// A `PublishSubject` that the emitter thread sends to.
    case subject

    var description: String { rawValue }
  }

  /// How the racing subscription reaches user code.
  enum Terminal: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `subscribe(onNext:onError:onCompleted:onDisposed:)`.
    case onNext
    /// `subscribe(_:)` with an event closure.
    case events
    /// `subscribe(_:)` with an `AnyObserver`.
    case observer
    /// `bind(onNext:)`.
    case bind

    var description: String { rawValue }

    func subscribe(_ source: Observable<Int>, _ probe: RaceProbe) -> Disposable {
      switch self {
      case .onNext: source.subscribe(onNext: { _ in probe.delivered() })
      case .events: source.subscribe { _ in probe.delivered() }
      case .observer: source.subscribe(AnyObserver { _ in probe.delivered() })
      case .bind: source.bind(onNext: { _ in probe.delivered() })
      }
    }
  }

  /// What a series of races saw.
  struct Outcome: Equatable {
    /// Callbacks that began after `dispose()` had returned; the guarantee says none.
    var late = 0
    /// Races in which an element was on its way at the disposal, so the race was live.
    var live = 0
    /// Whether every wait ended within its bound.
    var finished = true
  }

  /// Runs `races` races and adds up what they saw.
  static func run(_ races: Int, source: Source, terminal: Terminal) -> Outcome {
    let emitter = RaceEmitter(source)
    let emitting = DispatchGroup()
    DispatchQueue.global().async(group: emitting) { emitter.run() }
    var outcome = Outcome()
    var probes: [RaceProbe] = []
    probes.reserveCapacity(races)
    for _ in 0..<races {
      let probe = RaceProbe()
      let subscription = terminal.subscribe(emitter.source.map { probe.spin($0) }, probe)
      if probe.inFlight.wait(timeout: .now() + 5) == .success {
        outcome.live += 1
      } else {
        outcome.finished = false
      }
      subscription.dispose()
      probe.markDisposed()
      probes.append(probe)
    }
    emitter.stop()
    if emitting.wait(timeout: .now() + 10) != .success { outcome.finished = false }
    // An element on its way at the disposal may have reached its subscriber only later: count
    // once the emitter has stopped.
    outcome.late = probes.reduce(0) { $0 + $1.late }
    return outcome
  }
}

/// The emitter thread: sends consecutive integers to the current subscriber until stopped.
final class RaceEmitter: @unchecked Sendable {
  // Safe to share: `state` is a `Locked` box; the subject is thread-safe; observers are called
  // only from the one emitting thread.
  private let state = Locked(
    (observer: AnyObserver<Int>?.none, key: 0, stopped: false, sent: 0, broadcast: 0))
  private let subject = PublishSubject<Int>()
  private let kind: DisposeRace.Source

  init(_ kind: DisposeRace.Source) { self.kind = kind }

  /// What the races subscribe to.
  var source: Observable<Int> {
    switch kind {
    case .subject: return subject.asObservable()
    case .create:
      return Observable.create { [self] observer in
        let key = state.withLock { state in
          state.key += 1
          state.observer = observer
          return state.key
        }
        return Disposables.create { [self] in
          state.withLock { state in if state.key == key { state.observer = nil } }
        }
      }
    }
  }

  /// Emits until ``stop()``, so that a new subscriber gets an element at once.
  ///
  /// Into the subject it sends an element only once the one before has been broadcast: a
  /// subject hands its backlog to whichever thread is broadcasting, and an unbounded flood
  /// could keep the racing thread there (it subscribes, so it sometimes broadcasts) for good.
  func run() {
    let counting = subject.subscribe { [self] _ in state.withLock { $0.broadcast += 1 } }
    var value = 0
    while true {
      let (observer, stopped, backlog) = state.withLock {
        ($0.observer, $0.stopped, $0.sent - $0.broadcast)
      }
      if stopped { break }
      switch kind {
      case .subject where backlog > 0: sched_yield()
      case .subject:
        state.withLock { $0.sent += 1 }
        subject.onNext(value)
      case .create: observer?.onNext(value)
      }
      value &+= 1
    }
    counting.dispose()
  }

  /// Ends ``run()``.
  func stop() { state.withLock { $0.stopped = true } }
}
/// The subscriber's side of a race: counts callbacks, and those that began after the disposal.
final class RaceProbe: @unchecked Sendable {
  // Safe to share: all state lives in the `Locked` box.
  private let state = Locked((count: 0, late: 0, disposed: false))

  /// Callbacks so far.
  var count: Int { state.withLock { $0.count } }
  /// Callbacks that began after ``markDisposed()``.
  var late: Int { state.withLock { $0.late } }

  /// Signalled once, when an element after the first one has passed the source (it is on its
  /// way to the subscriber).
  let inFlight = DispatchSemaphore(value: 0)
  private let signalled = Locked(false)

  /// The subscriber's callback.
  func delivered() {
    state.withLock { state in
      if state.disposed { state.late += 1 }
      state.count += 1
    }
  }

  /// Records that `dispose()` has returned.
  func markDisposed() { state.withLock { $0.disposed = true } }

  /// Passes `value` through after a busy wait (128 lock round trips, microseconds).
  ///
  /// A pause in the window between the source and the subscriber. Once an element has been
  /// delivered, the next one to get here signals ``inFlight``.
  func spin(_ value: Int) -> Int {
    if count > 0, !signalled.withLock({ $0 }) {
      signalled.withLock { $0 = true }
      inFlight.signal()
    }
    for _ in 0..<128 { _ = count }
    return value
  }
}
