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
/// the subscription and the call into user code: the window in which a disposal that only sets a
/// flag for sources to check lets an element through. Each race subscribes, waits until an
/// element after the first is in that window, and disposes.
///
/// A callback begins when its element reaches the subscription's delivery, right after the
/// `map`; the `map` stamps each element with whether `dispose()` had returned by then. A callback
/// whose element was stamped so began after `dispose()` had returned: the guarantee says none
/// does. One whose element had already reached the delivery was in flight: it may run after
/// `dispose()` has returned (disposal does not wait for it), and at most one per race can.
/// Callbacks are counted once the emitter has stopped, so that one arriving long after its race
/// is counted too.
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
      case .onNext: source.subscribe(onNext: { probe.delivered($0) })
      case .events: source.subscribe { probe.delivered($0.element ?? 0) }
      case .observer: source.subscribe(AnyObserver { probe.delivered($0.element ?? 0) })
      case .bind: source.bind(onNext: { probe.delivered($0) })
      }
    }
  }

  /// What a series of races saw.
  struct Outcome: Equatable {
    /// Callbacks that began after `dispose()` had returned; the guarantee says none.
    var late = 0
    /// Callbacks in flight that ran after `dispose()` had returned (allowed, one per race).
    var inFlight = 0
    /// Races with more than one callback after `dispose()` had returned; none can have.
    var overrun = 0
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
    for probe in probes {
      let (late, afterDisposal) = probe.counts
      outcome.late += late
      outcome.inFlight += afterDisposal
      if afterDisposal > 1 { outcome.overrun += 1 }
    }
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
/// The subscriber's side of a race: counts callbacks, those that began after the disposal, and
/// those that ran after it.
final class RaceProbe: @unchecked Sendable {
  // Safe to share: all state lives in the `Locked` box.
  private let state = Locked((count: 0, late: 0, afterDisposal: 0, disposed: false))

  /// Callbacks so far.
  var count: Int { state.withLock { $0.count } }
  /// Callbacks whose element reached the delivery after ``markDisposed()``, and callbacks that
  /// ran after it.
  var counts: (late: Int, afterDisposal: Int) {
    state.withLock { ($0.late, $0.afterDisposal) }
  }

  /// Signalled once, when an element after the first one has passed the source (it is on its
  /// way to the subscriber).
  let inFlight = DispatchSemaphore(value: 0)
  private let signalled = Locked(false)

  /// The subscriber's callback, given the stamp ``spin(_:)`` put on its element.
  func delivered(_ stamp: Int) {
    state.withLock { state in
      if stamp != 0 { state.late += 1 }
      if state.disposed { state.afterDisposal += 1 }
      state.count += 1
    }
  }

  /// Records that `dispose()` has returned.
  func markDisposed() { state.withLock { $0.disposed = true } }

  /// Stamps an element after a busy wait (128 lock round trips, microseconds): 1 when
  /// ``markDisposed()`` has been called by then, the element reaching the delivery after
  /// `dispose()` returned, else 0.
  ///
  /// A pause in the window between the source and the subscriber. Once an element has been
  /// delivered, the next one to get here signals ``inFlight``.
  func spin(_ value: Int) -> Int {
    if count > 0, !signalled.withLock({ $0 }) {
      signalled.withLock { $0 = true }
      inFlight.signal()
    }
    for _ in 0..<128 { _ = count }
    return state.withLock { $0.disposed } ? 1 : 0
  }
}
