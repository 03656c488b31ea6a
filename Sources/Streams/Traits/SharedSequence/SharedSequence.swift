/// A sequence that cannot fail, delivers on one scheduler, and shares one subscription to its
/// source among all its subscribers: the base of ``Driver`` and ``Signal``.
///
/// The `SharingStrategy` decides the scheduler (the main queue for both Streams strategies)
/// and how the source is shared: ``DriverSharingStrategy`` replays the latest element to each
/// new subscriber, ``SignalSharingStrategy`` replays nothing. Build one with `asDriver(…)` or
/// `asSignal(…)`, which decide up front what an error becomes.
///
/// Operators on a shared sequence re-share their result, so a side effect in `map` runs once
/// per element, however many subscribers there are.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
  SharedSequenceConvertibleType
{
  @usableFromInline let source: Observable<Element>

  /// Wraps `source` shared by the strategy; `source` must never fail and must deliver on the
  /// strategy's scheduler.
  @inlinable
  init(_ source: Observable<Element>) { self.source = SharingStrategy.share(source) }

  /// Wraps `source` as it is, for sources that are already shared or need no sharing.
  @inlinable
  init(raw: Observable<Element>) { self.source = raw }

  /// The underlying, shared sequence.
  ///
  /// - Returns: the observable.
  @inlinable
  public func asObservable() -> Observable<Element> { source }

  /// This sequence.
  ///
  /// - Returns: `self`.
  @inlinable
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

// Sendable whatever the parameters: the one stored property is an immutable, thread-safe
// observable; the strategy is a phantom type.
extension SharedSequence: Sendable {}

/// How a ``SharedSequence`` delivers and shares its source.
public protocol SharingStrategyProtocol {
  /// The scheduler every element is delivered on.
  static var scheduler: SchedulerType { get }

  /// Shares `source` among subscribers.
  ///
  /// - Parameter source: the sequence to share.
  /// - Returns: the shared sequence.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that stands for a ``SharedSequence``; the shared-sequence operators are defined on it.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// The strategy: ``DriverSharingStrategy`` or ``SignalSharingStrategy``.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// The shared sequence this value stands for.
  ///
  /// - Returns: the shared sequence.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
  /// The underlying sequence of ``asSharedSequence()``.
  ///
  /// Types that conform by providing only `asSharedSequence()` (such as the widely copied
  /// `ActivityIndicator`) get their `asObservable()` here, as in RxCocoa.
  ///
  /// - Returns: the observable.
  @inlinable
  public func asObservable() -> Observable<Element> { asSharedSequence().asObservable() }
}

/// The strategy of ``Driver``: main queue, latest element replayed to new subscribers while
/// the source is connected.
public enum DriverSharingStrategy: SharingStrategyProtocol {
  /// A scheduler from ``SharingScheduler/make``: a new `MainScheduler` unless mocked in a test.
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// `share(replay: 1, scope: .whileConnected)`.
  ///
  /// - Parameter source: the sequence to share.
  /// - Returns: the shared sequence.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

/// The strategy of ``Signal``: main queue, nothing replayed to new subscribers.
public enum SignalSharingStrategy: SharingStrategyProtocol {
  /// A scheduler from ``SharingScheduler/make``: a new `MainScheduler` unless mocked in a test.
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// `share(scope: .whileConnected)`: no replay.
  ///
  /// - Parameter source: the sequence to share.
  /// - Returns: the shared sequence.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

/// A sequence for UI state: never fails, delivers on the main queue, and replays its latest
/// element to each new subscriber.
///
/// Drive views with it: `viewModel.title.drive(label.rx.text)`.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// A sequence for UI events: never fails, delivers on the main queue, and replays nothing, so
/// a new subscriber sees only what happens after it subscribed.
///
/// Emit taps and one-off events with it: `viewModel.showAlert.emit(onNext: present)`.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The scheduler drivers and signals deliver on, replaceable in tests.
///
/// As in RxCocoa, every driver and signal gets a `MainScheduler` of its own: a driver whose
/// work is still queued on the main queue (a synchronous `Driver.just(x)` leaves its disposal
/// there) does not make the next one asynchronous.
public enum SharingScheduler {
  private static let factory = Locked<@Sendable () -> SchedulerType>({ MainScheduler() })

  /// Makes the scheduler for a new driver or signal: a new `MainScheduler` by default.
  public static var make: @Sendable () -> SchedulerType { factory.withLock { $0 } }

  /// Runs `action` with drivers and signals delivering on `scheduler`, then restores the
  /// previous scheduler.
  ///
  /// Use it to test view models on a `TestScheduler`. The setting is process-wide: run such
  /// tests one at a time.
  ///
  /// - Parameters:
  ///   - scheduler: the scheduler to use while `action` runs.
  ///   - action: the test.
  /// - Returns: what `action` returns.
  /// - Throws: what `action` throws.
  public static func mock<Result>(scheduler: SchedulerType, action: () throws -> Result) rethrows
    -> Result
  {
    try mock(makeScheduler: { scheduler }, action: action)
  }

  /// Runs `action` with drivers and signals delivering on the scheduler `makeScheduler`
  /// returns, then restores the previous one.
  ///
  /// - Parameters:
  ///   - makeScheduler: makes the scheduler for each new driver or signal.
  ///   - action: the test.
  /// - Returns: what `action` returns.
  /// - Throws: what `action` throws.
  public static func mock<Result>(
    makeScheduler: @escaping @Sendable () -> SchedulerType, action: () throws -> Result
  ) rethrows -> Result {
    let previous = factory.withLock { current in
      defer { current = makeScheduler }
      return current
    }
    defer { factory.withLock { $0 = previous } }
    return try action()
  }
}
